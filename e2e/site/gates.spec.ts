import { expect, test, type Page } from '@playwright/test';

import { heading, hydrated, open, watchErrors, dataLayerOf, escapeRegExp } from './support';

// The visitor's journeys through the production build. Each test is one visitor in a fresh
// browser context; both projects run them (1280 px and 375 px).

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
    // Held until the tracking code is in (after the first view), then pushed in order.
    await expect
      .poll(async () =>
        (await dataLayerOf(page))
          .map((entry) => entry.event)
          .filter((event) => /^(popup18|potwierdzam18_tak)$/.test(String(event))),
      )
      .toEqual(['popup18', 'potwierdzam18_tak']);
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

  /**
   * What a visitor does to scroll: the wheel over the page beside the dialog (over the card itself
   * the wheel would not reach the page anyway: it contains its own scrolling), then Page Down.
   * Returns how far the page has scrolled once a smooth scroll would have run.
   */
  async function tryToScroll(page: Page): Promise<number> {
    await page.mouse.move(8, page.viewportSize()!.height / 2);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(500);
    return page.evaluate(() => window.scrollY);
  }

  test('locks the page scroll while it is open, as the server drew it and as the modal, and not after "Tak, mam 18 lat"', async ({
    page,
    browser,
  }) => {
    const category = await adultCategory(page);
    const tall = () => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

    // The server's gate, as a page without JavaScript keeps it: a long page that does not move.
    const still = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const serverPage = await still.newPage();
    await serverPage.goto(category.path);
    await expect(serverPage.getByRole('dialog', { name: 'Chcesz odkryć więcej?' })).toBeVisible();
    expect(await serverPage.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(
      400,
    );
    expect(await tryToScroll(serverPage)).toBe(0);
    await still.close();

    // The modal that takes over once the page is interactive keeps it locked.
    await open(page, category.path);
    await expect(page.locator('[data-adult-gate="server"]')).toHaveCount(0);
    const gate = page.getByRole('dialog', { name: 'Chcesz odkryć więcej?' });
    await expect(gate).toBeVisible();
    expect(await tall()).toBeGreaterThan(400);
    expect(await tryToScroll(page)).toBe(0);

    // Answered: the same wheel and key move the page.
    await gate.getByRole('button', { name: 'Tak, mam 18 lat' }).click();
    await expect(gate).toBeHidden();
    await page.mouse.move(8, page.viewportSize()!.height / 2);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const afterWheel = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(afterWheel);
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

  test('an old address of the redirects table leads on: to its page of the site, or away from the site', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    // The server answers the address itself with the table's redirect.
    const old = await request.get('/stary-poradnik/pielegnacja-zimowa', { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers()['location']).toBe('/pielegnacja-twarzy');
    await page.route('https://sklep.example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Sklep partnera</title><h1>Sklep partnera</h1>' }),
    );
    await open(page, '/');
    const documents: string[] = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    // A client navigation to the old address (as an in-site link makes): its page's data says where it leads.
    await page.evaluate(() => history.pushState(null, '', '/stary-poradnik/pielegnacja-zimowa'));
    await expect(page).toHaveURL(/\/pielegnacja-twarzy$/);
    await expect(heading(page)).toHaveText(/Pielęgnacja twarzy/);
    expect(documents).toEqual([]);
    // An address the table sends away: the browser leaves the site.
    await page.evaluate(() => history.pushState(null, '', '/sklep-partnera'));
    await expect(page).toHaveURL('https://sklep.example.com/kosmetyki');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sklep partnera');
    expect(documents).toEqual(['https://sklep.example.com/kosmetyki']);
    errors.expectNone();
  });
});
