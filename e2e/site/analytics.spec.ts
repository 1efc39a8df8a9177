import { expect, test } from '@playwright/test';

import { entries, startTracking } from './analyticsSupport';
import { dataLayerOf, hydrated, open, watchErrors } from './support';

// Analytics and A/B tests in the production build (issue 34, spec sections 4, 5, 7, 9), read from the
// page's `window.dataLayer`, on the shared server: no tag manager, consent group or A/B test
// configured (analytics-configured.spec.ts has a server with all three).

test.describe('without configuration', () => {
  test('page types, item views of the listing tiles seen, {hash} events and the test event', async ({ page }) => {
    const errors = watchErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });

    await open(page, '/kremy-do-twarzy');
    await expect.poll(() => entries(page, (entry) => 'pageType' in entry)).toEqual([{ pageType: 'listing' }]);
    await startTracking(page);
    // Spec section 8: no tag manager id configured.
    await expect.poll(() => warnings).toContain('[Analytics]: GTM ID not set');

    // The tiles in view for a second each give one item_view, in the order they were seen.
    // The list's own items: a tile may hold a list of its own (its badges).
    const tiles = page.getByRole('list', { name: 'Produkty' }).locator(':scope > li');
    const firstHref = await tiles.first().getByRole('link').first().getAttribute('href');
    await expect
      .poll(async () => (await entries(page, (entry) => entry.event === 'item_view')).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const views = await entries(page, (entry) => entry.event === 'item_view');
    expect(views.map((view) => view.sequence)).toEqual(views.map((_, index) => index + 1));
    for (const view of views) {
      expect(view).toEqual({
        event: 'item_view',
        element: expect.stringMatching(/^\/.+,\d+\.html$/),
        position: expect.any(Number),
        start_position: 1,
        timer: expect.any(Number),
        sequence: expect.any(Number),
      });
    }
    expect(views.find((view) => view.position === 1)?.element).toBe(firstHref);
    // A tile below the fold is not seen until it is scrolled to.
    const count = await tiles.count();
    expect(views.length).toBeLessThan(count);
    await tiles.nth(count - 1).scrollIntoViewIfNeeded();
    await expect
      .poll(async () => (await entries(page, (entry) => entry.event === 'item_view')).map((view) => view.position), {
        timeout: 10_000,
      })
      .toContain(count);
    // Seen once: no tile is counted twice.
    const positions = (await entries(page, (entry) => entry.event === 'item_view')).map((view) => view.position);
    expect(new Set(positions).size).toBe(positions.length);

    // The generic test event, for whoever sets up the tag manager.
    expect(
      await page.evaluate(() =>
        (window as unknown as { kwcAnalytics: { testEvent(): boolean } }).kwcAnalytics.testEvent(),
      ),
    ).toBe(true);
    expect(await entries(page, (entry) => entry.event === 'test_event')).toEqual([{ event: 'test_event' }]);

    // A search is its own page type; so are the product page and its section anchors' {hash} events.
    await open(page, '/kremy-do-twarzy?q=krem');
    await expect.poll(() => entries(page, (entry) => 'pageType' in entry)).toEqual([{ pageType: 'search' }]);
    await page.getByRole('list', { name: 'Produkty' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\.html$/);
    await expect
      .poll(async () => (await entries(page, (entry) => 'pageType' in entry)).at(-1))
      .toEqual({ pageType: 'product' });
    await page
      .getByRole('navigation', { name: 'Sekcje strony produktu' })
      .getByRole('link', { name: /^Opinie/ })
      .click();
    await expect(page).toHaveURL(/#opinie$/);
    await expect.poll(() => entries(page, (entry) => entry.event === 'opinie')).toEqual([{ event: 'opinie' }]);
    errors.expectNone();
  });

  test("an employee's browser: ?employee=1 keeps the flag, every visit is marked internal first; ?employee=0 clears it", async ({
    page,
  }) => {
    const internal = (entry: Record<string, unknown>) => entry.traffic_type === 'internal';
    const flag = () => page.evaluate(() => localStorage.getItem('kwc-employee'));

    await open(page, '/kremy-do-twarzy');
    await startTracking(page);
    await expect.poll(() => entries(page, (entry) => 'pageType' in entry)).toEqual([{ pageType: 'listing' }]);
    expect(await entries(page, internal)).toEqual([]);

    await open(page, '/kremy-do-twarzy?employee=1');
    await startTracking(page);
    await expect.poll(() => entries(page, (entry) => 'pageType' in entry)).toEqual([{ pageType: 'listing' }]);
    // The mark comes before the page's own entries, so the container reads it for all of them.
    expect((await dataLayerOf(page))[0]).toEqual({ traffic_type: 'internal' });
    expect(await flag()).toBe('1');

    // Kept in local storage: a later visit without the parameter is still an employee's.
    await open(page, '/');
    await startTracking(page);
    await expect.poll(() => entries(page, internal)).toEqual([{ traffic_type: 'internal' }]);

    await open(page, '/kremy-do-twarzy?employee=0');
    await startTracking(page);
    await expect.poll(() => entries(page, (entry) => 'pageType' in entry)).toEqual([{ pageType: 'listing' }]);
    expect(await entries(page, internal)).toEqual([]);
    expect(await flag()).toBeNull();
  });

  test('the page types of ingredient, brand, profile and account pages', async ({ page }) => {
    const brandHref = await (async () => {
      await open(page, '/popularne-marki');
      return page.getByRole('main').locator('a[href^="/marka-"]').first().getAttribute('href');
    })();
    const ingredientHref = await (async () => {
      await open(page, '/wazne-skladniki');
      return page.getByRole('main').locator('a[href^="/skladnik-"]').first().getAttribute('href');
    })();
    for (const [path, pageType] of [
      [brandHref!, 'brand'],
      [ingredientHref!, 'ingredient'],
      ['/konto/logowanie', 'account'],
    ] as const) {
      await page.goto(path);
      await hydrated(page);
      await expect.poll(() => entries(page, (entry) => 'pageType' in entry)).toEqual([{ pageType }]);
    }
    // Profiles are for signed-in visitors (spec section 6): ania's own and another's.
    const login = await page.request.post('/api/login_check', {
      data: { username: 'ania@demo.kwc.pl', password: 'kosmetyki123' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(login.ok()).toBe(true);
    await open(page, '/konto/profil');
    await expect.poll(() => entries(page, (entry) => 'pageType' in entry)).toEqual([{ pageType: 'profile' }]);
  });
});
