import { readFileSync } from 'node:fs';

import { expect, type Page, test } from '@playwright/test';

import { heading, open, recordScripts, watchErrors } from './support';

// The shell every page shares: language, title, styles from the first byte, hydration, the API.

test('home page is Polish, styled and hydrated without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await open(page, '/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveTitle('KWC — kosmetyki, opinie, składniki');
  await expect(heading(page)).toHaveText('Kosmetyki sprawdzone przez tysiące recenzentek');
  // The home sections come from the API through the server-filled SWR cache.
  const brands = page.getByRole('region', { name: 'Najpopularniejsze marki' }).getByRole('listitem');
  await expect(brands.first().getByRole('link')).toHaveAttribute('href', /^\/marka-[a-z0-9-]+$/);
  await expect(page.getByRole('link', { name: 'Ulubione' })).toHaveAttribute('href', '/wishlist');
  // Styled from the first byte: the stylesheet is linked in the head and the theme applies.
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { font: style.fontFamily, margin: style.margin };
  });
  expect(body.font).toContain('DM Sans');
  expect(body.margin).toBe('0px');
  errors.expectNone();
});

test('the server sends the stylesheet in the head of the first response', async ({ request }) => {
  const response = await request.get('/');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
  expect(response.headers()['content-type']).toContain('text/html');
});

/** The web-font files the page has requested, with when (ms since navigation), and its first paint. */
async function fontRequests(page: Page) {
  return page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    fonts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

test('a first page is set in the local stand-ins, loads the web fonts after its paint and uses them from the next page on', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  // The head points the theme's fonts at the stand-ins; without JavaScript, at the web fonts.
  expect(head).toContain('<style>:root:root{--kwc-font-sans:"DM Sans Fallback"');
  expect(head).toContain('<noscript><style>:root:root{--kwc-font-sans:"DM Sans", "DM Sans Fallback"');
  expect(head).not.toContain('rel="preload" as="font"');

  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await open(page, '/');
  await page.waitForFunction(() => document.getElementById('__KWC_WEB_FONTS__'));
  const first = await fontRequests(page);
  const files = first.fonts.map((font) => font.file);
  // Each weight's latin file and its Polish letters; not the rest of latin-ext (names in other languages).
  expect(files.filter((file) => /dm-sans-latin-\d00-normal/.test(file))).toHaveLength(3);
  expect(files.filter((file) => /dm-sans-pl-\d00/.test(file))).toHaveLength(3);
  expect(files.filter((file) => /playfair-display-latin(-ext)?-700-normal/.test(file))).toHaveLength(2);
  expect(files.filter((file) => /dm-sans-ext-/.test(file))).toEqual([]);
  for (const font of first.fonts) expect(font.start, font.file).toBeGreaterThanOrEqual(first.firstPaint);
  expect(await page.evaluate(() => document.fonts.check('700 16px "Playfair Display"', 'ą'))).toBe(true);
  // This page stays in its stand-ins (switching would style and lay it out again), and nothing moved.
  const font = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(await font()).toMatch(/^"DM Sans Fallback"/);
  const shifted = await page.evaluate(() =>
    (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0),
  );
  expect(shifted).toBe(0);

  // A client navigation shows the next page in the web fonts.
  await page
    .getByRole('region', { name: 'Najpopularniejsze marki' })
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(/\/marka-/);
  await expect.poll(font).toMatch(/^"DM Sans", "DM Sans Fallback"/);

  // A full page load in this browser has them in its cache: it is set in them from its first paint.
  await open(page, '/lista-kategorii');
  const next = await fontRequests(page);
  expect(next.fonts.length).toBeGreaterThan(0);
  for (const font of next.fonts) expect(font.start, font.file).toBeLessThan(next.firstPaint);
  // Preloaded, in case the cache has lost them: a font arriving after the first layout would lay the page out again.
  const preloaded = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  );
  expect(preloaded).toHaveLength(8);
  expect(preloaded.filter((file) => /dm-sans-ext-/.test(file))).toEqual([]);
  expect(await font()).toMatch(/^"DM Sans", "DM Sans Fallback"/);
  expect(await page.evaluate(() => document.querySelectorAll('#__KWC_WEB_FONTS__').length)).toBe(1);
  errors.expectNone();
});

test('every font of the stylesheet is served, and a page without JavaScript is set in the web fonts', async ({
  browser,
  request,
}) => {
  const html = await (await request.get('/')).text();
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
  const css = await (await request.get(stylesheet)).text();
  const fonts = new Set([...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => match[1] ?? ''));
  expect(fonts.size).toBeGreaterThan(8);
  for (const href of fonts) {
    const font = await request.get(href);
    expect(font.status(), href).toBe(200);
    expect(font.headers()['content-type']).toBe('font/woff2');
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^"DM Sans", "DM Sans Fallback"/,
  );
  await context.close();
});

test('the stand-ins set Polish text within 3 % of the width of the web fonts they stand in for', async ({ page }) => {
  await open(page, '/');
  const widths = await page.evaluate(async () => {
    const text = 'Krem ujędrniający z niacynamidem łagodzi podrażnienia skóry: źródło nawilżenia na cały dzień.';
    const context = document.createElement('canvas').getContext('2d');
    const width = (font: string) => {
      if (!context) return Number.NaN;
      context.font = font;
      return context.measureText(text).width;
    };
    const pairs = [
      ['400', 'DM Sans'],
      ['500', 'DM Sans'],
      ['700', 'DM Sans'],
      ['700', 'Playfair Display'],
    ] as const;
    const result: Record<string, number> = {};
    for (const [weight, family] of pairs) {
      await document.fonts.load(`${weight} 16px "${family}"`, text);
      // A stand-in that no local face matched would fall through to monospace here.
      result[`${weight} ${family}`] =
        width(`${weight} 16px "${family} Fallback", monospace`) / width(`${weight} 16px "${family}"`);
    }
    return result;
  });
  for (const [font, ratio] of Object.entries(widths)) expect(Math.abs(ratio - 1), font).toBeLessThan(0.03);
});

test('the API is mounted at /api and checks the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
});

test('a page that fails to load in a client navigation shows its status and the error toast', async ({ page }) => {
  const errors = watchErrors(page);
  await open(page, '/popularne-marki');
  // The server answers 500: the error page names 500, and the toast says what happened.
  await page.route('**/_payload.json', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.locator('main a[href^="/marka-"]').first().click();
  await expect(page.getByRole('region', { name: 'Powiadomienia (F8)' })).toContainText('Wystąpił nieoczekiwany błąd');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wystąpił nieoczekiwany błąd');
  await expect(page.getByText('500', { exact: true })).toBeVisible();
  // No answer at all: 503.
  await page.unroute('**/_payload.json');
  await page.route('**/_payload.json', (route) => route.abort());
  await page.goBack();
  await expect(page.getByText('503', { exact: true })).toBeVisible();
  errors.expectNone((error) => /500|Failed to load resource|navigation/.test(error.text));
});

test('a client navigation that fails with the error screen out of reach lets the browser load the address', async ({
  page,
}) => {
  await open(page, '/popularne-marki');
  // Offline, in effect: neither the page's data nor the error screen's code comes.
  await page.route('**/_payload.json', (route) => route.abort());
  await page.route(/\/assets\/ErrorPages-[\w-]+\.js$/, (route) => route.abort());
  const link = page.locator('main a[href^="/marka-"]').first();
  const href = (await link.getAttribute('href'))!;
  const load = page.waitForRequest((request) => request.isNavigationRequest() && request.url().endsWith(href));
  await link.click();
  await load;
  await expect(page).toHaveURL(href);
  await expect(heading(page)).not.toBeEmpty();
});

test("the first views' code imports no zod: the schemas come with the API client's first call", () => {
  // The build's own record of which chunk imports which (the server preloads from it too).
  const manifest = JSON.parse(readFileSync('apps/site/dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const next of manifest[key]?.imports ?? []) closure(next, seen);
    return seen;
  };
  for (const source of [
    'src/app/entry-client.tsx',
    'src/routes/home/HomePage.tsx',
    // The listings' and the ingredient pages' chunk.
    'src/routes/listing/catalogueScreens.ts',
    'src/routes/product/ProductPage.tsx',
  ]) {
    expect(manifest[source], source).toBeDefined();
    const files = [...closure(source)].map((key) => manifest[key]!.file);
    // ~34 KB gzip: the product page carried them once, through a SKU helper that lived beside the schemas.
    expect(
      files.filter((file) => /\/(zod|review-contract|account-schemas)-/.test(file)),
      source,
    ).toEqual([]);
  }
});

test("a page's first view downloads no dialog code; the first dialog brings it", async ({ page }) => {
  // The modals' chunk (Radix Dialog, the scroll lock): ~14 KB gzip a first view has no use for.
  const dialogChunk = /\/assets\/Overlay-[\w-]+\.js$/;
  const scripts = recordScripts(page);
  const firstView = async (path: string) => {
    await open(page, path);
    await page.waitForLoadState('networkidle');
  };
  await firstView('/');
  await firstView('/pielegnacja-twarzy');
  const product = page.getByRole('list', { name: 'Produkty' }).getByRole('heading').getByRole('link').first();
  await firstView((await product.getAttribute('href'))!);
  expect(scripts.filter((url) => dialogChunk.test(url))).toEqual([]);

  const { categories } = (await (await page.request.get('/api/catalog/category-list')).json()) as {
    categories: { url_key: string; isAdultsOnly: boolean }[];
  };
  await open(page, `/${categories.find((category) => category.isAdultsOnly)!.url_key}`);
  await expect(page.getByRole('dialog', { name: 'Chcesz odkryć więcej?' })).toBeVisible();
  expect(scripts.filter((url) => dialogChunk.test(url))).toHaveLength(1);
});

test("the login and registration screens' first views carry the layout's code alone; a sign of use brings the rest", async ({
  page,
}) => {
  const layoutOnly = /\/assets\/(entry-client|rolldown-runtime|common)-[\w-]+\.js$/;
  for (const path of ['/konto/logowanie', '/konto/rejestracja']) {
    // A first visit each time: a returning visitor's screen hydrates at once.
    await page.context().clearCookies();
    const scripts = recordScripts(page);
    await open(page, path);
    await page.waitForLoadState('networkidle');
    // The form, the captcha, the account menu and zod (~200 KB gzip in all) wait for the visitor.
    expect(
      scripts.filter((url) => !layoutOnly.test(url)),
      path,
    ).toEqual([]);
    const accountMenu = page.waitForRequest(/\/assets\/AccountMenu-[\w-]+\.js$/);
    const email = page.getByRole('textbox', { name: /^(Adres e-mail|E-mail lub nazwa użytkownika)$/ });
    await email.click();
    await page.keyboard.type('ania@example.pl');
    await accountMenu;
    await expect(email).toHaveValue('ania@example.pl');
    await expect(email).toBeFocused();
    // The header's entry stays as it was while its menu takes over.
    await expect(page.getByRole('banner').getByText('Zaloguj się')).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'Nie jestem robotem' })).toBeVisible();
});

test("the footer keeps the server's markup: no code of its own in the browser, its links navigate on the client", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const requests: { type: string; url: string }[] = [];
  page.on('request', (request) => requests.push({ type: request.resourceType(), url: request.url() }));
  // The footer's own text, which only its code holds: no script the pages load carries it.
  const footerCode = 'tysiące recenzji, rankingi i nowości';
  const scriptsWithFooterCode: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes(footerCode)) scriptsWithFooterCode.push(response.url());
  });
  await open(page, '/');
  await page.waitForLoadState('networkidle');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Popularne marki' })).toBeVisible();
  await expect(footer).toContainText(footerCode);
  // A marker on the window survives a client navigation only.
  await page.evaluate(() => ((window as unknown as { kwcMarker: number }).kwcMarker = 1));
  const before = requests.length;
  await footer.getByRole('link', { name: 'Popularne marki' }).click();
  await expect(page).toHaveURL(/\/popularne-marki$/);
  await expect(heading(page)).toHaveText('Popularne marki kosmetyków');
  expect(await page.evaluate(() => (window as unknown as { kwcMarker?: number }).kwcMarker)).toBe(1);
  const after = requests.slice(before);
  expect(after.filter((request) => request.type === 'document')).toEqual([]);
  expect(after.map((request) => request.url)).toContainEqual(
    expect.stringMatching(/\/popularne-marki\/_payload\.json$/),
  );
  // Still the server's footer on the next page, and a link elsewhere is left to the browser.
  await expect(footer.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/kwc');
  await page.waitForLoadState('networkidle');
  expect(scriptsWithFooterCode).toEqual([]);
  errors.expectNone();
});

test("the first input reports the landing page's LCP to the monitoring endpoint, and nothing before it does", async ({
  page,
}) => {
  const vitals: { name: string; value: number; page: string }[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/monitoring/events')) return;
    const batch = JSON.parse(request.postData() ?? '{}') as {
      events?: { type: string; name: string; value: number; page: string }[];
    };
    vitals.push(...(batch.events ?? []).filter((event) => event.type === 'vital'));
  });
  await open(page, '/popularne-marki');
  await page.waitForLoadState('networkidle');
  expect(vitals.filter((vital) => vital.name === 'LCP')).toEqual([]);
  await page.keyboard.press('Shift');
  await expect
    .poll(() => vitals.filter((vital) => vital.name === 'LCP'))
    .toEqual([expect.objectContaining({ type: 'vital', name: 'LCP', page: '/popularne-marki' })]);
  const [lcp] = vitals.filter((vital) => vital.name === 'LCP');
  expect(lcp!.value).toBeGreaterThan(0);
});

test.describe("a listing's own code comes with the visitor's first sign of use", () => {
  // The listings' chunk, shared with the ingredient pages (catalogueScreens.ts).
  const pageCode = /\/assets\/catalogueScreens-[\w-]+\.js$/;

  test('none in the first view; the same elements come alive, and a link clicked meanwhile navigates on the client', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const scripts = recordScripts(page);
    await open(page, '/pielegnacja-twarzy');
    await page.waitForLoadState('networkidle');
    // Neither the listing's chunk nor the one of modules pages share (the layout must not need it).
    expect(scripts.filter((url) => pageCode.test(url) || /\/assets\/pages-[\w-]+\.js$/.test(url))).toEqual([]);
    const listingHeading = (await heading(page).textContent())!;
    // The server's heading: hydration must keep this very element, not draw the page anew.
    await page.evaluate(() => {
      (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('h1');
    });

    // The page's code is slow to come: the click on a product's link lands before it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pageCode, async (route) => {
      await held;
      await route.continue();
    });
    const product = page.getByRole('list', { name: 'Produkty' }).getByRole('heading').getByRole('link').first();
    const href = (await product.getAttribute('href'))!;
    await product.click();
    // Held, not followed by the browser: still the listing, the link marked busy.
    await expect(product).toHaveAttribute('aria-busy', 'true');
    expect(new URL(page.url()).pathname).toBe('/pielegnacja-twarzy');
    expect(scripts.filter((url) => pageCode.test(url))).toHaveLength(1);
    const sameHeading = await page.evaluate(
      () => (window as unknown as { firstHeading: Element | null }).firstHeading === document.querySelector('h1'),
    );
    expect(sameHeading).toBe(true);

    release();
    await expect(page).toHaveURL(href);
    await expect(heading(page)).not.toHaveText(listingHeading);
    // A client navigation: the window (and what the test left on it) is the same.
    const kept = await page.evaluate(() => 'firstHeading' in window);
    expect(kept).toBe(true);
    errors.expectNone();
  });

  test('a listing with some adult products waits too (no gate covers it): the whole catalogue', async ({ page }) => {
    const scripts = recordScripts(page);
    const payload = (await (await page.request.get('/kosmetyki/_payload.json')).json()) as {
      page: { adult?: boolean };
    };
    // Its HTML depends on the adult cookie (the adult products' tiles), yet nothing asks for the gate.
    expect(payload.page.adult).toBe(true);
    await open(page, '/kosmetyki');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => pageCode.test(url))).toEqual([]);
    await page.mouse.move(10, 200);
    await expect.poll(() => scripts.filter((url) => pageCode.test(url)).length).toBe(1);
  });

  test("a tap on the page's control before its code is in is played once the page is live, once", async ({ page }) => {
    const errors = watchErrors(page);
    await open(page, '/pielegnacja-twarzy');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pageCode, async (route) => {
      await held;
      await route.continue();
    });
    const tile = page.getByRole('list', { name: 'Produkty' }).getByRole('article').first();
    const heart = tile.getByRole('button', { name: 'Dodaj do ulubionych' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    // Tapped again while it waits: one wish, played once, not twice.
    await heart.evaluate((element) => {
      const played = { count: 0 };
      (window as unknown as { played: typeof played }).played = played;
      element.addEventListener('click', (event) => {
        if (!event.isTrusted) played.count += 1;
      });
    });
    await heart.click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ulubione', exact: true })).toBeVisible();

    release();
    await expect(tile.getByRole('button', { name: 'Usuń z ulubionych' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ulubione, 1 produkt' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { played: { count: number } }).played.count)).toBe(1);
    errors.expectNone();
  });
});

test.describe("a product page's own code comes with a first-time visitor's first sign of use", () => {
  const pageCode = /\/assets\/ProductPage-[\w-]+\.js$/;

  test('none in the first view, yet the view is counted; a tap on the heart meanwhile is played once the page is live', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const scripts = recordScripts(page);
    const { products } = (await (
      await page.request.get('/api/catalog/category-info?path=%2Fkremy-do-twarzy')
    ).json()) as { products: { name: string; urlPath: string }[] };
    const beacon = page.waitForRequest(
      (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/kwc/recently-viewed',
    );
    await open(page, `/${products[0]!.urlPath}.html`);
    // Counted with no sign of use: the layout sends the view (ProductView), not the page's code.
    await beacon;
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => pageCode.test(url) || /\/assets\/pages-[\w-]+\.js$/.test(url))).toEqual([]);

    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pageCode, async (route) => {
      await held;
      await route.continue();
    });
    const heart = page.getByRole('main').getByRole('button', { name: 'Dodaj do ulubionych' }).first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    expect(scripts.filter((url) => pageCode.test(url))).toHaveLength(1);
    release();
    await expect(page.getByRole('main').getByRole('button', { name: 'Usuń z ulubionych' }).first()).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ulubione, 1 produkt' })).toBeVisible();
    errors.expectNone();
  });

  test('a review order chosen before its code is in is applied once the page is live', async ({ page, context }) => {
    const errors = watchErrors(page);
    const { products } = (await (
      await page.request.get('/api/catalog/category-info?path=%2Fkremy-do-twarzy')
    ).json()) as { products: { urlPath: string }[] };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pageCode, async (route) => {
      await held;
      await route.continue();
    });
    await open(page, `/${products[0]!.urlPath}.html`);
    const order = page.getByLabel('Sortuj opinie');
    await order.selectOption('rating_asc');
    await page.mouse.move(10, 200);
    release();
    // The page's own change handler ran: the order is kept for the next visit, and the list follows it.
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'selected-review-sort')?.value)
      .toBe('rating_asc');
    await expect(order).toHaveValue('rating_asc');
    errors.expectNone();
  });
});

test('the layout container is 1184 px wide and centred at 1280 px and wider, and fills a phone (spec section 2)', async ({
  page,
}) => {
  await open(page, '/lista-kategorii');
  // The page's column: the element of <main> that holds the page's heading.
  const column = () =>
    page.evaluate(() => {
      let element = document.querySelector('main h1');
      while (element?.parentElement && element.parentElement.tagName !== 'MAIN') element = element.parentElement;
      const box = element!.getBoundingClientRect();
      // The width the page has for its content: the viewport less a classic scrollbar, if any.
      const viewport = document.documentElement.clientWidth;
      return { left: box.left, right: viewport - box.right, width: box.width, viewport };
    });
  for (const width of [1280, 1536]) {
    await page.setViewportSize({ width, height: 800 });
    const box = await column();
    expect(box.width, `at ${width} px`).toBe(1184);
    // Centred: the same margin either side (the page has more room than the container).
    expect(box.left, `at ${width} px`).toBeGreaterThan(0);
    expect(Math.abs(box.left - box.right), `at ${width} px: ${JSON.stringify(box)}`).toBeLessThanOrEqual(0.5);
  }
  await page.setViewportSize({ width: 375, height: 812 });
  const phone = await column();
  expect(phone).toMatchObject({ left: 0, right: 0, width: phone.viewport });
});
