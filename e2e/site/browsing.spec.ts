import { expect, test, type Locator, type Page, type Request } from '@playwright/test';

import { heading, hydrated, open, pricesOf, productCount, recordScripts, watchErrors, dataLayerOf } from './support';

// The visitor's journeys through the production build. Each test is one visitor in a fresh
// browser context; both projects run them (1280 px and 375 px).

async function openFilters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('region', { name: 'Filtry' });
  await page.getByRole('main').getByRole('button', { name: 'Filtry', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filtry' });
  await expect(sheet).toBeVisible();
  return sheet;
}

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
    // Pushed once the tracking code is in (it comes with the visitor's first sign of use).
    await expect
      .poll(() => dataLayerOf(page))
      .toContainEqual({
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

  test("a filter of pictures shows each option's own picture, from the properties dictionary path", async ({
    page,
    isMobile,
  }) => {
    const errors = watchErrors(page);
    await open(page, '/pielegnacja-wlosow');
    const filters = await openFilters(page, isMobile);
    const group = filters.getByRole('button', { name: 'Rodzaj włosów' });
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    const option = filters.locator('label').filter({ has: page.getByRole('checkbox', { name: /^Siwe/ }) });
    const picture = option.locator('img');
    await picture.scrollIntoViewIfNeeded();
    await expect(picture).toHaveAttribute('src', '/api/images/wlasciwosci/rodzaj-wlosow-siwe.svg');
    // Drawn, not a broken image: the option's picture came from the API's properties path.
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(96);
    errors.expectNone();
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
