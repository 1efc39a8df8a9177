import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test, type Page } from '@playwright/test';

import { ownMailSite } from './mailSite';
import { expectNoAxeViolations, hydrated } from './support';

// Adding a product end to end (issue 32), on a server of its own: the demo verified adult (ania)
// fills `/add-product` by keyboard with a real JPEG and an INCI list with one name the dictionary
// does not know, sends it, and sees it waiting for moderation.

/** The part of sharp used here: a plain image, as JPEG bytes. */
type SharpOf = (input: {
  create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } };
}) => { jpeg: () => { toBuffer: () => Promise<Buffer> } };

// sharp is the API's image library (the root has none of its own): a real JPEG, not a stand-in.
const sharp = createRequire(new URL('../../apps/api/package.json', import.meta.url))('sharp') as SharpOf;

const SHOTS = 'test-results/added-product-screens';
mkdirSync(SHOTS, { recursive: true });

const { at, loggedIn, mailbox, visitor } = ownMailSite(57);

/** The product ania sends in the second test; the third publishes it. */
const name = `Krem testowy z e2e ${Date.now() % 100_000}`;

async function go(page: Page, path: string) {
  const response = await page.goto(at(path));
  await hydrated(page);
  return response;
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('logged out, /add-product asks for the login first', async ({ browser }) => {
  const page = await visitor(browser);
  await go(page, '/add-product');
  await expect(page).toHaveURL(/\/konto\/logowanie/, { timeout: 15_000 });
});

test("the user menu's 'Dodaj produkt' leads to the form", async ({ browser }) => {
  const page = await loggedIn(browser, 'ania@demo.kwc.pl');
  await go(page, '/');
  // The menu's code loads after hydration: a press before it is lost, so press until it opens.
  await expect(async () => {
    if ((await page.getByRole('menu').count()) === 0) await page.getByRole('button', { name: /Twoje konto:/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Dodaj produkt' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('menuitem', { name: 'Dodaj produkt' }).click();
  await expect(page).toHaveURL(at('/add-product'));
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj produkt' })).toBeVisible();
});

test('a verified adult adds a product with a photo and an unknown ingredient, and sees it pending', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const page = await loggedIn(browser, 'ania@demo.kwc.pl');
  const response = await go(page, '/add-product');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toContain('no-store');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/Dodaj produkt/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dodaj produkt' })).toBeVisible();
  await expectNoAxeViolations(page);

  await test.step('an empty form is refused with Polish messages beside the fields', async () => {
    await page.getByRole('button', { name: 'Wyślij do moderacji' }).focus();
    await page.keyboard.press('Enter');
    const summary = page.getByRole('alert');
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Wybierz markę z listy albo wpisz nazwę nowej marki');
    await expect(summary).toContainText('Dodaj zdjęcie produktu');
    await expect(page.getByLabel('Marka')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  await test.step('the fields are filled by keyboard: a new brand, the INCI list is checked on leaving it', async () => {
    await page.getByLabel('Marka').focus();
    await page.getByLabel('Marka').selectOption({ label: 'Nie ma jej na liście' });
    await page.getByLabel('Nazwa nowej marki').focus();
    await page.keyboard.type('Marka Z Testów');
    await page.getByLabel('Nazwa produktu').focus();
    await page.keyboard.type(name);
    const category = page.getByLabel('Kategoria');
    // The leaf categories come with their path.
    await expect(category.locator('option', { hasText: '›' }).first()).toBeAttached();
    await category.selectOption({ index: 1 });
    await page.getByLabel('Opis produktu').focus();
    await page.keyboard.type('Lekki krem nawilżający na dzień, pojemność 50 ml, do każdego typu skóry.');
    await page.getByLabel('Skład (INCI)').focus();
    await page.keyboard.type('Aqua, Glycerin, Wymyślony Składnik Xyz');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Tych składników nie ma w naszym słowniku — sprawdź pisownię:')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('list', { name: 'Nieznane składniki' }).getByRole('listitem')).toHaveText([
      'Wymyślony Składnik Xyz',
    ]);
    await expect(page.getByText('Rozpoznane składniki: 2')).toBeVisible();
  });

  await test.step('a wrong EAN is refused when leaving the field, a right one is kept', async () => {
    const ean = page.getByLabel('Kod kreskowy EAN (opcjonalnie)');
    await ean.focus();
    await page.keyboard.type('5901234123458');
    await page.keyboard.press('Tab');
    await expect(page.getByText('Kod EAN to 8 albo 13 cyfr z poprawną cyfrą kontrolną', { exact: true })).toBeVisible();
    await ean.fill('');
    await ean.focus();
    await page.keyboard.type('5901234123457');
    await page.keyboard.press('Tab');
    await expect(ean).not.toHaveAttribute('aria-invalid', 'true');
  });

  await test.step('one real JPEG is uploaded and previewed', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 180, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'krem.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByRole('button', { name: 'Usuń zdjęcie 1' })).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page);
    await screenshot(page, 'filled-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'filled-375');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  await test.step('sent: the thanks and the author’s products with their states', async () => {
    await page.getByRole('button', { name: 'Wyślij do moderacji' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Produkt wysłany' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Dziękujemy! Produkt czeka na sprawdzenie przez moderatora.')).toBeVisible();
    const mine = page.getByRole('listitem').filter({ hasText: name });
    await expect(mine).toContainText('Marka Z Testów');
    await expect(mine).toContainText('Stan: Oczekuje na moderację');
    await expectNoAxeViolations(page);
    await screenshot(page, 'sent-1280');
    const stored = (await (await page.request.get(at('/api/added-products/mine'))).json()) as {
      items: { name: string; status: string; ean: string | null; brand: { id: number | null; name: string } }[];
    };
    const added = stored.items.find((item) => item.name === name);
    expect(added).toMatchObject({
      status: 'pending',
      ean: '5901234123457',
      brand: { id: null, name: 'Marka Z Testów' },
    });
  });
});

test('the moderator publishes it by keyboard: the author is mailed its link, the page, search and the listing show it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const moderator = await loggedIn(browser, 'moderator@demo.kwc.pl');
  await go(moderator, '/moderacja?rodzaj=produkty');
  await expect(moderator).toHaveTitle(/Moderacja/);
  const item = moderator.getByRole('article').filter({ hasText: name });
  await expect(item).toContainText('nowa marka');
  await expect(item.locator('mark')).toHaveText('Wymyślony Składnik Xyz');
  await expectNoAxeViolations(moderator);
  for (const width of [375, 1280]) {
    await moderator.setViewportSize({ width, height: 900 });
    await screenshot(moderator, `queue-${width}`);
  }

  // O without a reason: the Polish message, nothing decided.
  await item.focus();
  await expect(item).toHaveAttribute('aria-current', 'true');
  await moderator.keyboard.press('o');
  await expect(moderator.getByText('Wybierz co najmniej jeden powód odrzucenia')).toBeVisible();
  const since = mailbox().count();
  await item.focus();
  await moderator.keyboard.press('p');
  await expect(moderator.getByRole('article').filter({ hasText: name })).toHaveCount(0, { timeout: 20_000 });

  const link = await mailbox().link('ania@demo.kwc.pl', '.html', since);
  const path = new URL(link).pathname;
  const reader = await visitor(browser);
  await go(reader, path);
  await expect(reader.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(reader.getByRole('link', { name: 'Wszystkie produkty marki Marka Z Testów' })).toHaveAttribute(
    'href',
    '/marka-marka-z-testow',
  );
  await screenshot(reader, 'published-1280');

  // The header's search finds it by its name, with its page as the link.
  await go(reader, '/');
  await reader.getByRole('banner').getByRole('button', { name: 'Szukaj kosmetyków, marek i składników' }).click();
  const panel = reader.getByRole('dialog', { name: 'Szukaj' });
  await panel.getByRole('searchbox', { name: 'Szukaj' }).fill(name);
  await expect(panel.getByRole('region', { name: 'Produkty' }).getByRole('link').first()).toHaveAttribute('href', path);
  await reader.keyboard.press('Escape');
  // The listings read the catalogue index, synced by the decision.
  const tile = reader.getByRole('article').filter({ has: reader.getByRole('link', { name: new RegExp(name) }) });
  const crumbs = await reader.goto(at(path)).then(() =>
    reader
      .getByRole('navigation', { name: 'Jesteś tutaj' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!)),
  );
  const category = crumbs.filter((href) => href !== path && href !== '/').at(-1)!;
  await go(reader, `${category}?sort=latest_desc`);
  await expect(tile.first()).toBeVisible();
  // The new brand's page lists it.
  await go(reader, '/marka-marka-z-testow');
  await expect(tile.first()).toBeVisible();
});
