import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';

import { hydrated } from './support';

// Every route type's answer carries the security headers (issue 35): a CSP without 'unsafe-inline'
// for scripts whose hashes are the page's own inline scripts, no framing, nosniff, the referrer and
// permissions policies, HSTS only over https; each page's server HTML is valid by the Nu Html
// Checker; and no page breaks its own CSP in Chromium.

// The moderator: no journey on the shared server logs her in (ania's logins are counted per 15 min).
const DEMO = { username: 'moderator@demo.kwc.pl', password: 'kosmetyki123' };

interface RouteType {
  name: string;
  path: string;
  status: number;
  /** What the answer is: a page (HTML), data, an image, or text (robots, sitemaps, assets). */
  kind: 'page' | 'json' | 'image' | 'text';
  /** Asked signed in (account pages, profiles), as the demo moderator. */
  signedIn?: boolean;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The route types, their paths found in the seeded catalogue through the API. */
async function routeTypes(request: APIRequestContext): Promise<RouteType[]> {
  const { products } = await json<{ products: { urlPath: string }[] }>(
    request,
    '/api/catalog/products?path=/kremy-do-twarzy',
  );
  const { brands } = await json<{ brands: { slug: string }[] }>(request, '/api/brands/popular');
  const { ingredients } = await json<{ ingredients: { slug: string }[] }>(request, '/api/ingredients/important');
  const { reviewers } = await json<{ reviewers: { userId: number }[] }>(request, '/api/reviewers');
  const product = products[0]!;
  // The address ends in the product's id (`…-30-ml,116`).
  const productId = /,(\d+)$/.exec(product.urlPath)?.[1];
  expect(productId, 'the product id').toBeDefined();
  const home = await (await request.get('/')).text();
  const productHtml = await (await request.get(`/${product.urlPath}.html`)).text();
  let article: string | undefined;
  for (const [, slug] of productHtml.matchAll(/href="\/kwc-([a-z0-9-]+)"/g)) {
    if ((await request.get(`/api/articles/${slug}`)).ok()) {
      article = `/kwc-${slug}`;
      break;
    }
  }
  expect(article, 'an article linked from the product page').toBeDefined();
  const asset = /<link rel="stylesheet" href="(\/assets\/[^"]+)"/.exec(home)?.[1];
  expect(asset, 'the stylesheet').toBeDefined();
  return [
    { name: 'home', path: '/', status: 200, kind: 'page' },
    { name: 'listing', path: '/pielegnacja-twarzy', status: 200, kind: 'page' },
    { name: 'filtered listing', path: '/pielegnacja-twarzy/marka-vichy?sort=price_asc', status: 200, kind: 'page' },
    { name: 'product', path: `/${product.urlPath}.html`, status: 200, kind: 'page' },
    { name: 'brand', path: `/${brands[0]!.slug}`, status: 200, kind: 'page' },
    { name: 'ingredient', path: `/${ingredients[0]!.slug}`, status: 200, kind: 'page' },
    { name: 'article', path: article!, status: 200, kind: 'page' },
    { name: 'CMS page', path: '/kwc-o-nas', status: 200, kind: 'page' },
    { name: 'search results', path: '/szukaj.html?q=krem', status: 200, kind: 'page' },
    { name: 'reviewers', path: '/recenzentki.html', status: 200, kind: 'page' },
    { name: 'newest reviews', path: '/najnowsze-recenzje', status: 200, kind: 'page' },
    { name: 'directories', path: '/popularne-marki', status: 200, kind: 'page' },
    { name: 'wishlist', path: '/wishlist', status: 200, kind: 'page' },
    { name: 'login', path: '/konto/logowanie', status: 200, kind: 'page' },
    { name: 'registration', path: '/konto/rejestracja', status: 200, kind: 'page' },
    { name: 'account edit', path: '/konto/edycja-konta', status: 200, kind: 'page', signedIn: true },
    { name: 'own profile', path: '/konto/profil', status: 200, kind: 'page', signedIn: true },
    { name: 'profile', path: `/profil/${reviewers[0]!.userId}`, status: 200, kind: 'page', signedIn: true },
    { name: '404', path: '/nie-ma-takiej-strony', status: 404, kind: 'page' },
    { name: 'page payload', path: `/${product.urlPath}.html/_payload.json`, status: 200, kind: 'json' },
    { name: 'API JSON', path: '/api/catalog/get-menu?id=uroda', status: 200, kind: 'json' },
    { name: 'API error', path: '/api/catalog/nie-ma-takiego', status: 404, kind: 'json' },
    { name: 'API refusal', path: '/api/images/products/nie-obraz', status: 400, kind: 'json' },
    { name: 'packshot WebP', path: `/api/images/products/${productId}-320.webp`, status: 200, kind: 'image' },
    { name: 'packshot SVG', path: `/api/images/products/${productId}.svg`, status: 200, kind: 'image' },
    { name: 'avatar placeholder', path: '/api/images/placeholders/avatar.svg', status: 200, kind: 'image' },
    { name: 'robots.txt', path: '/robots.txt', status: 200, kind: 'text' },
    { name: 'sitemap', path: '/sitemap.xml', status: 200, kind: 'text' },
    { name: 'stylesheet', path: asset!, status: 200, kind: 'text' },
  ];
}

/** The CSP's directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** The `'sha256-…'` source of each inline executable script of `html`, computed here on its own. */
function inlineScriptSources(html: string): string[] {
  return [
    ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g),
  ].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

function expectSecurityHeaders(route: RouteType, response: APIResponse, body: string) {
  const headers = response.headers();
  const label = `${route.name} (${route.path})`;
  expect.soft(response.status(), `${label}: status`).toBe(route.status);
  expect.soft(headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect.soft(headers['referrer-policy'], `${label}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
    expect.soft(headers['permissions-policy'], `${label}: Permissions-Policy`).toContain(feature);
  }
  // Served over plain http here: no HSTS (the https case is its own test below).
  expect.soft(headers['strict-transport-security'], `${label}: no HSTS over http`).toBeUndefined();
  const csp = directives(headers['content-security-policy'] ?? '');
  expect.soft(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  const scripts = csp.get('script-src') ?? csp.get('default-src') ?? [];
  expect.soft(scripts, `${label}: scripts`).not.toContain("'unsafe-inline'");
  expect.soft(scripts, `${label}: scripts`).not.toContain("'unsafe-eval'");
  if (route.kind === 'page') {
    expect.soft(headers['content-type'], `${label}: HTML`).toBe('text/html; charset=utf-8');
    const inline = inlineScriptSources(body);
    // The boot script at least; each inline script is allowed by its own hash, and no other.
    expect.soft(inline.length, `${label}: inline scripts`).toBeGreaterThan(0);
    expect
      .soft(scripts.filter((source) => source.startsWith("'sha256-")).sort(), `${label}: hashes`)
      .toEqual([...new Set(inline)].sort());
    expect.soft(csp.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  } else {
    // Data, images and text never run anything.
    expect.soft(csp.get('default-src'), `${label}: default-src`).toEqual(["'none'"]);
    expect.soft(csp.has('script-src'), `${label}: no script source`).toBe(false);
  }
  if (route.kind === 'image')
    expect.soft(headers['content-type'], `${label}: an image`).toMatch(/^image\/(webp|svg\+xml)/);
  if (route.kind === 'json') expect.soft(headers['content-type'], `${label}: JSON`).toMatch(/^application\/json/);
}

/** The part of sharp used here: a plain image, as JPEG bytes. */
type SharpOf = (input: {
  create: { width: number; height: number; channels: 3; background: { r: number; g: number; b: number } };
}) => { jpeg: () => { toBuffer: () => Promise<Buffer> } };

// sharp is the API's image library (the root has none of its own): a real JPEG, not a stand-in.
const sharp = createRequire(new URL('../../apps/api/package.json', import.meta.url))('sharp') as SharpOf;

/**
 * Uploads a review photo as the demo moderator and gives its address. A page disguised as a JPEG is refused
 * first: an upload is served only as the image the server made of it.
 */
async function uploadedPhoto(signed: APIRequestContext, origin: string): Promise<string> {
  const upload = (buffer: Buffer) =>
    signed.post('/api/reviews/photos', {
      headers: { origin },
      multipart: { photo: { name: 'krem.jpg', mimeType: 'image/jpeg', buffer } },
    });
  const disguised = await upload(Buffer.from('<!DOCTYPE html><script>alert(1)</script>'));
  expect(disguised.status(), 'an HTML page sent as a JPEG').toBe(400);
  expect(disguised.headers()['content-type']).toMatch(/^application\/json/);
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 160 } } })
    .jpeg()
    .toBuffer();
  const answer = await upload(jpeg);
  expect(answer.status(), 'a JPEG').toBe(200);
  const { photo } = (await answer.json()) as { photo: { url: string } };
  return new URL(photo.url, origin).pathname;
}

async function signedInContext(request: APIRequestContext) {
  const login = await request.post('/api/login_check', { data: DEMO });
  expect(login.status()).toBe(200);
}

test.describe('security headers and valid HTML', () => {
  test('every route type answers with the security headers; pages allow exactly their own inline scripts', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const routes = await routeTypes(request);
    const signed = await playwright.request.newContext({ baseURL });
    await signedInContext(signed);
    routes.push({ name: 'uploaded photo', path: await uploadedPhoto(signed, baseURL!), status: 200, kind: 'image' });
    for (const route of routes) {
      const response = await (route.signedIn ? signed : request).get(route.path, { maxRedirects: 0 });
      expectSecurityHeaders(route, response, route.kind === 'page' ? await response.text() : '');
    }
    await signed.dispose();
  });

  test('HSTS is sent when the site is reached over https (the proxy says so), on pages and API answers', async ({
    request,
  }) => {
    for (const path of ['/', '/api/catalog/get-menu?id=uroda', '/robots.txt']) {
      const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers()['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  test('every page type is valid HTML by the Nu Html Checker', async ({ request, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const routes = (await routeTypes(request)).filter((route) => route.kind === 'page');
    const signed = await playwright.request.newContext({ baseURL });
    await signedInContext(signed);
    const dir = await mkdtemp(join(tmpdir(), 'kwc-vnu-'));
    try {
      const files = new Map<string, string>();
      for (const [index, route] of routes.entries()) {
        const html = await (await (route.signedIn ? signed : request).get(route.path)).text();
        const file = join(dir, `${String(index).padStart(2, '0')}-${route.name.replace(/\W+/g, '-')}.html`);
        await writeFile(file, html);
        files.set(`file:${file}`, route.path);
      }
      const messages = await nuCheck([...files.keys()].map((url) => url.slice('file:'.length)));
      const describe = (m: NuMessage) => `${files.get(m.url) ?? m.url}: ${m.message} ${m.extract ?? ''}`;
      // Plain notes (React's `<meta … />` slashes) are left out; warnings are listed on the test.
      const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning').map(describe);
      if (warnings.length > 0) {
        test.info().annotations.push({ type: 'Nu Html Checker warnings', description: warnings.join('\n') });
      }
      expect(messages.filter((m) => m.type !== 'info').map(describe)).toEqual([]);
    } finally {
      await signed.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  });

  test('no page breaks its own Content-Security-Policy in Chromium (fonts, images, hydration, the captcha)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const routes = (await routeTypes(request)).filter((route) => route.kind === 'page' && !route.signedIn);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const route of routes) {
      await page.goto(route.path);
      await hydrated(page);
      // The web fonts load after the first paint: wait for them before looking.
      await page.evaluate(() => document.fonts.ready);
      if (route.path === '/konto/rejestracja') {
        // The captcha solves its proof of work in a worker it makes from a blob: URL.
        await page.locator('altcha-widget input[type="checkbox"]').focus();
        await page.keyboard.press('Space');
        await expect(page.locator('altcha-widget [data-state]')).toHaveAttribute('data-state', 'verified', {
          timeout: 60_000,
        });
      }
      const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
      expect.soft(violations, `${route.path}: CSP violations`).toEqual([]);
    }
  });
});

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url: string;
  message: string;
  extract?: string;
}

/**
 * Runs the Nu Html Checker once over `files`: the jar of the `vnu-jar` package with the system's
 * Java (Debian's; the package's own Java downloader is never run).
 */
async function nuCheck(files: string[]): Promise<NuMessage[]> {
  const jar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');
  const { stderr } = await promisify(execFile)(
    'java',
    // A deep stack: the checker's schema overflows the default one on long pages. The quick JIT
    // tier only: a run this short is over before the optimizing tier pays (27 s → 8 s here).
    ['-Xss16m', '-XX:TieredStopAtLevel=1', '-jar', jar, '--format', 'json', '--exit-zero-always', ...files],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return (JSON.parse(stderr) as { messages: NuMessage[] }).messages;
}
