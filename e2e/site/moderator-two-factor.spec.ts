import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { DEMO_PASSWORD, ownMailSite } from './mailSite';

// Where moderators must use two-step verification (KWC_MODERATOR_TWO_FACTOR=required, the default
// of a deployment without the demo accounts), moderation sends a moderator without it to the
// setting, and opens once it is on. A site of its own: it changes the demo moderator.

const { at, loggedIn } = ownMailSite(137, { KWC_MODERATOR_TWO_FACTOR: 'required' });
const MODERATOR = 'moderator@demo.kwc.pl';

test('moderation waits for the moderator’s two-step verification, and opens once it is on', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await loggedIn(browser, MODERATOR, 375);
  await page.goto(at('/moderacja'));
  await expect(page).toHaveURL(/\/konto\/edycja-konta\?dla=moderacji$/);
  const notice = page.getByRole('status').filter({ hasText: 'Moderacja wymaga weryfikacji dwuetapowej.' });
  await expect(notice).toBeVisible();
  // The API refuses the queue itself, not only the page.
  const queue = await page.request.get(at('/api/moderation/reviews'));
  expect(queue.status()).toBe(403);
  expect(await queue.json()).toMatchObject({ error: { code: 'two_factor_required' } });

  await notice.getByRole('link', { name: 'Włącz ją w ustawieniach poniżej' }).click();
  const section = page.getByRole('region', { name: 'Weryfikacja dwuetapowa' });
  await expect(section).toBeInViewport();
  await section.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
  await section.getByLabel('Hasło do konta').fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: 'Dalej' }).click();
  const key = (await section.locator('code').first().textContent())!.replace(/\s+/g, '');
  const code = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
  await section.getByLabel('Kod z aplikacji').fill(code);
  await section.getByRole('button', { name: 'Włącz', exact: true }).click();
  await section.getByRole('button', { name: 'Zapisałam/em kody' }).click();

  // The notice at the top now leads back.
  await expect(notice).toHaveCount(0);
  const enabled = page.getByRole('status').filter({ hasText: 'Weryfikacja dwuetapowa jest włączona.' });
  await enabled.getByRole('link', { name: 'Przejdź do moderacji' }).click();
  await expect(page).toHaveURL(/\/moderacja$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderacja opinii' })).toBeVisible();
  expect((await page.request.get(at('/api/moderation/reviews'))).status()).toBe(200);
});
