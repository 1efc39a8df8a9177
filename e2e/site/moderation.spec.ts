import { expect, test, type Page } from '@playwright/test';

import { ownMailSite } from './mailSite';
import { expectNoAxeViolations, hydrated } from './support';

// Moderating reviews end to end (issue 32), on a server of its own with a real SMTP listener: the
// seeded queue, a keyboard-only request for changes and its mail, a publish that reaches the product
// page, and a plain user who never learns the queue exists.

const { at, mailbox, loggedIn, visitor } = ownMailSite(37);

async function go(page: Page, path: string) {
  const response = await page.goto(at(path));
  await hydrated(page);
  return response;
}

/** Presses Tab until the focused element is `target` (at most 40 times): a keyboard user's way there. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the target never took focus');
}

test('a plain user gets the not-found page on /moderacja', async ({ browser }) => {
  const page = await loggedIn(browser, 'ola@demo.kwc.pl');
  const response = await go(page, '/moderacja');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(/Nie znaleziono strony/);
  await expect(page.getByRole('heading', { name: 'Moderacja opinii' })).toHaveCount(0);
});

test("the moderator's user menu leads to /moderacja; a plain user's does not list it", async ({ browser }) => {
  /** Opens the user menu (its code loads after hydration: a press before it is lost) and waits for `item`. */
  const openMenu = async (page: Page, item: string) =>
    expect(async () => {
      if ((await page.getByRole('menu').count()) === 0)
        await page.getByRole('button', { name: /Twoje konto:/ }).click();
      await expect(page.getByRole('menuitem', { name: item })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });

  const moderator = await loggedIn(browser, 'moderator@demo.kwc.pl');
  await go(moderator, '/');
  await openMenu(moderator, 'Moderacja');
  await moderator.getByRole('menuitem', { name: 'Moderacja' }).click();
  await expect(moderator).toHaveURL(at('/moderacja'));
  await expect(moderator.getByRole('heading', { level: 1, name: 'Moderacja opinii' })).toBeVisible();

  const user = await loggedIn(browser, 'ola@demo.kwc.pl');
  await go(user, '/');
  await openMenu(user, 'Edycja konta');
  await expect(user.getByRole('menuitem', { name: 'Moderacja' })).toHaveCount(0);
});

test('a review already sent back offers no decision, only what it waits for', async ({ browser }) => {
  const page = await loggedIn(browser, 'moderator@demo.kwc.pl');
  await go(page, '/moderacja?status=needs_changes');
  await expect(page.locator('article[aria-current="true"]')).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Decyzja już zapadła');
  await expect(page.getByRole('button', { name: /Opublikuj/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('logged out, /moderacja asks for the login first', async ({ browser }) => {
  const page = await visitor(browser);
  await go(page, '/moderacja');
  await expect(page).toHaveURL(/\/konto\/logowanie/, { timeout: 15_000 });
});

test('the moderator sends a review back by keyboard only, the author is mailed, the next is published', async ({
  browser,
}) => {
  // Axe, three page loads, the mail and the product page: more than the default 30 s on two busy cores.
  test.setTimeout(120_000);
  const page = await loggedIn(browser, 'moderator@demo.kwc.pl');
  const response = await go(page, '/moderacja');
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/Moderacja opinii/);

  const items = page.getByRole('article');
  await expect(items.first()).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);
  // Oldest first: the demo reviews (sent 30 and 20 hours ago) are the newest, on the last page.
  const total = Number(
    /\((\d+)\)/.exec((await page.getByRole('list', { name: /^Opinie/ }).getAttribute('aria-label'))!)![1],
  );
  await go(page, `/moderacja?page=${Math.ceil(total / 20)}`);

  // j / arrows move down, k back up, to ania's review: the focused item is the current one.
  const current = page.locator('article[aria-current="true"]');
  for (let presses = 0; presses < 20; presses += 1) {
    if ((await current.textContent())?.includes('Mój ulubiony krem na co dzień')) break;
    await page.keyboard.press(presses % 2 ? 'ArrowDown' : 'j');
  }
  await expect(current).toContainText('Mój ulubiony krem na co dzień');
  await page.keyboard.press('j');
  await expect(current).toContainText('Poprawny, ale bez zachwytu');
  await page.keyboard.press('k');
  await expect(current).toContainText('Mój ulubiony krem na co dzień');
  await expect(current).toBeFocused();

  // Z without a fixable code: the Polish message, nothing sent.
  await page.keyboard.press('z');
  await expect(page.getByText('Wybierz przynajmniej jeden powód')).toBeVisible();

  const since = mailbox().count();
  await tabTo(page, page.getByRole('checkbox', { name: 'Opinia zawiera linki lub adresy innych stron' }));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('textbox', { name: 'Uwaga dla autorki (opcjonalnie)' }));
  await page.keyboard.type('Usuń, proszę, adres sklepu z tekstu.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('z');

  // The next review takes its place.
  await expect(current).toContainText('Poprawny, ale bez zachwytu');
  await expect(items.filter({ hasText: 'Mój ulubiony krem na co dzień' })).toHaveCount(0);
  // The mail carries the one-time reply link.
  const link = await mailbox().link('ania@demo.kwc.pl', '/review/ticket-reply/', since);
  expect(link).toMatch(/\/review\/ticket-reply\/[A-Za-z0-9_-]{16,128}$/);

  // Sent back: in the needs-changes list, picked by the state filter (in the URL).
  await page.getByRole('combobox', { name: 'Stan' }).selectOption('needs_changes');
  await expect(page).toHaveURL(/status=needs_changes/, { timeout: 15_000 });
  await expect(items.first()).toBeVisible();
  await page.goBack();
  await hydrated(page);

  // P publishes the other demo review (focused: the current one).
  const other = items.filter({ hasText: 'Poprawny, ale bez zachwytu' });
  await other.focus();
  await expect(other).toHaveAttribute('aria-current', 'true');
  const productPath = await other.getByRole('link').first().getAttribute('href');
  await page.keyboard.press('p');
  await expect(page.getByRole('article').filter({ hasText: 'Poprawny, ale bez zachwytu' })).toHaveCount(0);
  expect(productPath).toMatch(/\.html$/);
  // The product page shows it at once, newest first (the decision purged the page's cached reviews).
  const product = await visitor(browser);
  await product.goto(at(productPath!));
  await expect(product.getByRole('heading', { name: 'Poprawny, ale bez zachwytu' })).toBeVisible({ timeout: 15_000 });

  // ania follows the mailed link: the remarks beside her text; an answer is required.
  const ania = await loggedIn(browser, 'ania.demo');
  await go(ania, new URL(link).pathname);
  await expect(ania.getByRole('heading', { level: 1, name: 'Odpowiedz moderatorowi' })).toBeVisible();
  await expect(ania.getByText('Usuń, proszę, adres sklepu z tekstu.')).toBeVisible();
  await expectNoAxeViolations(ania);
  for (const width of [375, 1280]) {
    await ania.setViewportSize({ width, height: 900 });
    await ania.screenshot({ path: `test-results/moderation/ticket-reply-${width}.png`, fullPage: true });
  }
  const answer = ania.getByLabel('Twoja odpowiedź dla moderatora');
  await ania.getByRole('button', { name: 'Wyślij do moderacji' }).click();
  await expect(answer).toHaveAttribute('aria-invalid', 'true');
  await expect(answer).toBeFocused();
  await ania.keyboard.type('Usunęłam adres sklepu.');
  await ania.getByRole('button', { name: 'Wyślij do moderacji' }).click();
  await expect(ania.getByRole('heading', { level: 1, name: 'Odpowiedź wysłana' })).toBeVisible({ timeout: 20_000 });
  // The link worked once.
  await go(ania, new URL(link).pathname);
  await expect(ania.getByRole('heading', { level: 1, name: 'Link nie działa' })).toBeVisible();

  // Back in the queue, with her answer.
  await go(page, `/moderacja?page=${Math.ceil(total / 20)}`);
  const back = page.getByRole('article').filter({ hasText: 'Mój ulubiony krem na co dzień' });
  await expect(back).toContainText('Usunęłam adres sklepu.');
});

test('screenshots of /moderacja at 375 and 1280 px', async ({ browser }) => {
  for (const width of [375, 1280]) {
    const page = await loggedIn(browser, 'moderator@demo.kwc.pl', width);
    await go(page, '/moderacja?status=needs_changes');
    await expect(page.getByRole('article').first()).toBeVisible();
    await page.screenshot({ path: `test-results/moderation/moderacja-${width}.png`, fullPage: true });
  }
});
