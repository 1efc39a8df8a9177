import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test, type Page } from '@playwright/test';

import { ownMailSite } from './mailSite';
import { expectNoAxeViolations, hydrated } from './support';

// Writing a review end to end (issue 32), on a server of its own: the production build with a real
// SMTP listener. The demo verified adult (ania) writes a review of a product she has not reviewed.

/** The part of sharp used here: a plain image, as JPEG bytes. */
type SharpOf = (input: {
  create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } };
}) => { jpeg: () => { toBuffer: () => Promise<Buffer> } };

// sharp is the API's image library (the root has none of its own): a real JPEG, not a stand-in.
const sharp = createRequire(new URL('../../apps/api/package.json', import.meta.url))('sharp') as SharpOf;

const SHOTS = 'test-results/review-screens';
mkdirSync(SHOTS, { recursive: true });

const { at, loggedIn } = ownMailSite(27);

/** A face cream's id and address that ania has not reviewed (the seed gives her products 1 and 3). */
async function unreviewedProduct(page: Page, index: number): Promise<{ id: number; path: string }> {
  const info = (await (await page.request.get(at('/api/catalog/category-info?path=%2Fkremy-do-twarzy'))).json()) as {
    products: { sku: string; urlPath: string }[];
  };
  const products = info.products
    .map((product) => ({ id: Number(product.sku.replace(/^KWC-0*/, '')), path: product.urlPath }))
    .filter((product) => product.id > 3);
  const product = products[index];
  expect(product).toBeDefined();
  return { id: product!.id, path: product!.path.startsWith('/') ? product!.path : `/${product!.path}` };
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('ania adds a review: from the product page, by keyboard, with a photo, the draft saved, sent to moderation', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await loggedIn(browser, 'ania.demo');
  const product = await unreviewedProduct(page, 0);

  await test.step("the product page's 'Dodaj opinię' opens the form", async () => {
    await page.goto(at(product.path.endsWith('.html') ? product.path : `${product.path}.html`));
    await hydrated(page);
    const add = page.getByRole('link', { name: 'Dodaj opinię' }).first();
    await expect(add).toHaveAttribute('href', `/review/create/${product.id}`);
    await expect(page.getByRole('link', { name: 'Jak weryfikujemy opinie' }).first()).toBeVisible();
    await add.focus();
    await page.keyboard.press('Enter');
    // A client navigation into the account side's chunks: slow on two busy cores.
    await expect(page).toHaveURL(at(`/review/create/${product.id}`), { timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Dodaj opinię' })).toBeVisible();
    await hydrated(page);
    await expectNoAxeViolations(page, { label: 'the empty review form' });
  });

  await test.step("the add-review tour: 'Dalej', 'Wstecz', 'Koniec', then remembered", async () => {
    const tour = page.getByRole('dialog', { name: 'Krótki, konkretny tytuł' });
    await expect(tour).toBeVisible();
    await expect(tour).toContainText('70 znakach');
    await page.getByRole('button', { name: 'Dalej' }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Jak długo stosujesz produkt?' })).toContainText('2–4 tygodnie');
    await page.getByRole('button', { name: 'Wstecz' }).press('Enter');
    await expect(tour).toBeVisible();
    for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Dalej' }).press('Enter');
    await expect(page.getByRole('dialog', { name: 'Gdzie kupiłaś produkt?' })).toBeVisible();
    await page.getByRole('button', { name: 'Koniec' }).press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dodaj opinię' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the fields by keyboard; the draft saves itself', async () => {
    await page.getByRole('radio', { name: '4 z 5' }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: '4 z 5' })).toBeChecked();
    await page.getByLabel('Tytuł opinii').focus();
    await page.keyboard.type('Lekki krem na co dzień');
    await expect(page.getByRole('status').filter({ hasText: 'Szkic zapisany' })).toBeVisible({ timeout: 15_000 });
    await page.getByLabel('Twoja opinia').focus();
    await page.keyboard.type(
      'Używam go od dwóch miesięcy rano pod makijaż. Szybko się wchłania, nie roluje się i nie zapycha porów, a skóra jest miękka przez cały dzień.',
    );
    await page.getByLabel(/Jak długo używasz produktu/).focus();
    await page.getByLabel(/Jak długo używasz produktu/).selectOption({ label: '1–3 miesiące' });
    await page.getByLabel(/Ile opakowań/).focus();
    await page.keyboard.type('1');
    await page.getByLabel(/Skąd masz produkt/).selectOption({ label: 'Drogeria' });
    // The catalogue's shops are offered by name.
    const shop = page.getByLabel('Sklep', { exact: true });
    expect(await shop.locator('option').count()).toBeGreaterThan(2);
    await shop.selectOption({ index: 1 });
  });

  await test.step('a real JPEG is uploaded and shown', async () => {
    const jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 160 } },
    })
      .jpeg()
      .toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'krem.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByRole('button', { name: 'Usuń zdjęcie 1' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Dodaj zdjęcia (1 z 5)')).toBeVisible();
    // The draft (with the photo) is stored before sending.
    await expect(page.getByRole('status').filter({ hasText: 'Szkic zapisany' })).toBeVisible({ timeout: 15_000 });
    const mine = (await (await page.request.get(at(`/api/reviews/mine?productId=${product.id}`))).json()) as {
      review: { status: string };
      draft: { title?: string; photoIds?: number[] } | null;
    };
    expect(mine.review.status).toBe('draft');
    expect(mine.draft?.title).toBe('Lekki krem na co dzień');
    await screenshot(page, 'create-filled-1280');
  });

  await test.step('sent: the confirmation links back to the product', async () => {
    await page.getByRole('button', { name: 'Wyślij do moderacji' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Opinia wysłana' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Dziękujemy! Opinia trafiła do moderacji.')).toBeVisible();
    const back = page.getByRole('link', { name: 'Wróć do produktu' });
    await expect(back).toHaveAttribute('href', /\.html$/);
    const mine = (await (await page.request.get(at(`/api/reviews/mine?productId=${product.id}`))).json()) as {
      review: { status: string; title: string; photos: unknown[]; shopId: number | null };
    };
    expect(mine.review).toMatchObject({ status: 'pending', title: 'Lekki krem na co dzień' });
    expect(mine.review.shopId).toEqual(expect.any(Number));
    expect(mine.review.photos).toHaveLength(1);
    await screenshot(page, 'confirmation-1280');
    await back.click();
    await hydrated(page);
    await expect(page.getByRole('link', { name: 'Edytuj swoją opinię' }).first()).toBeVisible({ timeout: 15_000 });
  });
});

test("a keyboard user's focus stays on the review link as it turns into 'Edytuj swoją opinię'", async ({ browser }) => {
  const page = await loggedIn(browser, 'ania.demo');
  const info = (await (await page.request.get(at('/api/catalog/category-info?path=%2Fkremy-do-twarzy'))).json()) as {
    products: { sku: string; urlPath: string }[];
  };
  const reviewed = info.products.find((product) => /^KWC-0*1$/.test(product.sku));
  expect(reviewed, 'the seed gives ania a review of product 1').toBeDefined();
  const mine = (await (await page.request.get(at('/api/reviews/mine?productId=1'))).json()) as {
    review: { id: number };
  };
  // Her review is known a moment after the page wakes, as on a slow connection: focus comes first.
  await page.route('**/api/reviews/mine?*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const path = reviewed!.urlPath.startsWith('/') ? reviewed!.urlPath : `/${reviewed!.urlPath}`;
  await page.goto(at(path.endsWith('.html') ? path : `${path}.html`));
  await hydrated(page);
  await page.getByRole('link', { name: 'Dodaj opinię' }).first().focus();
  const edit = page.getByRole('link', { name: 'Edytuj swoją opinię' }).first();
  await expect(edit).toBeVisible({ timeout: 15_000 });
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at(`/review/edit/1/${mine.review.id}`), { timeout: 20_000 });
  // A later ask for her review may still be in the handler as the context closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('screenshots of the create page, the edit page with remarks and the confirmation', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const width of [375, 1280]) {
    const page = await loggedIn(browser, 'ania.demo', width);
    const product = await unreviewedProduct(page, width === 375 ? 1 : 2);
    await page.goto(at(`/review/create/${product.id}`));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Dodaj opinię' })).toBeVisible();
    await screenshot(page, `create-${width}`);

    const mine = (await (await page.request.get(at('/api/reviews/mine?productId=3'))).json()) as {
      review: { id: number };
    };
    await page.goto(at(`/review/edit/3/${mine.review.id}`));
    await hydrated(page);
    await expect(page.getByText('Usuń, proszę, nazwę i adres sklepu z tytułu.')).toBeVisible();
    await expectNoAxeViolations(page, { soft: true, label: `the edit page with remarks at ${width}` });
    await screenshot(page, `edit-remarks-${width}`);

    // The confirmation at a phone's width: ania's pending review of product 1, sent again as it is.
    if (width === 375) {
      const pending = (await (await page.request.get(at('/api/reviews/mine?productId=1'))).json()) as {
        review: { id: number };
      };
      await page.goto(at(`/review/edit/1/${pending.review.id}`));
      await hydrated(page);
      await page.getByRole('button', { name: 'Wyślij do moderacji' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Opinia wysłana' })).toBeVisible({ timeout: 20_000 });
      await screenshot(page, 'confirmation-375');
    }
  }
});
