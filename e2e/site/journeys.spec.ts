import { expect, test, type BrowserContext, type Locator, type Page, type Request } from '@playwright/test';

import { heading, hydrated, open, pricesOf, productCount, recordScripts, watchErrors } from './support';

// The visitor's journeys through the production build (issue: end-to-end journeys). Each test is
// one visitor in a fresh browser context; both projects run them (1280 px and 375 px).

/** The listing's filters: the sidebar from 1024 px, the 'Filtry' sheet on phones. */
/**
 * A visitor of an earlier day: an anonymous id (the browser's cookie) with the first face cream of
 * the catalogue on the wishlist. Returns the face creams, the saved one first.
 */
async function visitorWithSavedProduct(
  page: Page,
  context: BrowserContext,
  baseURL: string,
  name: string,
): Promise<{ sku: string; name: string }[]> {
  const visitor = `${name}-${Date.now()}`;
  const { products } = (await (
    await page.request.get('/api/catalog/category-info?path=%2Fkremy-do-twarzy')
  ).json()) as { products: { sku: string; name: string }[] };
  const added = await page.request.post('/api/kwc/wishlist', {
    data: { productSKU: products[0]!.sku, anonymousId: visitor },
  });
  expect(added.ok()).toBe(true);
  await context.addCookies([{ name: 'anonymous_user_id', value: visitor, url: baseURL }]);
  return products;
}

/** What the page pushed to its data layer (the tracking events of spec section 7). */
async function dataLayerOf(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('region', { name: 'Filtry' });
  await page.getByRole('main').getByRole('button', { name: 'Filtry', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtry' });
  await expect(sheet).toBeVisible();
  return sheet;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('browsing the catalogue', () => {
  test('home → category → filter, sort and Back → product → wishlist', async ({ page, isMobile }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    await open(page, '/');

    // To a category: the header navigation on desktop, the menu on phones.
    if (isMobile) {
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await menu.getByRole('button', { name: 'Pielęgnacja twarzy' }).click();
      await menu.getByRole('link', { name: 'Zobacz wszystko w kategorii Pielęgnacja twarzy' }).click();
    } else {
      await page
        .getByRole('navigation', { name: 'Kategorie' })
        .getByRole('link', { name: 'Pielęgnacja twarzy', exact: true })
        .click();
    }
    await expect(page).toHaveURL('/pielegnacja-twarzy');
    await expect(heading(page)).toHaveText('Pielęgnacja twarzy');
    // The listing's ads context (spec section 7): its category path, no brand.
    const category = (await (
      await page.request.get('/api/catalog/category-info?path=%2Fpielegnacja-twarzy')
    ).json()) as {
      category: { id: number };
    };
    expect(await dataLayerOf(page)).toContainEqual({
      event: 'ads_context',
      contentType: 'listing',
      marka: null,
      kategoria: [category.category.id],
    });
    const count = productCount(page);
    await expect(count).toHaveText(/^\d+ produkt/);
    const allCount = (await count.textContent())!;

    // Tick the first brand: the URL takes the filter and the count becomes the option's count.
    const filters = await openFilters(page, isMobile);
    const brands = filters.getByRole('group', { name: 'Marka' });
    const optionLabel = brands.getByText(/^.+ \(\d+ produkt(y|ów)?\)$/).first();
    const [, brand, brandCount] = /^(.+) \((\d+ produkt\S*)\)$/.exec((await optionLabel.textContent())!)!;
    expect(brandCount).not.toBe(allCount);
    await optionLabel.click();
    await expect(page).toHaveURL(/^[^?]*\/pielegnacja-twarzy\/marka-[a-z0-9-]+$/);
    const filteredUrl = page.url();
    await expect(brands.getByRole('checkbox', { name: `${brand} (${brandCount})` })).toBeChecked();
    if (isMobile) {
      // The sheet's button shows the new count and closes the sheet.
      const show = filters.getByRole('button', { name: `Pokaż ${brandCount}` });
      await show.click();
      await expect(filters).toBeHidden();
    }
    await expect(count).toHaveText(brandCount!);
    await expect(heading(page)).toHaveText(`Pielęgnacja twarzy ${brand}`);
    const tiles = page.getByRole('list', { name: 'Produkty' }).getByRole('article');
    await expect(tiles).toHaveCount(Number.parseInt(brandCount!, 10));
    for (const name of await tiles.getByRole('heading').allTextContents()) expect(name).toContain(brand);

    // Sort: the URL gets `sort=` and the tiles follow the order.
    const sort = page.getByRole('main').getByRole('button', { name: /Sortuj/ });
    await expect(sort).toHaveText('Popularność');
    await sort.click();
    await page.getByRole('listbox', { name: 'Sortuj' }).getByRole('option', { name: 'Najniższa cena' }).click();
    await expect(page).toHaveURL(`${filteredUrl}?sort=price_asc`);
    await expect(sort).toHaveText('Najniższa cena');
    await expect(async () => {
      const prices = pricesOf(await tiles.allInnerTexts());
      expect(prices).toHaveLength(Number.parseInt(brandCount!, 10));
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();
    await expect(count).toHaveText(brandCount!);

    // Back: first the unsorted filtered listing, then the whole category.
    await page.goBack();
    await expect(page).toHaveURL(filteredUrl);
    await expect(sort).toHaveText('Popularność');
    await expect(count).toHaveText(brandCount!);
    await page.goBack();
    await expect(page).toHaveURL('/pielegnacja-twarzy');
    await expect(count).toHaveText(allCount);
    await expect(heading(page)).toHaveText('Pielęgnacja twarzy');
    if (!isMobile) await expect(brands.getByRole('checkbox', { name: `${brand} (${brandCount})` })).not.toBeChecked();

    // A product page, and the product to the wishlist.
    const productLink = page.getByRole('list', { name: 'Produkty' }).getByRole('heading').getByRole('link').first();
    const productName = (await productLink.textContent())!;
    const productHref = (await productLink.getAttribute('href'))!;
    expect(productHref).toMatch(/^\/[^/]+,\d+\.html$/);
    await productLink.click();
    await expect(page).toHaveURL(productHref);
    await expect(heading(page)).toHaveText(productName);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Dodaj do ulubionych' }).first().click();
    await expect(main.getByRole('button', { name: 'Usuń z ulubionych' }).first()).toBeVisible();
    // The confirmation toast sits over the header's wishlist link (and a pointer over it keeps it
    // open): the visitor closes it.
    const toasts = page.getByRole('region', { name: 'Powiadomienia (F8)' });
    await expect(toasts.getByRole('listitem')).toContainText('Dodano do ulubionych');
    await toasts.getByRole('button', { name: 'Zamknij' }).click();
    await expect(toasts.getByRole('listitem')).toHaveCount(0);
    const wishlistLink = page.getByRole('banner').getByRole('link', { name: 'Ulubione, 1 produkt' });
    await expect(wishlistLink).toContainText('1');

    await wishlistLink.click();
    await expect(page).toHaveURL('/wishlist');
    await expect(heading(page)).toHaveText('Ulubione');
    const saved = page.getByRole('list', { name: 'Ulubione produkty' }).getByRole('article');
    await expect(saved).toHaveCount(1);
    await expect(saved.first()).toHaveAccessibleName(productName);
    // Still there after a full load: the list lives on the server under the visitor's id.
    await page.reload();
    await hydrated(page);
    await expect(saved.first()).toHaveAccessibleName(productName);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ulubione, 1 produkt' })).toBeVisible();
    errors.expectNone();
  });

  test('React Aria speaks Polish in the chosen filters, and the bundle carries no other language', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text());
    });
    // A listing with a brand chosen, opened by its address (the chips are the server's, then live).
    const values = (await (
      await page.request.get(
        '/api/catalog/filter-values?path=%2Fpielegnacja-twarzy&filterName=marka&filterValuesPage=1&filterValuesPageSize=5',
      )
    ).json()) as { options: { url: string; count: number }[] };
    const brand = values.options.find((option) => option.count > 0)!;
    await open(page, brand.url);
    // A keyboard user on a chip hears how to remove it: React Aria's own text, in Polish.
    const chip = page.getByRole('grid', { name: 'Wybrane filtry' }).getByRole('row').first();
    // A key press makes it a keyboard user; again if the live chips replaced the server's meanwhile.
    await expect(async () => {
      await chip.focus();
      await page.keyboard.press('Home');
      await expect(chip).toBeFocused({ timeout: 1000 });
      await expect(chip).toHaveAccessibleDescription('Naciśnij Usuń, aby usunąć znacznik.', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    // The build keeps React Aria's Polish and its en-US fallback only: each text is there twice at
    // most (34 languages before), e.g. the chips' removal hint.
    const hints = scripts.join('\n').match(/removeDescription/g) ?? [];
    expect(hints.length).toBeGreaterThan(0);
    expect(hints.length).toBeLessThanOrEqual(3);
  });

  test('client navigation from a listing to a product fetches its payload, not a document', async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/kremy-do-twarzy');
    await page.evaluate(() => {
      (window as { kwcE2eMark?: boolean }).kwcE2eMark = true;
    });
    const requests: { type: string; url: string }[] = [];
    page.on('request', (request) => requests.push({ type: request.resourceType(), url: request.url() }));

    const link = page.getByRole('list', { name: 'Produkty' }).getByRole('heading').getByRole('link').first();
    const name = (await link.textContent())!;
    const href = (await link.getAttribute('href'))!;
    const payload = page.waitForResponse((response) => response.url().endsWith(`${href}/_payload.json`));
    await link.click();
    expect((await payload).status()).toBe(200);
    await expect(page).toHaveURL(href);
    await expect(heading(page)).toHaveText(name);

    expect(requests.filter((request) => request.type === 'document')).toEqual([]);
    expect(requests).toContainEqual({ type: 'fetch', url: new URL(`${href}/_payload.json`, page.url()).href });
    // The same document: a mark left on the listing's window is still there.
    expect(await page.evaluate(() => (window as { kwcE2eMark?: boolean }).kwcE2eMark)).toBe(true);
    errors.expectNone();
  });
});

test.describe("the listing's controls come on first use", () => {
  /** The controls' chunk: filters, sort and chips (React Aria). */
  const controlsChunk = /\/assets\/ListingControls-[\w-]+\.js$/;

  /** Holds the controls' code back until the returned function is called. */
  async function holdControlsChunk(page: Page): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(controlsChunk, async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  /** Moves the pointer (the page listens for it once hydrated) until the controls' code is asked for. */
  async function movePointerUntilControlsRequested(page: Page): Promise<void> {
    let requested = false;
    const onRequest = (request: Request) => {
      if (controlsChunk.test(request.url())) requested = true;
    };
    page.on('request', onRequest);
    for (let x = 10; !requested; x += 1) {
      expect(x, "the controls' code is asked for on a pointer move").toBeLessThan(60);
      await page.mouse.move(x, 10);
      await page.waitForTimeout(50);
    }
    page.off('request', onRequest);
  }

  test('the first view loads no filter code; the first pointer move brings the live controls', async ({ page }) => {
    const errors = watchErrors(page);
    const scripts = recordScripts(page);
    await open(page, '/pielegnacja-twarzy');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => controlsChunk.test(url))).toEqual([]);
    // The server's markup stands in meanwhile: the filters are there to read.
    await expect(page.locator('#listing-filters')).not.toBeEmpty();

    const chunk = page.waitForRequest((request) => controlsChunk.test(request.url()));
    await page.mouse.move(10, 10);
    await chunk;
    await expect(page.locator('#listing-filters[data-live]')).toBeAttached();
    await expect(page.locator('#listing-sort[data-live]')).toBeAttached();
    errors.expectNone();
  });

  test('a tap on a filter before its code is in is kept, and the listing follows it', async ({ page, isMobile }) => {
    const errors = watchErrors(page);
    // A slow network: the controls' code comes only when the test lets it.
    const release = await holdControlsChunk(page);
    await open(page, '/pielegnacja-twarzy');
    if (isMobile) {
      await page.getByRole('main').getByRole('button', { name: 'Filtry', exact: true }).click();
      await expect(page.locator('#listing-filters')).toHaveAttribute('aria-busy', 'true');
      await expect(page.getByRole('dialog', { name: 'Filtry' })).toHaveCount(0);
      release();
      await expect(page.getByRole('dialog', { name: 'Filtry' })).toBeVisible();
      return errors.expectNone();
    }
    const brands = page.getByRole('region', { name: 'Filtry' }).getByRole('group', { name: 'Marka' });
    const first = brands.getByRole('checkbox').first();
    await brands.locator('label').first().click();
    // Held: the server's checkbox does not tick by itself, and the slot says it is busy.
    await expect(page.locator('#listing-filters')).toHaveAttribute('aria-busy', 'true');
    await expect(first).not.toBeChecked();
    await expect(page).toHaveURL(/\/pielegnacja-twarzy$/);
    release();
    await expect(page).toHaveURL(/\/pielegnacja-twarzy\/marka-[a-z0-9-]+$/);
    await expect(page.locator('#listing-filters[data-live]')).toBeAttached();
    await expect(first).toBeChecked();
    errors.expectNone();
  });

  test('a tap held on one listing is not played on the next one', async ({ page, isMobile }) => {
    const errors = watchErrors(page);
    const release = await holdControlsChunk(page);
    await open(page, '/pielegnacja-twarzy');
    // A control that is the same on every listing: 'Filtry' on a phone, the brands' 'Pokaż więcej'
    // (it loads more brands from the API) on a desktop.
    const main = page.getByRole('main');
    const control = isMobile
      ? main.getByRole('button', { name: 'Filtry', exact: true })
      : page.getByRole('region', { name: 'Filtry' }).getByRole('button', { name: 'Pokaż więcej' }).first();
    await control.click();
    await expect(page.locator('#listing-filters')).toHaveAttribute('aria-busy', 'true');
    // The visitor goes on to a subcategory before the code comes in.
    await main.getByRole('link', { name: 'Kremy do twarzy', exact: true }).first().click();
    await expect(page).toHaveURL('/kremy-do-twarzy');
    await expect(heading(page)).toHaveText('Kremy do twarzy');
    const moreBrands: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog/filter-values')) moreBrands.push(request.url());
    });
    release();
    await expect(page.locator('#listing-filters[data-live]')).toBeAttached();
    // Given a moment to act, the tap made on the first listing stays there.
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Filtry' })).toHaveCount(0);
    expect(moreBrands).toEqual([]);
    await expect(page).toHaveURL('/kremy-do-twarzy');
    errors.expectNone();
  });

  test("a pointer's first sign of use starts the controls without focus rings; a key brings them back", async ({
    page,
  }) => {
    const sortButton = page.locator('#listing-sort[data-live] button');
    // Focus moved by the page's script (as when the live controls take over from the server's).
    const focusByScript = () => sortButton.evaluate((button: HTMLElement) => button.focus());
    // The pointer moved and nothing else: focus that is not the keyboard's draws no ring.
    await open(page, '/pielegnacja-twarzy');
    await movePointerUntilControlsRequested(page);
    await expect(sortButton).toBeAttached();
    await focusByScript();
    await expect(sortButton).toBeFocused();
    await expect(sortButton).not.toHaveAttribute('data-focus-visible');
    // Tab: the keyboard's state, and the ring.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(sortButton).toBeFocused();
    await expect(sortButton).toHaveAttribute('data-focus-visible', 'true');

    // The pointer moved, then a key was pressed before the code came in: the keyboard's state.
    await page.context().clearCookies();
    const release = await holdControlsChunk(page);
    await open(page, '/kremy-do-twarzy');
    await movePointerUntilControlsRequested(page);
    await page.keyboard.press('Tab');
    release();
    await expect(sortButton).toBeAttached();
    await focusByScript();
    await expect(sortButton).toBeFocused();
    await expect(sortButton).toHaveAttribute('data-focus-visible', 'true');
  });

  test('a keyboard user on a server-rendered control keeps focus when the live controls take over', async ({
    page,
  }) => {
    const release = await holdControlsChunk(page);
    await open(page, '/pielegnacja-twarzy');
    // The sort button, on phones and desktops alike.
    await page.locator('#listing-sort button').focus();
    release();
    await expect(page.locator('#listing-sort[data-live]')).toBeAttached();
    // The live sort button has focus: Enter opens its list.
    await expect(page.locator('#listing-sort[data-live] button')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox', { name: 'Sortuj' })).toBeVisible();
  });

  test("what a visitor types into a filter's search before its code is in stays, and so does focus", async ({
    page,
  }) => {
    // The sidebar with its search fields is the desktop layout (a phone has the 'Filtry' sheet).
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdControlsChunk(page);
    await open(page, '/pielegnacja-twarzy');
    const search = page.getByRole('searchbox', { name: 'Szukaj w filtrze Marka' });
    await search.click();
    await page.keyboard.type('ni');
    release();
    await expect(page.locator('#listing-filters[data-live]')).toBeAttached();
    const live = page.locator('#listing-filters[data-live]').getByRole('searchbox', { name: 'Szukaj w filtrze Marka' });
    await expect(live).toBeFocused();
    await expect(live).toHaveValue('ni');
    await page.keyboard.type('vea');
    await expect(live).toHaveValue('nivea');
    // The live filter searches with it: the brand's option is listed.
    await expect(
      page.locator('#listing-filters[data-live]').getByRole('checkbox', { name: /^Nivea \(/ }),
    ).toBeVisible();
  });
});

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
});

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

test.describe('the adult gate', () => {
  async function adultCategory(page: Page): Promise<{ path: string; name: string }> {
    const response = await page.request.get('/api/catalog/category-list');
    expect(response.status()).toBe(200);
    const { categories } = (await response.json()) as {
      categories: { url_key: string; full_name: string; isAdultsOnly: boolean }[];
    };
    const adult = categories.find((category) => category.isAdultsOnly);
    expect(adult, 'an adults-only top-level category in the seed').toBeDefined();
    return { path: `/${adult!.url_key}`, name: adult!.full_name };
  }

  test('is in the server HTML and goes for good after "Tak, mam 18 lat"', async ({ page, context }) => {
    const errors = watchErrors(page);
    const category = await adultCategory(page);

    // Without the cookie, the server's HTML already has the gate, the rating and the content.
    const html = await (await page.request.get(category.path)).text();
    expect(html).toContain('Chcesz odkryć więcej?');
    expect(html).toContain('<meta name="rating" content="adult"/>');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(category.name)}</h1>`));
    expect(html).toMatch(/href="\/[^"]+,\d+\.html"/);

    await open(page, category.path);
    const gate = page.getByRole('dialog', { name: 'Chcesz odkryć więcej?' });
    await expect(gate).toBeVisible();
    await expect(page.locator('meta[name="rating"]')).toHaveAttribute('content', 'adult');
    // The content stays in the page behind the modal (hidden from assistive technology meanwhile).
    await expect(page.locator('h1')).toHaveText(category.name);

    await gate.getByRole('button', { name: 'Tak, mam 18 lat' }).click();
    await expect(gate).toBeHidden();
    // Spec section 7: the popup and the answer are tracked.
    const events = (await dataLayerOf(page)).map((entry) => entry.event);
    expect(events).toContain('popup18');
    expect(events.indexOf('potwierdzam18_tak')).toBeGreaterThan(events.indexOf('popup18'));
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'wiadult')).toMatchObject({ value: '1', path: '/' });
    await expect(page.getByRole('list', { name: 'Produkty' }).getByRole('article').first()).toBeVisible();

    await page.reload();
    await hydrated(page);
    await expect(heading(page)).toHaveText(category.name);
    await expect(page.getByRole('dialog', { name: 'Chcesz odkryć więcej?' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Produkty' }).getByRole('article').first()).toBeVisible();
    // The server sees the cookie too: no gate in its HTML any more.
    expect(await (await page.request.get(category.path)).text()).not.toContain('Chcesz odkryć więcej?');
    errors.expectNone();
  });

  test("sits below the header's top bar plus 57 px (phones) or 138 px (desktops), where the server drew it", async ({
    page,
    browser,
  }) => {
    const category = await adultCategory(page);
    const wide = page.viewportSize()!.width >= 1024;
    const expected = wide ? 80 + 138 : 60 + 57;
    // The server's gate, as a page without JavaScript keeps it.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const serverPage = await still.newPage();
    await serverPage.goto(category.path);
    const serverTop = await serverPage.getByRole('dialog', { name: 'Chcesz odkryć więcej?' }).boundingBox();
    await still.close();
    expect(Math.round(serverTop!.y)).toBe(expected);
    // The modal that takes over once the page is interactive: the same place.
    await open(page, category.path);
    await hydrated(page);
    await expect(page.locator('[data-adult-gate="server"]')).toHaveCount(0);
    const gate = page.getByRole('dialog', { name: 'Chcesz odkryć więcej?' });
    await expect(gate).toBeVisible();
    await expect
      .poll(async () => {
        const box = await gate.boundingBox();
        return box ? Math.round(box.y) : null;
      })
      .toBe(expected);
  });

  test('"Nie mam 18 lat, rezygnuję" returns to the previous page, or home', async ({ page }) => {
    const errors = watchErrors(page);
    const category = await adultCategory(page);

    // Arriving from another page of the site: back there.
    await open(page, '/lista-kategorii');
    // The directory's link names end with the badge and the product count ('… 18+ 18').
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(category.name)}`) })
      .first()
      .click();
    await expect(page).toHaveURL(category.path);
    const gate = page.getByRole('dialog', { name: 'Chcesz odkryć więcej?' });
    await gate.getByRole('button', { name: 'Nie mam 18 lat, rezygnuję' }).click();
    await expect(page).toHaveURL('/lista-kategorii');
    await expect(heading(page)).toHaveText('Lista kategorii');
    await expect(gate).toHaveCount(0);

    // Arriving straight at the adult page: home.
    await open(page, category.path);
    await gate.getByRole('button', { name: 'Nie mam 18 lat, rezygnuję' }).click();
    await expect(page).toHaveURL('/');
    await expect(heading(page)).toHaveText('Kosmetyki sprawdzone przez tysiące recenzentek');
    await expect(gate).toHaveCount(0);
    errors.expectNone();
  });
});

test.describe('addresses that are not pages', () => {
  test('an unknown address answers the Polish 404 page, and home is one click away', async ({ page }) => {
    const errors = watchErrors(page);
    const response = await open(page, '/to-nie-istnieje-wcale');
    expect(response?.status()).toBe(404);
    await expect(heading(page)).toHaveText('Strona o podanym adresie nie istnieje');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
    await expect(page).toHaveURL('/');
    await expect(heading(page)).toHaveText('Kosmetyki sprawdzone przez tysiące recenzentek');
    // Chromium reports the 404 document itself as a failed resource; nothing else may fail.
    errors.expectNone((error) => error.text.includes('404') && error.url.endsWith('/to-nie-istnieje-wcale'));
  });

  test('the legacy newest-reviews address redirects permanently', async ({ request }) => {
    const response = await request.get('/najnowsze-recenzje,3.html', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe('/najnowsze-recenzje');
    const target = await request.get('/najnowsze-recenzje,3.html');
    expect(target.status()).toBe(200);
    expect(target.url()).toMatch(/\/najnowsze-recenzje$/);
  });
});
