import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page, type Response } from '@playwright/test';

import { startSite, type StartedSite } from '../../scripts/lib/site.mjs';

/** A console message or uncaught exception the page produced. */
export interface PageError {
  text: string;
  /** The script or resource the message is about (for 'Failed to load resource', the failed URL). */
  url: string;
}

/**
 * Collects console errors and uncaught exceptions of `page`. `allowed` lets a journey excuse one
 * kind of error it causes on purpose (each caller says why next to it).
 */
export function watchErrors(page: Page) {
  const errors: PageError[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push({ text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) => errors.push({ text: `${error.name}: ${error.message}`, url: page.url() }));
  return {
    errors,
    expectNone(allowed: (error: PageError) => boolean = () => false) {
      expect(errors.filter((error) => !allowed(error))).toEqual([]);
    },
  };
}

/** Waits until the app has hydrated the page (the client sets `html[data-hydrated]`). */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The URLs of the scripts the page requests from now on (the array fills as it goes). */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** Opens `path` and waits for hydration; returns the document's response. */
export async function open(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

/** The page's h1. */
export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The product count beside a listing's h1 ('57 produktów'). */
export const productCount = (page: Page) =>
  page
    .getByRole('main')
    .getByText(/^\d[\d\s]* produkt(y|ów)?$/)
    .first();

/**
 * Waits until the page has had no animation that ends (a dialog fading or rising in) running for
 * two looks 150 ms apart, up to 3 s. Axe reads colours as drawn: mid-fade a button is paler than it
 * will be and its contrast fails (the wishlist's guided tour, fading in some 50 ms after hydration,
 * failed two CI rehearsals so). Endless animations (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  const running = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
        ),
    );
  const deadline = Date.now() + 3000;
  let quiet = 0;
  while (quiet < 2 && Date.now() < deadline) {
    quiet = (await running()) ? 0 : quiet + 1;
    await page.waitForTimeout(150);
  }
}

/** Axe over the whole page; fails with the rules broken and where (softly: the test goes on). */
export async function expectNoAxeViolations(
  page: Page,
  { soft = false, label = 'axe violations' }: { soft?: boolean; label?: string } = {},
): Promise<void> {
  await settleAnimations(page);
  // Every rule runs; only the details of passing and inapplicable checks are skipped (faster).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    nodes: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  (soft ? expect.soft : expect)(violations, label).toEqual([]);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The text of an HTML fragment: tags and comments dropped, entities decoded, spaces collapsed. */
export function htmlText(fragment: string): string {
  return normalizeSpace(
    fragment
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, code: string) => {
        if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
        if (code.startsWith('#')) return String.fromCodePoint(Number(code.slice(1)));
        return ENTITIES[code.toLowerCase()] ?? entity;
      }),
  );
}

export function normalizeSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The server's HTML for `path` (no JavaScript): what a crawler or a slow phone gets first. */
export async function serverHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.headers()['content-type']).toContain('text/html');
  return response.text();
}

/** The text of the first h1 in server HTML, or null when there is none. */
export function serverH1(html: string): string | null {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match ? htmlText(match[1]!) : null;
}

/** Prices shown in product tiles ('83,19 zł'), as numbers. */
export function pricesOf(texts: readonly string[]): number[] {
  return texts
    .map((text) => /(\d[\d\s\u00a0]*,\d{2})\s*zł/.exec(text)?.[1])
    .filter((price): price is string => price !== undefined)
    .map((price) => Number(price.replace(/[\s\u00a0]/g, '').replace(',', '.')));
}

/**
 * A second production server of the site, for a test of other feature flags than the shipped ones
 * (`KWC_FEATURES`, e.g. '-separateMobileMenuRoute'): its own port and a small seeded catalogue.
 */
export function startSiteServer({
  features,
  products = 60,
  port = Number(process.env.E2E_PORT ?? 3210) + 11,
}: {
  features: string;
  products?: number;
  port?: number;
}): Promise<StartedSite> {
  return startSite({ port, products, env: { KWC_FEATURES: features } });
}

/**
 * A visitor of an earlier day: an anonymous id (the browser's cookie) with the first face cream of
 * the catalogue on the wishlist. Returns the face creams, the saved one first.
 */
export async function visitorWithSavedProduct(
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
export async function dataLayerOf(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []);
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
