import { expect, test } from '@playwright/test';

import { heading, open, recordScripts, startSiteServer, watchErrors } from './support';

// The phone header: search and the menu live on the /szukaj.html route (spec section 2). Only the
// mobile project runs this file (playwright.config.ts); the desktop dropdown is in search.spec.ts.

test.describe('search on a phone', () => {
  test('a product word finds categories and products on phones too', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/szukaj.html?tryb=szukaj&back=%2F');
    // As the first page, the route is a page with a search field: its first tap opens the search.
    await page.getByRole('main').getByRole('searchbox', { name: 'Szukaj' }).tap();
    const panel = page.getByRole('dialog', { name: 'Szukaj' });
    await panel.getByRole('searchbox', { name: 'Szukaj' }).fill('krem');
    const categories = panel.getByRole('region', { name: 'Kategorie' }).getByRole('link');
    await expect(categories.first()).toBeVisible();
    const name = (await categories.first().textContent())!;
    const href = (await categories.first().getAttribute('href'))!;
    expect(href).toMatch(/^\/[a-z0-9-]+$/);
    await categories.first().click();
    await expect(page).toHaveURL(href);
    await expect(heading(page)).toHaveText(name);
    errors.expectNone();
  });

  test('applying a phrase searches the listing the menu was opened on, its filters and page cleared', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await open(page, '/makijaz_promocje?sort=price_asc');
    await page.getByRole('banner').getByRole('button', { name: 'Szukaj' }).click();
    await expect(page).toHaveURL(/\/szukaj\.html\?tryb=szukaj&back=/);
    const panel = page.getByRole('dialog', { name: 'Szukaj' });
    await panel.getByRole('searchbox', { name: 'Szukaj' }).fill('krem');
    await panel.getByRole('searchbox', { name: 'Szukaj' }).press('Enter');
    await expect(page).toHaveURL(/\/makijaz\?q=krem$/);
    errors.expectNone();
  });
});

test.describe('the menu route as the first page', () => {
  test("carries the layout's code alone; what is typed before the search comes is the search's phrase", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const scripts = recordScripts(page);
    await open(page, '/szukaj.html?back=%2Fmakijaz');
    await page.waitForLoadState('networkidle');
    // The menu's page of links and a search field: the sheet, its dialog code and the search panel
    // (~75 KB gzip) wait for the visitor.
    expect(scripts.filter((url) => !/\/assets\/(entry-client|rolldown-runtime|common)-[\w-]+\.js$/.test(url))).toEqual(
      [],
    );
    await expect(heading(page)).toHaveText('Menu');
    await expect(page.getByRole('main').getByRole('link', { name: 'Kremy na noc' })).toHaveAttribute(
      'href',
      '/kremy-na-noc',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Zamknij' })).toHaveAttribute('href', '/makijaz');

    // Typed at once, while the page's code and the panel's come: no letter is lost.
    await page.getByRole('main').getByRole('searchbox', { name: 'Szukaj' }).focus();
    await page.keyboard.type('serum', { delay: 50 });
    const panel = page.getByRole('dialog', { name: 'Szukaj' });
    const field = panel.getByRole('searchbox', { name: 'Szukaj' });
    await expect(field).toHaveValue('serum');
    await expect(field).toBeFocused();
    await expect(panel.getByRole('region', { name: 'Produkty' }).getByRole('link').first()).toBeVisible();
    await field.press('Enter');
    // The search applies to the listing the menu was opened on.
    await expect(page).toHaveURL(/\/makijaz\?q=serum$/);
    errors.expectNone();
  });
});

test.describe('the mobile menu', () => {
  test('layers open and go back, a leaf opens its listing, closing returns', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/popularne-marki');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    await expect(page).toHaveURL('/szukaj.html?back=%2Fpopularne-marki');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Wstecz' })).toHaveCount(0);

    // A category with children opens its layer; so does a child with children.
    await menu.getByRole('button', { name: 'Pielęgnacja twarzy' }).click();
    await expect(menu.getByRole('heading', { level: 3 })).toHaveText('Pielęgnacja twarzy');
    await menu.getByRole('button', { name: 'Kremy do twarzy' }).click();
    await expect(menu.getByRole('heading', { level: 3 })).toHaveText('Kremy do twarzy');
    await expect(menu.getByRole('link', { name: 'Kremy na noc' })).toHaveAttribute('href', '/kremy-na-noc');

    // 'Wstecz' goes back a layer at a time.
    await menu.getByRole('button', { name: 'Wstecz' }).click();
    await expect(menu.getByRole('heading', { level: 3 })).toHaveText('Pielęgnacja twarzy');
    await menu.getByRole('button', { name: 'Wstecz' }).click();
    await expect(menu.getByRole('heading', { level: 3 })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Makijaż' })).toBeVisible();

    // Closing returns to the page the menu was opened on.
    await menu.getByRole('button', { name: 'Zamknij' }).click();
    await expect(page).toHaveURL('/popularne-marki');
    await expect(heading(page)).toHaveText('Popularne marki kosmetyków');
    await expect(menu).toHaveCount(0);

    // A leaf navigates to its listing and the menu is gone.
    await menuButton.click();
    await menu.getByRole('button', { name: 'Pielęgnacja twarzy' }).click();
    await menu.getByRole('link', { name: 'Kremy pod oczy' }).click();
    await expect(page).toHaveURL('/kremy-pod-oczy');
    await expect(heading(page)).toHaveText('Kremy pod oczy');
    await expect(menu).toHaveCount(0);
    errors.expectNone();
  });

  test('a custom_url node is an external link: the page loads whole, while a category stays in the app', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await open(page, '/popularne-marki');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('dialog', { name: 'Menu' });
    // A mark on the window lives as long as the document: a client-side navigation keeps it.
    const marked = () => page.evaluate(() => (window as { kwcMark?: boolean }).kwcMark === true);
    await page.evaluate(() => Object.assign(window, { kwcMark: true }));

    await menuButton.click();
    await menu.getByRole('button', { name: 'Pielęgnacja twarzy' }).click();
    await menu.getByRole('link', { name: 'Kremy pod oczy' }).click();
    await expect(heading(page)).toHaveText('Kremy pod oczy');
    expect(await marked()).toBe(true);

    await menuButton.click();
    await menu.getByRole('button', { name: 'Inspiracje' }).click();
    const latest = menu.getByRole('link', { name: 'Najnowsze recenzje' });
    await expect(latest).not.toHaveAttribute('target');
    await Promise.all([page.waitForEvent('load'), latest.click()]);
    await expect(page).toHaveURL('/najnowsze-recenzje');
    await expect(heading(page)).toHaveText('Najnowsze recenzje');
    expect(await marked()).toBe(false);
    errors.expectNone();
  });
});

test.describe('the menu sheet on the page (the separate menu route off)', () => {
  let site: Awaited<ReturnType<typeof startSiteServer>>;
  test.beforeAll(async () => {
    // Seeding and starting a second server takes over 30 s when the other worker keeps both cores busy.
    test.setTimeout(180_000);
    site = await startSiteServer({ features: '-separateMobileMenuRoute' });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  test("opens over the page with the whole menu, loaded with the tap: the page's data has its first level only", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const menuRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog/get-menu')) menuRequests.push(request.url());
    });
    await open(page, `${site.origin}/popularne-marki`);
    const fallback = await page.evaluate(
      () => JSON.parse(document.getElementById('__KWC_DATA__')!.textContent!).fallback as Record<string, unknown>,
    );
    expect(Object.keys(fallback)).not.toContain('/api/catalog/get-menu?id=uroda');
    expect(Object.keys(fallback)).not.toContain('/api/catalog/get-menu?id=uroda_footer');
    expect(menuRequests).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Pielęgnacja twarzy' }).click();
    await menu.getByRole('button', { name: 'Kremy do twarzy' }).click();
    await expect(menu.getByRole('link', { name: 'Kremy na noc' })).toHaveAttribute('href', '/kremy-na-noc');
    await expect(page).toHaveURL(`${site.origin}/popularne-marki`);
    expect(menuRequests).toEqual([`${site.origin}/api/catalog/get-menu?id=uroda`]);

    await menu.getByRole('button', { name: 'Zamknij' }).click();
    await expect(menu).toHaveCount(0);
    await expect(heading(page)).toHaveText('Popularne marki kosmetyków');
    errors.expectNone();
  });
});

test.describe('anchors on a phone', () => {
  test('a product opened at #opinie shows the reviews heading below the header, not under it', async ({ page }) => {
    await open(page, '/');
    const href = await page.getByRole('main').locator('a[href$=".html"]').first().getAttribute('href');
    await open(page, `${href}#opinie`);
    const target = page.locator('#opinie');
    await expect(target).toHaveText('Opinie użytkowniczek');
    await expect(async () => {
      const header = await page.getByRole('banner').boundingBox();
      const box = (await target.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header ? header.y + header.height : 0);
      expect(box.y).toBeLessThan(page.viewportSize()!.height / 2);
    }).toPass();
  });
});

test.describe("the filters' sheet", () => {
  test('a press on an option leaves focus where it was until the tick, and draws no focus ring', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/kremy-do-twarzy');
    await page.mouse.move(10, 10);
    await expect(page.locator('#listing-filters[data-live]')).toBeAttached();
    await page.getByRole('main').getByRole('button', { name: 'Filtry', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filtry' });
    await expect(sheet).toBeVisible();
    const option = sheet.getByRole('group', { name: 'Marka' }).locator('label').first();
    const checkbox = option.getByRole('checkbox');
    const box = (await option.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const focusedBefore = await page.evaluate(() => document.activeElement?.outerHTML);

    // The press alone moves nothing: focus does not drop onto the sheet on its way to the option.
    await page.mouse.down();
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(focusedBefore);
    await page.mouse.up();
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toBeFocused();
    await expect(page).toHaveURL(/\/kremy-do-twarzy\/marka-[a-z0-9-]+$/);

    // A tap is a pointer's: focus the page's script moves onto a control afterwards draws no ring
    // (taken for a screen reader's focus, it did).
    const search = sheet.getByRole('searchbox', { name: 'Szukaj w filtrze Marka' });
    await search.evaluate((field: HTMLElement) => field.focus());
    await expect(search).toBeFocused();
    await expect(search).not.toHaveAttribute('data-focus-visible');
    errors.expectNone();
  });
});
