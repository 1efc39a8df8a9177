import { expect, test, type Page } from '@playwright/test';

import { hydrated } from './support';

// The partner redirect (spec section 2) in the `empty` layout: an offer's link on a product page
// leads through it to the shop. No outside network here: the shop's page is a local stand-in.

async function productWithOffer(page: Page): Promise<{ path: string; shop: string; url: string; id: number }> {
  const { paths } = (await (await page.request.get('/api/seo/sitemap/products/1')).json()) as { paths: string[] };
  for (const path of paths.slice(0, 60)) {
    const answer = await page.request.get(`/api/catalog/product-page?urlPath=${encodeURIComponent(path)}`);
    if (!answer.ok()) continue;
    const state = (await answer.json()) as { offers: { shopSlug: string; url: string }[]; product: { sku: string } };
    const offer = state.offers[0];
    if (offer) return { path, shop: offer.shopSlug, url: offer.url, id: Number(state.product.sku.replace('KWC-', '')) };
  }
  throw new Error('no product with an offer among the first 60');
}

test('an offer leads through the partner redirect, without the site’s chrome, to the shop', async ({ page }) => {
  const offer = await productWithOffer(page);
  await page.goto(offer.path);
  await hydrated(page);
  const link = page.locator(`a[href="/przejdz-do-sklepu/${offer.shop}/${offer.id}"]`).first();
  await expect(link).toHaveAttribute('rel', /sponsored/);

  // What the server sends: the `empty` layout (no header, footer or menu), where the visitor goes.
  const html = await (await page.request.get(`/przejdz-do-sklepu/${offer.shop}/${offer.id}`)).text();
  expect(html).toMatch(/<h1[^>]*>Przechodzisz do sklepu [^<]+<\/h1>/);
  expect(html).not.toMatch(/<header|<footer|role="banner"|role="contentinfo"/);
  expect(html).toContain('<meta name="robots" content="noindex,nofollow"');
  expect(html).toContain(`href="${offer.url}"`);

  // In the browser the offer opens a tab that replaces itself with the shop's (a local stand-in).
  await page
    .context()
    .route(`${new URL(offer.url).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Sklep</title><h1>Sklep partnera</h1>' }),
    );
  const [shop] = await Promise.all([page.waitForEvent('popup'), link.click()]);
  await expect(shop).toHaveURL(offer.url);
  await expect(shop.getByRole('heading', { name: 'Sklep partnera' })).toBeVisible();
  // Only the shop's page stays in the tab's history: Back does not land on the redirect again.
  expect(await shop.evaluate(() => window.history.length)).toBe(1);
});

test('a shop without the offer, or a malformed address, is the not-found page', async ({ page }) => {
  const offer = await productWithOffer(page);
  expect((await page.goto(`/przejdz-do-sklepu/sklep-bez-oferty/${offer.id}`))?.status()).toBe(404);
  expect((await page.goto(`/przejdz-do-sklepu/${offer.shop}/0`))?.status()).toBe(404);
});
