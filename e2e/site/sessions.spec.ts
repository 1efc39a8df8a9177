import { mkdirSync } from 'node:fs';

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';

import { DEMO_PASSWORD, ownMailSite } from './mailSite';
import { expectNoAxeViolations, hydrated } from './support';

// The session list on the account's edit page (ASVS 7.5.2), on a server of its own: ola logs in on
// a phone and a laptop; the laptop sees both, ends the phone's login (the phone is logged out at
// once), then every other one, then its own.

const SHOTS = 'test-results/session-screens';
mkdirSync(SHOTS, { recursive: true });

const { at } = ownMailSite(107);
const EMAIL = 'ola@demo.kwc.pl';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36';
const LAPTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const EDIT = '/konto/edycja-konta';

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
});

/** A device logged in as ola: a context with its own user agent and width. */
async function device(browser: Browser, userAgent: string, width: number): Promise<Page> {
  const context = await browser.newContext({ userAgent, viewport: { width, height: width < 600 ? 812 : 900 } });
  contexts.push(context);
  const page = await context.newPage();
  const response = await page.request.post(at('/api/login_check'), {
    data: { username: EMAIL, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return page;
}

async function openList(page: Page) {
  await page.goto(at(EDIT));
  await hydrated(page);
  return page.getByRole('list', { name: 'Zalogowane urządzenia' }).getByRole('listitem');
}

async function screenshot(page: Page, name: string) {
  await page.getByRole('heading', { name: 'Zalogowane urządzenia' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('ola sees her phone and laptop, ends the phone from the laptop by keyboard, then every other login, then her own', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const phone = await device(browser, PHONE_UA, 375);
  const laptop = await device(browser, LAPTOP_UA, 1280);

  const items = await openList(laptop);
  await expect(items).toHaveCount(2);
  await expect(items.first()).toContainText('Chrome · Linux · komputer');
  await expect(items.first()).toContainText('To urządzenie');
  await expect(items.nth(1)).toContainText('Chrome · Android · telefon');
  await expect(items.nth(1)).toContainText('Zalogowano hasłem');
  await expectNoAxeViolations(laptop, { label: 'the session list' });
  await screenshot(laptop, 'list-1280');

  const phoneItems = await openList(phone);
  await expect(phoneItems.first()).toContainText('Chrome · Android · telefon');
  await expect(phoneItems.first()).toContainText('To urządzenie');
  await screenshot(phone, 'list-375');

  // From the keyboard: the phone's 'Wyloguj' is named after the device.
  await laptop.getByRole('button', { name: /^Wyloguj: Chrome · Android · telefon/ }).focus();
  await laptop.keyboard.press('Enter');
  await expect(laptop.getByRole('status').filter({ hasText: 'Wylogowano: Chrome · Android · telefon.' })).toBeVisible();
  await expect(items).toHaveCount(1);
  // The phone is logged out at once: its next API call and its next page.
  expect((await phone.request.get(at('/api/user/sessions'))).status()).toBe(401);
  await phone.goto(at(EDIT));
  await expect(phone).toHaveURL(/\/konto\/logowanie\?back=/);

  // A new login on the phone; the laptop ends every login but its own.
  await phone.request.post(at('/api/login_check'), { data: { username: EMAIL, password: DEMO_PASSWORD } });
  await laptop.reload();
  await hydrated(laptop);
  await expect(items).toHaveCount(2);
  await laptop.getByRole('button', { name: 'Wyloguj wszystkie pozostałe urządzenia' }).click();
  await expect(laptop.getByRole('status').filter({ hasText: 'Wylogowano 1 urządzenie.' })).toBeVisible();
  await expect(items).toHaveCount(1);
  await expect(laptop.getByRole('button', { name: 'Wyloguj wszystkie pozostałe urządzenia' })).toHaveCount(0);
  expect((await phone.request.get(at('/api/user/sessions'))).status()).toBe(401);

  // Her own: she is logged out and lands on the login page.
  await laptop.getByRole('button', { name: 'Wyloguj to urządzenie' }).click();
  await expect(laptop).toHaveURL(at('/konto/logowanie'));
  expect((await laptop.request.get(at('/api/user/sessions'))).status()).toBe(401);
});
