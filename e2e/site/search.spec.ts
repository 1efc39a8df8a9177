import { expect, test, type Locator, type Page } from '@playwright/test';

import { heading, open, watchErrors, dataLayerOf } from './support';

// The visitor's journeys through the production build. Each test is one visitor in a fresh
// browser context; both projects run them (1280 px and 375 px).

test.describe('search from the header', () => {
  test('short phrase, no results, then a result that opens its page', async ({ page, isMobile }) => {
    const errors = watchErrors(page);
    await open(page, '/popularne-marki');

    let panel: Locator;
    if (isMobile) {
      // Phones: search is a route of its own that remembers where it was opened.
      await page.getByRole('banner').getByRole('button', { name: 'Szukaj' }).click();
      await expect(page).toHaveURL('/szukaj.html?tryb=szukaj&back=%2Fpopularne-marki');
      panel = page.getByRole('dialog', { name: 'Szukaj' });
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Szukaj kosmetyków, marek i składników' }).click();
      panel = page.getByRole('dialog', { name: 'Szukaj' });
      await expect(page).toHaveURL('/popularne-marki');
    }
    const box = panel.getByRole('searchbox', { name: 'Szukaj' });
    // The visitor types straight away: the field has the focus once the panel is open.
    await expect.soft(box).toBeFocused();
    const status = panel.getByRole('status');

    await box.fill('kr');
    await expect(status).toHaveText('Wpisz przynajmniej 3 znaki');
    await expect(panel.getByRole('link')).toHaveCount(0);

    await box.fill('qzxqzxqzx');
    await expect(status).toHaveText(/^Brak wyników dla podanej frazy\.\.\./);
    await expect(panel.getByRole('link')).toHaveCount(0);

    await box.fill('nivea');
    await expect(status).toHaveText(/^\d+ wynik/);
    const brands = panel.getByRole('region', { name: 'Marki' }).getByRole('link');
    await expect(brands.first()).toHaveAttribute('href', '/marka-nivea');
    const products = panel.getByRole('region', { name: 'Produkty' }).getByRole('link');
    await expect(products.first()).toBeVisible();
    for (const href of await products.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(/^\/nivea-[a-z0-9-]+,\d+\.html$/);
    }
    const first = products.first();
    // The link reads the product's name, then its price.
    const name = (await first.textContent())!.replace(/\s*\d[\d\s]*,\d{2}\s*zł$/u, '');
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(heading(page)).toHaveText(name);
    await expect(panel).toBeHidden();
    // Spec section 7: the search event (the phrase, and the hint followed) and the product page's
    // ads context (its brand and category path) are in the page's data layer.
    await expect
      .poll(() => dataLayerOf(page))
      .toContainEqual({ event: 'search', search_term: 'nivea', hint: expect.stringMatching(/\S/) });
    const layer = await dataLayerOf(page);
    expect(layer).toContainEqual({
      event: 'ads_context',
      contentType: 'product',
      marka: 'nivea',
      kategoria: expect.arrayContaining([expect.any(Number)]),
    });
    errors.expectNone();
  });

  /** Opens the header's search (the phone's search route, or the desktop dropdown): its panel. */
  async function openSearch(page: Page, isMobile: boolean): Promise<Locator> {
    if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Szukaj' }).click();
    else await page.getByRole('banner').getByRole('button', { name: 'Szukaj kosmetyków, marek i składników' }).click();
    return page.getByRole('dialog', { name: 'Szukaj' });
  }

  /** The whole catalogue listing searched for a phrase: its search bar and products. */
  async function expectSearchListing(page: Page, phrase: string) {
    await expect(page).toHaveURL(`/lp-wszystkie-kosmetyki?q=${encodeURIComponent(phrase)}`);
    // A client navigation: the listing's data comes with its payload (slow on a loaded machine).
    await expect(page.getByText('Wyniki wyszukiwania dla')).toContainText(`„${phrase}”`, { timeout: 15_000 });
    await expect(heading(page)).toHaveText('Wszystkie kosmetyki');
  }

  test('Enter on the home, a product and an ingredient page leads to the listing of the phrase, not to one product', async ({
    page,
    isMobile,
  }) => {
    const errors = watchErrors(page);
    const found = (await (await page.request.get('/api/catalog/text-search?text=szampon')).json()) as {
      _type: string;
      _source: { url_path?: string };
    }[];
    const productPath = `/${found.find((result) => result._type === 'product')!._source.url_path}`;
    for (const start of ['/', productPath, '/skladnik-gliceryna']) {
      await open(page, start);
      const panel = await openSearch(page, isMobile);
      const box = panel.getByRole('searchbox', { name: 'Szukaj' });
      await box.fill('krem nawilzajacy');
      await expect(panel.getByRole('status')).toHaveText(/^\d+ wynik/);
      await box.press('Enter');
      await expectSearchListing(page, 'krem nawilzajacy');
      await expect(panel).toBeHidden();
      // Every product listed is a moisturising one (typed without Polish letters).
      const names = page.getByRole('list', { name: 'Produkty' }).getByRole('heading');
      await expect(names.first()).toBeVisible();
      for (const name of await names.allTextContents()) expect(name.toLowerCase()).toMatch(/nawilżając/);
    }
    await expect
      .poll(() => dataLayerOf(page))
      .toContainEqual({ event: 'search', search_term: 'krem nawilzajacy', hint: '' });
    errors.expectNone();
  });

  test('the highlighted „Szukaj „…”" row leads to the listing too, and suggestions show a picture, a price and the phrase', async ({
    page,
    isMobile,
  }) => {
    const errors = watchErrors(page);
    await open(page, '/');
    const panel = await openSearch(page, isMobile);
    await panel.getByRole('searchbox', { name: 'Szukaj' }).fill('krem nawilzajacy');
    await expect(panel.getByRole('status')).toHaveText(/^\d+ wynik/);
    const products = panel.getByRole('region', { name: 'Produkty' }).getByRole('link');
    await expect(products.first()).toBeVisible();
    // A thumbnail and a price in złoty on the suggestions; the phrase marked though typed without ż and ą.
    await expect(products.first().locator('img')).toHaveAttribute('src', /\/images\/products\/\d+\.svg$/);
    await expect(products.first()).toContainText(/\d+,\d{2}\s*zł/);
    expect((await products.first().locator('mark').allTextContents()).join(' ').toLowerCase()).toContain('nawilżający');
    await panel.getByRole('button', { name: 'Szukaj „krem nawilzajacy”' }).click();
    await expectSearchListing(page, 'krem nawilzajacy');
    errors.expectNone();
  });

  test('Enter pressed before the results are in leads to the listing at once', async ({ page, isMobile }) => {
    await open(page, '/popularne-marki');
    const panel = await openSearch(page, isMobile);
    // Slow answers: the phrase is applied well before its suggestions arrive.
    await page.route('**/api/catalog/text-search?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await panel.getByRole('searchbox', { name: 'Szukaj' }).fill('Szampon ');
    await panel.getByRole('searchbox', { name: 'Szukaj' }).press('Enter');
    // Trimmed and lower-cased (spec section 8).
    await expectSearchListing(page, 'szampon');
  });

  test('a nonsense phrase with Enter leads to the listing with the no-results message', async ({ page, isMobile }) => {
    const errors = watchErrors(page);
    await open(page, '/');
    const panel = await openSearch(page, isMobile);
    const box = panel.getByRole('searchbox', { name: 'Szukaj' });
    await box.fill('qzxqzxqzx');
    await expect(panel.getByRole('status')).toHaveText(/^Brak wyników dla podanej frazy\.\.\./);
    await box.press('Enter');
    await expectSearchListing(page, 'qzxqzxqzx');
    await expect(page.getByRole('heading', { name: /^Brak wyników dla podanej frazy\.\.\./ })).toBeVisible();
    errors.expectNone();
  });

  test('Enter for a phrase whose suggestions failed still leads to its listing', async ({ page, isMobile }) => {
    await open(page, '/popularne-marki');
    const panel = await openSearch(page, isMobile);
    await page.route('**/api/catalog/text-search?*', (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/catalog/text-search?'));
    const box = panel.getByRole('searchbox', { name: 'Szukaj' });
    await box.fill('nivea');
    await failed;
    await box.press('Enter');
    await expectSearchListing(page, 'nivea');
  });
});
