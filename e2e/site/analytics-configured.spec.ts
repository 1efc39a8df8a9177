import { expect, test, type Page } from '@playwright/test';

import { startSite, type StartedSite } from '../../scripts/lib/site.mjs';
import { abCookie, entries, hydratedOwn, startTracking } from './analyticsSupport';
import { dataLayerOf, watchErrors } from './support';

// Analytics and A/B tests on a server of this spec's own, with a tag manager (its script a local
// stand-in: nothing is loaded from the network), a consent group and A/B tests configured. A journey
// on its own server: desktop only, like the others (playwright.config.ts).

test.describe('with a tag manager, a consent group and A/B tests configured', () => {
  // Runs once, in one worker: the server is this spec's own, and nothing here depends on the viewport.
  test.describe.configure({ mode: 'serial' });
  const port = Number(process.env.E2E_PORT ?? 3210) + 62;
  const origin = `http://127.0.0.1:${port}`;
  const day = 86_400_000;
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const demoEnd = iso(now + 30 * day);
  const TESTS = [
    // All 'B': the visible variant (the gold stripe over the header) is certain.
    { id: 'demo-pasek-naglowka', duration: { from: iso(now - day), to: demoEnd }, segments: { A: 0, B: 100 } },
    // Percentages summing to 99: everyone gets 'A'.
    { id: 'suma-99', duration: { from: iso(now - day), to: iso(now + 60 * day) }, segments: { A: 40, B: 59 } },
    // Over: never drawn, and an old assignment is dropped.
    { id: 'zakonczony', duration: { from: iso(now - 60 * day), to: iso(now - day) }, segments: { A: 50, B: 50 } },
    // Not started yet: nothing drawn.
    { id: 'przyszly', duration: { from: iso(now + day), to: iso(now + 90 * day) }, segments: { A: 50, B: 50 } },
  ];
  let site: StartedSite;

  // eslint-disable-next-line no-empty-pattern -- Playwright passes testInfo second, after the fixtures.
  test.beforeAll(async ({}, testInfo) => {
    // The phone's tests are skipped; their hook must not start a second server on the same port.
    if (testInfo.project.name !== 'desktop') return;
    test.setTimeout(180_000);
    site = await startSite({
      port,
      products: 60,
      env: {
        KWC_AB_TESTS: JSON.stringify(TESTS),
        KWC_GTM_ID: 'GTM-KWC123',
        KWC_GTM_SCRIPT_URL: `${origin}/gtm-stand-in.js`,
        KWC_CONSENT_GROUP_ID: 'C0002',
        // The ads context goes with the ads flag only (spec section 7): off here, on on the shared server.
        KWC_FEATURES: '-ads',
      },
    });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  /** Serves the tag manager's stand-in; returns the addresses it was asked for. */
  async function standIn(page: Page): Promise<string[]> {
    const requested: string[] = [];
    await page.route(`${origin}/gtm-stand-in.js*`, async (route) => {
      requested.push(route.request().url());
      await route.fulfill({ contentType: 'text/javascript', body: 'window.__gtmStandIn = true;' });
    });
    return requested;
  }

  test('nothing reaches the data layer or the tag manager before consent; then the events, the A/B assignment and gtm.js', async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    const requested = await standIn(page);
    // An assignment of an earlier visit: a test that is over and one no longer configured.
    await context.addCookies([{ name: 'abconfig', value: 'zakonczony:B|stary-test:B', url: origin }]);
    await page.goto(`${origin}/kremy-do-twarzy`);
    await hydratedOwn(page);
    await startTracking(page);
    // The A/B assignment is written (its cookie) while its impressions wait for consent with the rest.
    await expect.poll(() => abCookie(context), { timeout: 15_000 }).toBe('demo-pasek-naglowka:B|suma-99:A');
    expect(await dataLayerOf(page)).toEqual([]);
    expect(requested).toEqual([]);

    // The visitor consents to the configured group (OneTrust's event and its list of groups).
    await page.evaluate(() => {
      (window as unknown as { OptanonActiveGroups: string }).OptanonActiveGroups = ',C0001,C0002,';
      window.dispatchEvent(new CustomEvent('OneTrustGroupsUpdated', { detail: ['C0001', 'C0002'] }));
    });
    await expect.poll(() => requested, { timeout: 15_000 }).toEqual([`${origin}/gtm-stand-in.js?id=GTM-KWC123`]);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __gtmStandIn?: boolean }).__gtmStandIn))
      .toBe(true);
    const layer = await dataLayerOf(page);
    expect(layer).toContainEqual({ pageType: 'listing' });
    expect(layer).toContainEqual({ event: 'gtm.js', 'gtm.start': expect.any(Number) });
    // One impression per assignment, in the configuration's order.
    expect(layer.filter((entry) => entry.event === 'experience_impression')).toEqual([
      { event: 'experience_impression', exp_variant_string: 'demo-pasek-naglowka:B' },
      { event: 'experience_impression', exp_variant_string: 'suma-99:A' },
    ]);

    // The cookie lasts until the end of the first test's window.
    const cookie = (await context.cookies(origin)).find((entry) => entry.name === 'abconfig')!;
    expect(Math.abs(cookie.expires * 1000 - Date.parse(demoEnd))).toBeLessThan(2000);

    // The demo test's 'B' is seen: a gold stripe over the header, on the next page too (from the server).
    await expect(page.locator('[data-ab-demo="B"]')).toHaveCount(1);
    await page.goto(`${origin}/kremy-do-twarzy`);
    await hydratedOwn(page);
    const stripe = await page.evaluate(() => {
      const bar = document.querySelector('[data-ab-demo="B"] header')?.closest('[data-ab-demo] > *');
      return bar ? getComputedStyle(bar).borderTopWidth : null;
    });
    expect(stripe).toBe('4px');
    // Already assigned: no new draw, no new impression (consent given on this page from the start).
    await page.evaluate(() => {
      (window as unknown as { OptanonActiveGroups: string }).OptanonActiveGroups = ',C0002,';
    });
    await startTracking(page);
    await expect.poll(() => requested.length, { timeout: 15_000 }).toBe(2);
    await page.waitForLoadState('networkidle');
    await expect.poll(() => entries(page, (entry) => 'pageType' in entry)).toEqual([{ pageType: 'listing' }]);
    const kept = (await context.cookies(origin)).find((entry) => entry.name === 'abconfig')!.value;
    expect(decodeURIComponent(kept)).toBe('demo-pasek-naglowka:B|suma-99:A');
    expect(await entries(page, (entry) => entry.event === 'experience_impression')).toEqual([]);
    // A returning visitor's listing hydrated with the page: with the ads flag off, no ads context.
    expect(await entries(page, (entry) => entry.event === 'ads_context')).toEqual([]);
    errors.expectNone();
  });

  test("a test environment (its header) always gets 'A'", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-kwc-test-environment': '1' } });
    const page = await context.newPage();
    await standIn(page);
    await page.goto(`${origin}/kremy-do-twarzy`);
    await hydratedOwn(page);
    await startTracking(page);
    await expect.poll(() => abCookie(context), { timeout: 15_000 }).toBe('demo-pasek-naglowka:A|suma-99:A');
    await expect(page.locator('[data-ab-demo="A"]')).toHaveCount(1);
    await context.close();
  });
});
