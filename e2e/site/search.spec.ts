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
    const name = (await first.textContent())!;
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(href);
    await expect(heading(page)).toHaveText(name);
    await expect(panel).toBeHidden();
    // Spec section 7: the search event (the phrase, and the hint followed) and the product page's
    // ads context (its brand and category path) are in the page's data layer.
    const layer = await dataLayerOf(page);
    expect(layer).toContainEqual({ event: 'search', search_term: 'nivea', hint: expect.stringMatching(/\S/) });
    expect(layer).toContainEqual({
      event: 'ads_context',
      contentType: 'product',
      marka: 'nivea',
      kategoria: expect.arrayContaining([expect.any(Number)]),
    });
    errors.expectNone();
  });

  test('Enter pressed before the results are in opens the best match once they come', async ({ page, isMobile }) => {
    const errors = watchErrors(page);
    await open(page, '/popularne-marki');
    if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Szukaj' }).click();
    else await page.getByRole('banner').getByRole('button', { name: 'Szukaj kosmetyków, marek i składników' }).click();
    const box = page.getByRole('dialog', { name: 'Szukaj' }).getByRole('searchbox', { name: 'Szukaj' });
    // Slow answers: the phrase is typed and applied well before its results arrive.
    await page.route('**/api/catalog/text-search?*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const answered = page.waitForResponse((response) => response.url().includes('/api/catalog/text-search?'));
    await box.fill('nivea');
    await box.press('Enter');
    await expect(page).toHaveURL(isMobile ? /\/szukaj\.html/ : '/popularne-marki');
    await answered;
    // The best match of 'nivea' is the brand.
    await expect(page).toHaveURL('/marka-nivea');
    await expect(heading(page)).toHaveText('Nivea');
    expect(await dataLayerOf(page)).toContainEqual({ event: 'search', search_term: 'nivea', hint: '' });
    errors.expectNone();
  });

  test('Enter on a phrase ending in a space (as phone keyboards leave it) opens its best match', async ({
    page,
    isMobile,
  }) => {
    await open(page, '/popularne-marki');
    if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Szukaj' }).click();
    else await page.getByRole('banner').getByRole('button', { name: 'Szukaj kosmetyków, marek i składników' }).click();
    const panel = page.getByRole('dialog', { name: 'Szukaj' });
    await panel.getByRole('searchbox', { name: 'Szukaj' }).fill('nivea ');
    await expect(panel.getByRole('status')).toHaveText(/^\d+ wynik/);
    await panel.getByRole('searchbox', { name: 'Szukaj' }).press('Enter');
    await expect(page).toHaveURL('/marka-nivea');
  });

  /**
   * Opens the header's search on /popularne-marki, shows 'nivea''s results, then types 'isana', whose
   * search request fails: `pressEnter` is pressed before or after the failure is handled.
   */
  async function failedSecondPhrase(page: Page, isMobile: boolean, pressEnter: 'before' | 'after') {
    await open(page, '/popularne-marki');
    if (isMobile) await page.getByRole('banner').getByRole('button', { name: 'Szukaj' }).click();
    else await page.getByRole('banner').getByRole('button', { name: 'Szukaj kosmetyków, marek i składników' }).click();
    const panel = page.getByRole('dialog', { name: 'Szukaj' });
    const box = panel.getByRole('searchbox', { name: 'Szukaj' });
    await box.fill('nivea');
    await expect(panel.getByRole('status')).toHaveText(/^\d+ wynik/);
    const where = page.url();
    // The next phrase's request fails: the results shown stay those of 'nivea'.
    await page.route('**/api/catalog/text-search?*', (route) => route.abort());
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('/api/catalog/text-search?'));
    await box.fill('isana');
    if (pressEnter === 'before') await box.press('Enter');
    await failed;
    if (pressEnter === 'after') {
      // The failure has been handled (the loader is gone) with 'nivea''s results still on show.
      await expect(panel.locator('[aria-busy]')).toHaveCount(0);
      await box.press('Enter');
    }
    await page.waitForTimeout(500);
    expect(page.url()).toBe(where);
    await expect(panel).toBeVisible();
  }

  test("Enter pressed for a phrase whose search fails opens nothing (not the earlier phrase's match)", async ({
    page,
    isMobile,
  }) => {
    await failedSecondPhrase(page, isMobile, 'before');
  });

  test("Enter pressed after a phrase's search failed opens nothing either", async ({ page, isMobile }) => {
    await failedSecondPhrase(page, isMobile, 'after');
  });
});
