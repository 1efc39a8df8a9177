import { expect, test } from '@playwright/test';

import { DEMO_PASSWORD } from './mailSite';
import { heading, hydrated, open, pricesOf, productCount, watchErrors } from './support';

// What a new visitor tripped on (issue 34, item 9): each journey here failed before its fix.

test.describe('the catalogue root', () => {
  test('/katalog-uroda and /kosmetyki list the whole catalogue, rendered and by client navigation', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    const whole = (await (
      await page.request.get('/api/catalog/category-info?path=%2Flp-wszystkie-kosmetyki')
    ).json()) as { total: number; renderedTemplates: { heading: string } };
    expect(whole.total).toBeGreaterThan(0);

    // Server render: the whole catalogue, not 404.
    for (const root of ['/katalog-uroda', '/katalog-uroda/', '/kosmetyki']) {
      const response = await open(page, root);
      expect(response?.status(), root).toBe(200);
      await expect(heading(page)).toHaveText(whole.renderedTemplates.heading);
      await expect(productCount(page)).toHaveText(new RegExp(`^${whole.total} produkt`));
    }

    // Client navigation from another page: the same listing, not the error screen.
    await open(page, '/pielegnacja-twarzy');
    for (const root of ['/kosmetyki', '/katalog-uroda']) {
      await page.evaluate((target) => {
        history.pushState(null, '', target);
        dispatchEvent(new PopStateEvent('popstate'));
      }, root);
      await expect(page).toHaveURL(root);
      await expect(heading(page)).toHaveText(whole.renderedTemplates.heading);
      await expect(productCount(page)).toHaveText(new RegExp(`^${whole.total} produkt`));
      // The listing is settled, not left dimmed as if another state were on its way.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await hydrated(page);
    }
    errors.expectNone();
  });
});

test.describe('the first tap', () => {
  test('one tap on a fresh listing opens the sort', async ({ page, isMobile }) => {
    await page.goto('/pielegnacja-twarzy');
    const sort = page.getByRole('main').getByRole('button', { name: /Sortuj/ });
    // The first sign of use is this tap: the page and its controls load with it.
    if (isMobile) await sort.tap();
    else await sort.click();
    await expect(page.getByRole('listbox', { name: 'Sortuj' })).toBeVisible({ timeout: 10_000 });
    await page.getByRole('listbox', { name: 'Sortuj' }).getByRole('option', { name: 'Najniższa cena' }).click();
    await expect(page).toHaveURL('/pielegnacja-twarzy?sort=price_asc');
  });
});

test.describe('toasts', () => {
  test("'Dodano do ulubionych' stays below the header: its heart and 'Zaloguj się' stay in reach", async ({
    page,
  }, testInfo) => {
    const listing = (await (
      await page.request.get('/api/catalog/category-info?path=%2Fpielegnacja-twarzy')
    ).json()) as { products: { urlPath: string }[] };
    await open(page, `/${listing.products[0]!.urlPath}.html`);
    await page
      .getByRole('main')
      .getByRole('button', { name: 'Dodaj do ulubionych' })
      .filter({ visible: true })
      .first()
      .click();
    const toast = page.getByRole('region', { name: 'Powiadomienia (F8)' }).getByRole('listitem');
    await expect(toast).toContainText('Dodano do ulubionych');
    const header = (await page.getByRole('banner').boundingBox())!;
    await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await page.screenshot({ path: testInfo.outputPath('toast.png') });
    // The header's controls take a tap while the toast is shown (a covered one would not).
    const banner = page.getByRole('banner');
    await banner.getByRole('link', { name: /^Ulubione/ }).click({ trial: true, timeout: 2000 });
    const login = banner
      .getByRole('link', { name: 'Zaloguj się' })
      .or(banner.getByRole('button', { name: 'Zaloguj się' }));
    if (await login.first().isVisible()) await login.first().click({ trial: true, timeout: 2000 });
  });
});

test.describe('the newest reviews', () => {
  test("a review the five lines cut offers 'Czytaj więcej' before any sign of use, and it opens the review", async ({
    page,
  }, testInfo) => {
    await page.goto('/najnowsze-recenzje');
    // The server's page, as a visitor reading without touching it sees it.
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    const states = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const button = [...article.querySelectorAll('button')].find((b) => b.textContent?.includes('Czytaj więcej'));
        const body = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
        const clamped = [...article.querySelectorAll('div[id]')].find(
          (d) => getComputedStyle(d).webkitLineClamp === '5',
        );
        return {
          cut: clamped ? clamped.scrollHeight > clamped.clientHeight + 1 : false,
          offered: button ? getComputedStyle(button).visibility === 'visible' && body === clamped : false,
        };
      }),
    );
    expect(states.length).toBeGreaterThan(0);
    // Every cut review offers the rest, and none that fits offers it.
    expect(states.map((state) => state.offered)).toEqual(states.map((state) => state.cut));
    await page.screenshot({ path: testInfo.outputPath('newest-reviews.png'), fullPage: false });
    const index = states.findIndex((state) => state.cut);
    if (index < 0) return; // the widest screen may cut none
    const card = cards.nth(index);
    await card.getByRole('button', { name: 'Czytaj więcej' }).click();
    await expect(card.getByRole('button', { name: 'Zwiń' })).toHaveAttribute('aria-expanded', 'true');
    const body = card.locator(
      `[id="${await card.getByRole('button', { name: 'Zwiń' }).getAttribute('aria-controls')}"]`,
    );
    expect(await body.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
  });
});

test.describe('the 18+ gate', () => {
  test('hides the page from the first frame to the answer: no frame shows it through a fading backdrop', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const frames: { cover: number; blurred: boolean }[] = [];
      (window as unknown as { gateFrames: typeof frames }).gateFrames = frames;
      const look = () => {
        if (document.getElementById('tresc')) {
          let cover = 0;
          let blurred = false;
          for (const gate of document.querySelectorAll('[data-adult-gate="server"], [data-kwc-overlay]')) {
            const style = getComputedStyle(gate);
            const alpha = Number(/rgba\(([^)]+)\)/.exec(style.backgroundColor)?.[1]?.split(',')[3] ?? '1');
            if (Number(style.opacity) * alpha > cover) {
              cover = Number(style.opacity) * alpha;
              blurred = style.backdropFilter.includes('blur');
            }
          }
          frames.push({ cover, blurred });
        }
        if (frames.length < 240) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await page.goto('/strefa-intymna-18');
    await expect(page.getByRole('dialog', { name: 'Chcesz odkryć więcej?' })).toBeVisible();
    await hydrated(page);
    // The client's modal has taken over (its backdrop), and a few frames after it.
    await expect(page.locator('[data-kwc-overlay]')).toHaveCount(1);
    await page.waitForTimeout(500);
    const frames = await page.evaluate(
      () => (window as unknown as { gateFrames: { cover: number; blurred: boolean }[] }).gateFrames,
    );
    expect(frames.length).toBeGreaterThan(10);
    for (const frame of frames) expect(frame).toEqual({ cover: 0.72, blurred: true });
  });
});

test.describe('an ingredient page', () => {
  test('pages, sorts and filters all its products on its own address', async ({ page, isMobile }) => {
    test.setTimeout(60_000);
    const errors = watchErrors(page);
    const { productCount: total } = (await (await page.request.get('/api/ingredients/fenoksyetanol')).json()) as {
      productCount: number;
    };
    expect(total).toBeGreaterThan(24);
    await open(page, '/skladnik-fenoksyetanol');
    const main = page.getByRole('main');
    const count = productCount(page);
    await expect(count).toHaveText(new RegExp(`^${total} produkt`));
    const tiles = page.getByRole('list', { name: 'Produkty' }).getByRole('article');
    await expect(tiles).toHaveCount(24);
    // Its pages: links on its own address.
    await expect(
      main.getByRole('navigation', { name: 'Strony' }).getByRole('link', { name: /Następna/ }),
    ).toHaveAttribute('href', '/skladnik-fenoksyetanol?page=2');

    // Its sort: the address takes it, the tiles follow the order.
    await main.getByRole('button', { name: /Sortuj/ }).click();
    await page.getByRole('listbox', { name: 'Sortuj' }).getByRole('option', { name: 'Najniższa cena' }).click();
    await expect(page).toHaveURL(/\/skladnik-fenoksyetanol\?sort=price_asc$/);
    await expect(async () => {
      const prices = pricesOf(await tiles.allInnerTexts());
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();
    await expect(count).toHaveText(new RegExp(`^${total} produkt`));

    // Its filters: a brand's tick narrows the ingredient's products to the brand's.
    if (isMobile) await main.getByRole('button', { name: 'Filtry', exact: true }).click();
    const filters = isMobile
      ? page.getByRole('dialog', { name: 'Filtry' })
      : page.getByRole('region', { name: 'Filtry' });
    await expect(filters.getByRole('group', { name: 'Składniki' })).toHaveCount(0);
    const optionLabel = filters
      .getByRole('group', { name: 'Marka' })
      .getByText(/^.+ \(\d+ produkt(y|ów)?\)$/)
      .first();
    const [, brand, brandCount] = /^(.+) \((\d+) produkt\S*\)$/.exec((await optionLabel.textContent())!)!;
    await optionLabel.click();
    await expect(page).toHaveURL(/\/skladnik-fenoksyetanol\/marka\.marka-[a-z0-9-]+\?sort=price_asc$/);
    if (isMobile) await filters.getByRole('button', { name: /^Pokaż \d+/ }).click();
    await expect(count).toHaveText(new RegExp(`^${brandCount} produkt`));
    await expect(tiles).toHaveCount(Math.min(24, Number(brandCount)));
    for (const name of await tiles.getByRole('heading').allTextContents()) expect(name).toContain(brand);

    // Back: the ingredient's whole list again.
    await page.goBack();
    await expect(page).toHaveURL(/\/skladnik-fenoksyetanol\?sort=price_asc$/);
    await expect(count).toHaveText(new RegExp(`^${total} produkt`));
    errors.expectNone();
  });
});

test.describe('the login page', () => {
  test("a login typed and sent while the page's code still loads goes through as typed", async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/konto/logowanie');
    await hydrated(page);
    const pageChunks = await page.evaluate(
      () =>
        (JSON.parse(document.getElementById('__KWC_DATA__')!.textContent!) as { assets: { pageChunks: string[] } })
          .assets.pageChunks,
    );
    expect(pageChunks.length).toBeGreaterThan(0);
    // The form's code held back as on a slow line, until the login is typed and sent.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const requested: string[] = [];
    await page.route(
      (url) => pageChunks.includes(url.pathname),
      async (route) => {
        requested.push(route.request().url());
        await released;
        await route.continue();
      },
    );
    await page.getByLabel('E-mail lub nazwa użytkownika').fill('ola@demo.kwc.pl');
    await page.getByLabel('Hasło', { exact: true }).fill(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    // The first sign of use asked for the code; the press waits for it, nothing sent by the browser.
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect(page.locator('#tresc').getByRole('button', { name: 'Zaloguj się' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(page).toHaveURL(/\/konto\/logowanie$/);
    release();
    await expect(page).not.toHaveURL(/\/konto\/logowanie/, { timeout: 20_000 });
    expect(page.url()).not.toContain(DEMO_PASSWORD);
    expect((await page.request.get('/api/user')).status()).toBe(200);
    // A chunk the next page asks for may still be in the handler as the context closes.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    errors.expectNone();
  });
});
