import { expect, test, type Page } from '@playwright/test';

import { open, watchErrors } from './support';

// The legal-hint modal (issue 34, spec sections 2 and 8) on the product page: what the offers' prices
// are and what a review's transparency label means, the text from GET /api/catalog/legal-hint-content,
// 'Coś poszło nie tak' when it cannot be loaded.

type Products = { products: { sku: string; urlPath: string }[] };
type Reviews = { reviews: { receivedAs: string | null }[] };

async function hintText(page: Page, identifier: string): Promise<string> {
  const answer = await page.request.get(`/api/catalog/legal-hint-content?identifier=${identifier}`);
  expect(answer.ok()).toBe(true);
  const { content } = (await answer.json()) as { content: string };
  return content.split(/\n\s*\n/)[0]!.trim();
}

test('the price information of the offers opens its legal hint, and says when it cannot be loaded', async ({
  page,
}, testInfo) => {
  const errors = watchErrors(page);
  const { products } = (await (
    await page.request.get('/api/catalog/category-info?path=%2Fkremy-do-twarzy')
  ).json()) as Products;
  const first = await hintText(page, 'informacja-o-cenach');
  await open(page, `/${products[0]!.urlPath}.html`);

  const button = page.getByRole('button', { name: 'Informacja o cenach' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Informacja o cenach' });
  await expect(dialog).toContainText(first);
  await page.screenshot({ path: testInfo.outputPath(`legal-hint-${testInfo.project.name}.png`) });
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // Each opening loads afresh: now the call fails.
  await page.route('**/api/catalog/legal-hint-content**', (route) => route.fulfill({ status: 503, body: '{}' }));
  await button.click();
  await expect(dialog.getByRole('alert')).toHaveText('Coś poszło nie tak');
  await expect(dialog).not.toContainText(first);
  await page.screenshot({ path: testInfo.outputPath(`legal-hint-error-${testInfo.project.name}.png`) });
  // A server error is also announced by the site's error toast (spec section 8), which takes Escape first.
  await expect(page.getByText('Wystąpił nieoczekiwany błąd').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Zamknij' }).click();
  await expect(dialog).toBeHidden();
  // The failed call is the modal's to show; the browser's own log of the 503 is the only error.
  errors.expectNone((error) => /503|Failed to load resource/.test(error.text));
});

test("a review's transparency label explains itself in the legal-hint modal", async ({ page }) => {
  const { products } = (await (
    await page.request.get('/api/catalog/category-info?path=%2Fkremy-do-twarzy%3Fsort%3Dnumber_of_reviews_desc')
  ).json()) as Products;
  let productPath: string | null = null;
  for (const product of products) {
    const { reviews } = (await (
      await page.request.get(`/api/catalog/product-reviews?sku=${product.sku}`)
    ).json()) as Reviews;
    if (reviews.some((review) => review.receivedAs !== null)) {
      productPath = `/${product.urlPath}.html`;
      break;
    }
  }
  expect(productPath, 'a product with a review from KWC testing among the most reviewed creams').not.toBeNull();
  const first = await hintText(page, 'regulamin-opinii');
  await open(page, productPath!);

  const label = page.getByText('Produkt z testowania KWC').first();
  await label.scrollIntoViewIfNeeded();
  await label.getByRole('button', { name: 'Co oznacza to oznaczenie opinii?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zasady dodawania opinii' });
  await expect(dialog).toContainText(first);

  await page.keyboard.press('Escape');
  await page.route('**/api/catalog/legal-hint-content**', (route) => route.abort());
  await label.getByRole('button', { name: 'Co oznacza to oznaczenie opinii?' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Coś poszło nie tak');
});
