import { gunzipSync } from 'node:zlib';

import { createApi, type DatabaseHandle } from '@kwc/api';
import { openSeededDatabase } from '@kwc/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SEED_NOW, TEST_ORIGIN } from '../testing/testSite';
import { createSiteApp } from './app';
import { createPageCache, type CachedPage, type PageCache } from './pageCache';

const page = (body: string, cacheTags: string[] = []): CachedPage => ({
  body,
  etag: `W/"${body}"`,
  status: 200,
  contentType: 'text/html',
  cacheTags,
  personal: false,
});

describe('createPageCache', () => {
  it('keeps a page for its time, then renders anew', () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 1000, now: () => now });
    cache.set('/a', page('A'));
    now = 999;
    expect(cache.get('/a')?.body).toBe('A');
    now = 1000;
    expect(cache.get('/a')).toBeUndefined();
  });

  it('drops exactly the pages carrying a purged tag', () => {
    const cache = createPageCache();
    cache.set('/krem', page('krem', ['product:1', 'category:5']));
    cache.set('/serum', page('serum', ['product:2', 'category:5']));
    cache.set('/tonik', page('tonik', ['product:3', 'category:9']));
    expect(cache.purge(['category:5'])).toBe(2);
    expect(cache.get('/krem')).toBeUndefined();
    expect(cache.get('/serum')).toBeUndefined();
    expect(cache.get('/tonik')?.body).toBe('tonik');
  });

  it('lets the least recently used pages go when full', () => {
    const cache = createPageCache({ maxBytes: 3 * 2 * 100 });
    cache.set('/1', page('x'.repeat(100)));
    cache.set('/2', page('y'.repeat(100)));
    cache.set('/3', page('z'.repeat(100)));
    cache.get('/1');
    cache.set('/4', page('w'.repeat(100)));
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')).toBeDefined();
    expect(cache.size).toBe(3);
  });
});

describe('the site with its page cache', () => {
  let database: DatabaseHandle;
  let cache: PageCache;
  let request: (path: string, init?: RequestInit) => Promise<Response>;
  let app: ReturnType<typeof createSiteApp>;
  const controller = new AbortController();

  beforeAll(async () => {
    database = await openSeededDatabase(60, { now: SEED_NOW });
    cache = createPageCache();
    app = createSiteApp({
      api: createApi(database, {
        purge: (tags) => void cache.purge(tags),
        purgeIntervalMs: 50,
        signal: controller.signal,
      }),
      assets: { css: ['/assets/site.css'], js: ['/assets/entry-client.js'] },
      build: { id: 'test-build', timestamp: SEED_NOW.getTime() },
      pageCache: cache,
    });
    request = async (path, init) => app.fetch(new Request(new URL(path, TEST_ORIGIN), init));
  }, 120_000);
  afterAll(async () => {
    controller.abort();
    await database.close();
  });

  it('serves a page again from the cache until a write purges it, and never to a known visitor', async () => {
    const listing = (await (await request('/api/catalog/category-info?path=%2Fpielegnacja-twarzy')).json()) as {
      products: { sku: string; urlPath: string; name: string }[];
    };
    const [product, other] = listing.products;
    const path = `/${product!.urlPath}.html`;
    const otherPath = `/${other!.urlPath}.html`;
    const first = await (await request(path)).text();
    await request(otherPath);
    expect(first).toContain(product!.name);
    // The page as it was sent is kept under its URL (no cookies) and is what the next visitor gets.
    expect(cache.get(`${TEST_ORIGIN}${path}\n`)?.body).toBe(first);
    expect(await (await request(path)).text()).toBe(first);

    const renamed = `${product!.name} – nowa formuła`;
    const id = Number(product!.sku.replace(/^KWC-/, ''));
    await database.db.execute(`update products set name = '${renamed}' where id = ${id}`);

    // A visitor with an id of their own is never served from the cache: the write shows at once.
    const known = await request(path, {
      headers: { cookie: 'anonymous_user_id=0b7c1f1e-3d5a-4c1e-9f3a-2b6d8e4a1c7f' },
    });
    expect(await known.text()).toContain(renamed);

    // The purge (the change log, polled every 50 ms here) drops the product's page, not the other.
    const deadline = Date.now() + 10_000;
    let html = await (await request(path)).text();
    while (!html.includes(renamed) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      html = await (await request(path)).text();
    }
    expect(html).toContain(renamed);
    expect(cache.get(`${TEST_ORIGIN}${otherPath}\n`)).toBeDefined();
  });

  it('keeps an adult page per adult cookie, sent private still, and a crawler’s pages apart from a person’s', async () => {
    const path = '/strefa-intymna-18';
    const first = await request(path);
    expect(first.headers.get('cache-control')).toMatch(/^private/);
    const html = await first.text();
    expect(html).toContain('data-adult-gate="server"');
    expect(cache.get(`${TEST_ORIGIN}${path}\n`)?.body).toBe(html);
    // Her answer to the gate is in the cookies the key holds: her page has no gate, and is kept apart.
    const confirmed = { cookie: 'wiadult=1' };
    const adult = await (await request(path, { headers: confirmed })).text();
    expect(adult).not.toContain('data-adult-gate="server"');
    expect(cache.get(`${TEST_ORIGIN}${path}\nwiadult=1`)?.body).toBe(adult);
    expect(await (await request(path)).text()).toBe(html);

    // A crawler first: the next person still gets a person's page (the page's data, the gate).
    const googlebot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    for (const page of ['/lista-kategorii', `${path}?od=wyszukiwarki`]) {
      expect(await (await request(page, { headers: googlebot })).text()).toContain('"isCrawler":true');
      expect(await (await request(page)).text()).toContain('"isCrawler":false');
    }
    expect(await (await request(`${path}?od=wyszukiwarki`)).text()).toContain('data-adult-gate="server"');
  });

  it('lets an old address added to the redirects table lead on, though its 404 was kept', async () => {
    const path = '/stary-poradnik/pielegnacja-wiosenna';
    expect((await request(path)).status).toBe(404);
    expect(cache.get(`${TEST_ORIGIN}${path}\n`)?.status).toBe(404);
    await database.db.execute(
      `insert into redirects (from_path, to_path, code) values ('${path}', '/pielegnacja-twarzy', 301)`,
    );
    // The purge (the change log's redirects entry) drops the kept 404.
    const deadline = Date.now() + 10_000;
    let response = await request(path, { redirect: 'manual' });
    while (response.status === 404 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      response = await request(path, { redirect: 'manual' });
    }
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/pielegnacja-twarzy');
  });

  it('sends a cached page gzipped to a browser that takes it, with the same ETag', async () => {
    const plain = await request('/popularne-marki');
    const gzipped = await request('/popularne-marki', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(gzipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString('utf8')).toBe(await plain.text());
  });

  it('does not let a request naming another Host set the canonical address other visitors get', async () => {
    const forged = await app.fetch(new Request(new URL('/lista-kategorii', 'http://evil.example')));
    await forged.text();
    const html = await (await request('/lista-kategorii')).text();
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/lista-kategorii"/>`);
    expect(html).not.toContain('evil.example');
  });

  it('answers 304 to a list of tags or `*` naming the page, compared weakly', async () => {
    const first = await request('/popularne-marki');
    await first.text();
    const etag = first.headers.get('etag')!;
    const strong = etag.replace(/^W\//, '');
    for (const header of [`W/"other", ${etag}`, strong, '*']) {
      const again = await request('/popularne-marki', { headers: { 'if-none-match': header } });
      expect(again.status, header).toBe(304);
    }
    const other = await request('/popularne-marki', { headers: { 'if-none-match': 'W/"other"' } });
    expect(other.status).toBe(200);
  });
});
