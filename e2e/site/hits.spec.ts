import { mkdirSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

import { ownMailSite } from './mailSite';
import { expectNoAxeViolations, hydrated } from './support';

// HITs on the product page (issue 33), on a server of its own: a logged-out press asks for the login;
// ania gives a HIT (the count grows, the 'Najpierw HITy' listing moves the product up) and takes it
// back; brought to 29 through the API, she gives the 30th in the page and is refused the 31st.

const SHOTS = 'test-results/hit-screens';
mkdirSync(SHOTS, { recursive: true });

const { at, loggedIn, visitor } = ownMailSite(87);
const LISTING = '/pielegnacja-twarzy?sort=number_of_hits_desc';

interface Tile {
  sku: string;
  urlPath: string;
  numberOfHits: number;
}

async function go(page: Page, path: string) {
  await page.goto(at(path));
  await hydrated(page);
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
}

/** The listing's products in the order the API gives them (the page shows the same order). */
async function listed(page: Page): Promise<Tile[]> {
  const response = await page.request.get(at(`/api/catalog/products?path=${encodeURIComponent(LISTING)}`));
  return ((await response.json()) as { products: Tile[] }).products;
}

/** The product links of the listing page's tiles, in the order shown. */
async function tileOrder(page: Page): Promise<string[]> {
  await go(page, LISTING);
  return page
    .locator('main article')
    .evaluateAll((tiles) => tiles.map((tile) => tile.querySelector('a[href]')?.getAttribute('href') ?? ''));
}

/** A HIT given or taken back through the API from the page (same origin, the page's cookies). */
function callHits(page: Page, method: 'POST' | 'DELETE', skus: string[]) {
  return page.evaluate(
    async ({ method, skus }) => {
      const statuses: number[] = [];
      for (const productSKU of skus) {
        const response = await fetch('/api/kwc/hits', {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ productSKU }),
        });
        statuses.push(response.status);
      }
      return statuses;
    },
    { method, skus },
  );
}

const hitButton = (page: Page) => page.getByRole('button', { name: /^HIT/ });

test('a HIT counts, moves the product in the Najpierw HITy listing and goes back; logged out it asks for the login', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const ania = await loggedIn(browser, 'ania@demo.kwc.pl');
  // Two neighbours with the same count: the second overtakes the first with one HIT.
  const before = await listed(ania);
  const at2 = before.findIndex((tile, index) => index > 0 && tile.numberOfHits === before[index - 1]!.numberOfHits);
  expect(at2).toBeGreaterThan(0);
  const [first, second] = [before[at2 - 1]!, before[at2]!];
  const productPath = `/${second.urlPath}.html`;
  const order = await tileOrder(ania);
  expect(order.indexOf(`/${first.urlPath}.html`)).toBeLessThan(order.indexOf(productPath));

  const anonymous = await visitor(browser);
  await go(anonymous, productPath);
  await expect(hitButton(anonymous)).toHaveAttribute('aria-pressed', 'false');
  await expect(hitButton(anonymous)).toContainText(String(second.numberOfHits));
  await expectNoAxeViolations(anonymous, { label: 'anonymous product page with the HIT button' });
  await hitButton(anonymous).click();
  await expect(anonymous).toHaveURL(at(`/konto/logowanie?back=${encodeURIComponent(productPath)}`));

  await go(ania, productPath);
  const hit = hitButton(ania);
  await expect(ania.getByText('Zostało Ci 30 HITów')).toBeVisible({ timeout: 15_000 });
  await expect(hit).toHaveAttribute('aria-pressed', 'false');
  await hit.click();
  await expect(hit).toHaveAttribute('aria-pressed', 'true');
  await expect(hit).toContainText(String(second.numberOfHits + 1));
  await expect(ania.getByText('Zostało Ci 29 HITów')).toBeVisible();
  await expect(ania.getByRole('region', { name: 'Powiadomienia (F8)' })).toContainText('Oznaczono jako HIT');
  await expectNoAxeViolations(ania, { label: 'product page with a HIT given' });
  await screenshot(ania, 'given-1280');

  // The cached listing page is purged on the index's next sync (every second): asked until then.
  const ahead = (order: string[], one: string, other: string) => order.indexOf(one) < order.indexOf(other);
  await expect.poll(async () => ahead(await tileOrder(ania), productPath, `/${first.urlPath}.html`)).toBe(true);

  // Taken back from the keyboard: focus stays on the button.
  await go(ania, productPath);
  await expect(hit).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await hit.focus();
  await ania.keyboard.press('Space');
  await expect(hit).toHaveAttribute('aria-pressed', 'false');
  await expect(hit).toBeFocused();
  await expect(hit).toContainText(String(second.numberOfHits));
  await expect(ania.getByText('Zostało Ci 30 HITów')).toBeVisible();
  await expect.poll(async () => ahead(await tileOrder(ania), `/${first.urlPath}.html`, productPath)).toBe(true);
});

test("a keyboard user's focus stays on the HIT button as her HITs load", async ({ browser }) => {
  const ania = await loggedIn(browser, 'ania@demo.kwc.pl');
  const [product] = await listed(ania);
  // Her HITs are known a moment after the page wakes, as on a slow connection: focus comes first.
  await ania.route('**/api/kwc/hits/mine', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await go(ania, `/${product!.urlPath}.html`);
  await hitButton(ania).focus();
  await expect(ania.getByText('Zostało Ci 30 HITów')).toBeVisible({ timeout: 15_000 });
  await expect(hitButton(ania)).toBeFocused();
  await ania.keyboard.press('Space');
  await expect(hitButton(ania)).toHaveAttribute('aria-pressed', 'true');
  await expect(hitButton(ania)).toBeFocused();
  expect(await callHits(ania, 'DELETE', [product!.sku])).toEqual([200]);
  // A later ask for her HITs may still be in the handler as the context closes.
  await ania.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the 30th HIT in the page, the 31st refused with the Polish message; at 375 and 1280 px', async ({ browser }) => {
  test.setTimeout(180_000);
  const ania = await loggedIn(browser, 'ania@demo.kwc.pl');
  await go(ania, '/');
  // The 30th and 31st are products of the listing (their pages' paths known); the 29 before any others.
  const tiles = await listed(ania);
  const [thirtieth, thirtyFirst] = [tiles[0]!, tiles[1]!];
  const others = Array.from({ length: 80 }, (_, index) => `KWC-${index + 1}`).filter(
    (sku) => sku !== thirtieth.sku && sku !== thirtyFirst.sku,
  );
  const skus = [...others.slice(0, 29), thirtieth.sku];
  expect(await callHits(ania, 'POST', skus.slice(0, 29))).toEqual(Array(29).fill(200));
  const pathOf = (tile: Tile) => `/${tile.urlPath}.html`;

  await go(ania, pathOf(thirtieth));
  await expect(ania.getByText('Został Ci 1 HIT')).toBeVisible({ timeout: 15_000 });
  await hitButton(ania).click();
  await expect(hitButton(ania)).toHaveAttribute('aria-pressed', 'true');
  await expect(ania.getByText('Zostało Ci 0 HITów')).toBeVisible();

  const last = pathOf(thirtyFirst);
  await go(ania, last);
  await expect(ania.getByText('Zostało Ci 0 HITów')).toBeVisible({ timeout: 15_000 });
  await hitButton(ania).focus();
  await ania.keyboard.press('Enter');
  const toasts = ania.getByRole('region', { name: 'Powiadomienia (F8)' });
  await expect(toasts).toContainText('Możesz oznaczyć jako HIT najwyżej 30 produktów.');
  await expect(hitButton(ania)).toHaveAttribute('aria-pressed', 'false');
  await expect(hitButton(ania)).toBeFocused();
  await expectNoAxeViolations(ania, { label: 'product page with the HIT refused' });
  await screenshot(ania, 'refused-1280');

  const phone = await loggedIn(browser, 'ania@demo.kwc.pl', 375);
  await go(phone, last);
  await expect(phone.getByText('Zostało Ci 0 HITów')).toBeVisible({ timeout: 15_000 });
  await hitButton(phone).scrollIntoViewIfNeeded();
  await hitButton(phone).click();
  await expect(phone.getByRole('region', { name: 'Powiadomienia (F8)' })).toContainText(
    'Możesz oznaczyć jako HIT najwyżej 30 produktów.',
  );
  await expectNoAxeViolations(phone, { label: 'phone product page with the HIT refused' });
  await screenshot(phone, 'refused-375');
  expect(await callHits(ania, 'DELETE', skus)).toEqual(Array(30).fill(200));
});
