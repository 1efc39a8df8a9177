import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD } from './mailSite';
import { hydrated, open, watchErrors, visitorWithSavedProduct } from './support';

// The visitor's journeys through the production build. Each test is one visitor in a fresh
// browser context; both projects run them (1280 px and 375 px).

test.describe('the wishlist tour', () => {
  test('shows each step whole on the screen, goes to the end, and does not come back', async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    await visitorWithSavedProduct(page, context, baseURL!, 'tour-visitor');
    await open(page, '/wishlist');
    const viewport = page.viewportSize()!;
    for (const [index, title] of [
      'Twoje ulubione w jednym miejscu',
      'Serduszko dodaje i usuwa',
      'Zawsze pod ręką',
    ].entries()) {
      const step = page.getByRole('dialog', { name: title });
      await expect(step).toBeVisible();
      await expect(step).toContainText(`Krok ${index + 1} z 3`);
      // The whole dialog is on the screen, whatever the target's size (a phone's tall card row).
      await expect
        .poll(async () => {
          const box = await step.boundingBox();
          return box !== null && box.y >= 0 && box.y + box.height <= viewport.height;
        })
        .toBe(true);
      await step.getByRole('button', { name: index < 2 ? 'Dalej' : 'Koniec' }).click();
    }
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.reload();
    await hydrated(page);
    await expect(page.getByRole('list', { name: 'Ulubione produkty' }).getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    errors.expectNone();
  });
});

test.describe("a first-time visitor's wishlist", () => {
  test('is the empty state in the first view, with the layout’s code alone; the tour comes with her first sign of use', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await open(page, '/wishlist');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Nie masz jeszcze ulubionych kosmetyków' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Przeglądaj kategorie' })).toBeVisible();
    // No page code, tour, API client or zod (~95 KB gzip) before she does anything.
    expect(scripts.filter((url) => !/\/assets\/(entry-client|rolldown-runtime|common)-[\w-]+\.js$/.test(url))).toEqual(
      [],
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.mouse.move(40, 300);
    await page.mouse.move(60, 320);
    await expect(page.getByRole('dialog', { name: 'Twoje ulubione w jednym miejscu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nie masz jeszcze ulubionych kosmetyków' })).toBeVisible();
    // Hydrated over the server's empty state without a mismatch, though her anonymous id came meanwhile.
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'anonymous_user_id')).toBe(true);
    errors.expectNone();
  });
});

test.describe('a returning visitor', () => {
  test('sees the wishlist on a listing with no API client loaded; a heart brings it', async ({
    page,
    context,
    baseURL,
  }) => {
    const errors = watchErrors(page);
    // A visitor of an earlier day: an anonymous id, and a product on the wishlist.
    const [saved, next] = await visitorWithSavedProduct(page, context, baseURL!, 'returning-visitor');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));

    await open(page, '/kremy-do-twarzy');
    const tiles = page.getByRole('list', { name: 'Produkty' }).getByRole('article');
    const savedTile = tiles.filter({ has: page.getByRole('heading', { name: saved!.name }) }).first();
    await expect(savedTile.getByRole('button', { name: 'Usuń z ulubionych' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ulubione, 1 produkt' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toContain('POST /api/kwc/wishlist/are-products-on-wishlist');
    expect(requests).toContain('GET /api/kwc/wishlist');
    // The answers were checked without the client's schemas: its code is not loaded.
    expect(requests.filter((request) => request.includes('browserClient'))).toEqual([]);
    // The start-up reads' code was preloaded by the boot script right after the entry, not
    // when first needed (the import's own preload, which finds the link there, would add as=script).
    const preloaded = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')]
          .filter((link) => link.href.includes('browserStartupReads'))
          .map((link) => link.getAttribute('as') ?? 'by the boot script'),
      );
    expect(await preloaded()).toEqual(['by the boot script']);

    // A heart is the first thing that needs the client: it loads, and the product goes on the list.
    const client = page.waitForRequest((request) => request.url().includes('browserClient'));
    const nextTile = tiles.filter({ has: page.getByRole('heading', { name: next!.name }) }).first();
    await nextTile.getByRole('button', { name: 'Dodaj do ulubionych' }).click();
    await client;
    await expect(nextTile.getByRole('button', { name: 'Usuń z ulubionych' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ulubione, 2 produkty' })).toBeVisible();

    // A first visit (no anonymous id yet) preloads neither it nor, the listing hydrating on the
    // visitor's first sign of use, the page's own chunks.
    await context.clearCookies();
    await open(page, '/kremy-do-twarzy');
    expect(await preloaded()).toEqual([]);
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    errors.expectNone();
  });
});

test.describe('recently viewed', () => {
  test('a first visit asks nothing and loads no API client; the next product lists the first', async ({ page }) => {
    const errors = watchErrors(page);
    const { products } = (await (
      await page.request.get('/api/catalog/category-info?path=%2Fkremy-do-twarzy')
    ).json()) as { products: { name: string; urlPath: string }[] };
    const [first, second] = products;
    const requests: { method: string; url: string }[] = [];
    page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
    const asked = () => requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

    // The view is sent as a beacon; the list is not asked for (only this product could be on it).
    const beacon = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/kwc/recently-viewed',
    );
    await open(page, `/${first!.urlPath}.html`);
    await beacon;
    const section = page.getByRole('region', { name: 'Ostatnio oglądane' });
    await section.scrollIntoViewIfNeeded();
    await expect(section).toContainText('Tu zobaczysz kosmetyki, które ostatnio oglądasz');
    await page.waitForLoadState('networkidle');
    expect(asked().filter((path) => path.startsWith('GET /api/kwc/'))).toEqual([]);
    expect(asked().filter((path) => path.includes('browserClient'))).toEqual([]);

    // The next product's section lists the first one, once the visitor scrolls towards it: the
    // list (and the API client that reads it) is not loaded with the page.
    requests.length = 0;
    await open(page, `/${second!.urlPath}.html`);
    await page.waitForLoadState('networkidle');
    expect(asked().filter((path) => path === 'GET /api/kwc/recently-viewed' || path.includes('browserClient'))).toEqual(
      [],
    );
    const list = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/kwc/recently-viewed');
    await section.scrollIntoViewIfNeeded();
    await list;
    await expect(section.getByRole('link', { name: first!.name }).first()).toBeVisible();
    errors.expectNone();
  });

  test("a signed-in visitor's views are her account's: no anonymous id, no console error, and the next product lists the first", async ({
    page,
    context,
  }) => {
    // Her product pages log no error: asking for her own review of a product she has not reviewed included.
    const errors = watchErrors(page);
    const { products } = (await (
      await page.request.get('/api/catalog/category-info?path=%2Fkremy-do-twarzy')
    ).json()) as { products: { name: string; urlPath: string; sku: string }[] };
    const [first, second] = products.slice(4);
    const login = await page.request.post('/api/login_check', {
      data: { username: 'ola@demo.kwc.pl', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const beacon = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/kwc/recently-viewed',
    );
    await open(page, `/${first!.urlPath}.html`);
    // Spec section 4: the id is kept only while logged out; the view is the account's.
    const sent = (await beacon).postDataJSON() as { productSKU: string; anonymousId?: string | null };
    expect(sent.productSKU).toBe(first!.sku);
    expect(sent.anonymousId ?? null).toBeNull();
    await page.waitForLoadState('networkidle');
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('anonymous_user_id');

    await open(page, `/${second!.urlPath}.html`);
    const section = page.getByRole('region', { name: 'Ostatnio oglądane' });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link', { name: first!.name }).first()).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('anonymous_user_id');
    errors.expectNone();
  });
});
