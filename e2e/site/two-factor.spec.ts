import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { DEMO_PASSWORD, ownMailSite } from './mailSite';

// Two-step verification (ours; ASVS 6.3.3), through the site: turned on in the account's settings
// with an authenticator app's code, then asked for at every login. A site of its own: the demo
// account it changes is no other spec's.

const { at, loggedIn, mailbox, visitor } = ownMailSite(127);
const EMAIL = 'ania@demo.kwc.pl';

/** What an authenticator app shows now for the key the settings gave. */
const appCode = (key: string) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' }).generate();

async function passwordStep(page: Page) {
  await page.goto(at('/konto/logowanie?back=%2Fwishlist'));
  await page.getByLabel('E-mail lub nazwa użytkownika').fill(EMAIL);
  await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Zaloguj się' }).click();
  await expect(page.getByRole('heading', { name: 'Weryfikacja dwuetapowa' })).toBeVisible();
}

test('turned on with an app, every login then asks for its code; a recovery code works once', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await loggedIn(browser, EMAIL);
  await page.goto(at('/konto/edycja-konta'));
  const section = page.getByRole('region', { name: 'Weryfikacja dwuetapowa' });
  await expect(section.getByText('Wyłączona.')).toBeVisible();
  await section.getByRole('button', { name: 'Włącz weryfikację dwuetapową' }).click();
  await section.getByLabel('Hasło do konta').fill('nie-to-haslo1');
  await section.getByRole('button', { name: 'Dalej' }).click();
  await expect(section.getByText('Błędne hasło').first()).toBeVisible();
  await section.getByLabel('Hasło do konta').fill(DEMO_PASSWORD);
  await section.getByRole('button', { name: 'Dalej' }).click();

  // The QR code an app scans, and the same key as text.
  const qr = section.getByRole('img', { name: 'Kod QR do zeskanowania w aplikacji uwierzytelniającej' });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const key = (await section.locator('code').first().textContent())!.replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Kod z aplikacji').fill(appCode(key));
  await section.getByRole('button', { name: 'Włącz', exact: true }).click();
  const codes = section.getByRole('list', { name: 'Kody zapasowe' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  await section.getByRole('button', { name: 'Zapisałam/em kody' }).click();
  await expect(section.getByText('Włączona. Kody zapasowe do wykorzystania: 10 z 10.')).toBeVisible();
  expect(await mailbox().text(EMAIL)).toContain('włączono weryfikację dwuetapową');

  // Another browser: the password alone is not enough.
  const other = await visitor(browser, 375);
  await passwordStep(other);
  expect((await other.request.get(at('/api/user'))).status()).toBe(401);
  const field = other.getByLabel('Kod weryfikacyjny');
  await field.fill('12ab');
  await other.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(other.getByText('Wpisz 6 cyfr z aplikacji albo kod zapasowy (np. abcd-efgh)').first()).toBeVisible();
  // The recovery code logs in, and the login goes on where it was to lead.
  await field.fill(recovery);
  await other.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(other).toHaveURL(/\/wishlist$/);
  expect((await other.request.get(at('/api/user'))).status()).toBe(200);

  // The same recovery code a second time: refused.
  const third = await visitor(browser);
  await passwordStep(third);
  await third.getByLabel('Kod weryfikacyjny').fill(recovery);
  await third.getByRole('button', { name: 'Potwierdź' }).click();
  await expect(third.getByText('Nieprawidłowy kod.', { exact: false }).first()).toBeVisible();
  await expect(third).toHaveURL(/\/konto\/logowanie/);

  await page.reload();
  await expect(section.getByText('Włączona. Kody zapasowe do wykorzystania: 9 z 10.')).toBeVisible();
});
