import { createApi, type DatabaseHandle } from '@kwc/api';
import { openSeededDatabase } from '@kwc/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SEED_NOW, TEST_ORIGIN } from '../testing/testSite';
import { createApiCache, type ApiCache } from './apiCache';
import { createSiteApp } from './app';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let cache: ApiCache;
/** What the renderer asked the API for (path and query), in order. */
const calls: string[] = [];
let request: (path: string, init?: RequestInit) => Promise<Response>;
const controller = new AbortController();

beforeAll(async () => {
  database = await openSeededDatabase(60, { now: SEED_NOW });
  cache = createApiCache();
  api = createApi(database, {
    purge: (tags) => void cache.purge(tags),
    purgeIntervalMs: 50,
    signal: controller.signal,
  });
  const app = createSiteApp({
    api: {
      fetch: (apiRequest) => {
        const url = new URL(apiRequest.url);
        calls.push(`${url.pathname}${url.search}`);
        return api.fetch(apiRequest);
      },
    },
    assets: { css: ['/assets/site.css'], js: ['/assets/entry-client.js'] },
    build: { id: 'test-build', timestamp: SEED_NOW.getTime() },
    apiCache: cache,
  });
  request = async (path, init) => app.fetch(new Request(new URL(path, TEST_ORIGIN), init));
}, 120_000);
afterAll(async () => {
  controller.abort();
  await database.close();
});

/** The page's HTML and the API calls its render made. */
async function render(path: string, init?: RequestInit) {
  calls.length = 0;
  const response = await request(path, init);
  return { status: response.status, html: await response.text(), calls: [...calls] };
}

async function products() {
  const response = await api.fetch(new Request('http://api.test/catalog/category-info?path=%2Fpielegnacja-twarzy'));
  return ((await response.json()) as { products: { sku: string; urlPath: string; name: string }[] }).products;
}

describe('the API answers kept for the renderer', () => {
  it('renders a page again without asking the API for the shared answers it has', async () => {
    const [product] = await products();
    const path = `/${product!.urlPath}.html`;
    const first = await render(path);
    expect(first.status).toBe(200);
    expect(first.calls.some((call) => call.startsWith('/catalog/get-menu'))).toBe(true);
    expect(first.calls.length).toBeGreaterThan(1);
    const again = await render(path);
    expect(again.html).toBe(first.html);
    expect(again.calls).toEqual([]);
    // Another page reads the menus kept by the first, and asks for its own data only.
    const listing = await render('/pielegnacja-twarzy');
    expect(listing.status).toBe(200);
    expect(listing.calls.some((call) => call.startsWith('/catalog/get-menu'))).toBe(false);
    expect(listing.calls.some((call) => call.startsWith('/catalog/category-info'))).toBe(true);
  });

  it("shows a catalogue write on the next render once the change log's purge comes, keeping the rest", async () => {
    const [product, other] = await products();
    const path = `/${product!.urlPath}.html`;
    const otherPath = `/${other!.urlPath}.html`;
    await render(path);
    await render(otherPath);
    const renamed = `${product!.name} – nowa formuła`;
    const id = Number(product!.sku.replace(/^KWC-/, ''));
    await database.db.execute(`update products set name = '${renamed}' where id = ${id}`);

    const deadline = Date.now() + 10_000;
    let page = await render(path);
    while (!page.html.includes(renamed) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      page = await render(path);
    }
    expect(page.html).toContain(renamed);
    // The other product's answers were not purged: its page renders from what is kept.
    const otherAgain = await render(otherPath);
    expect(otherAgain.html).toContain(other!.name);
    expect(otherAgain.calls.filter((call) => call.includes(other!.urlPath.split('/').pop()!))).toEqual([]);
  });
});

/** The API, counting the requests it answers. */
function countingApi() {
  const counting = {
    asked: 0,
    fetch: (apiRequest: Request) => {
      counting.asked += 1;
      return api.fetch(apiRequest);
    },
  };
  return counting;
}

describe('createApiCache', () => {
  const categoryInfo = () => new Request('http://api.test/catalog/category-info?path=%2Fmakijaz');

  it("keeps no answer for one visitor (the API's private ones)", async () => {
    const counting = countingApi();
    const kept = createApiCache().wrap(counting);
    const visitor = '0b7c1f1e-3d5a-4c1e-9f3a-2b6d8e4a1c7f';
    const wishlist = () => new Request(`http://api.test/kwc/wishlist?anonymousId=${visitor}&page=1&pageSize=10`);
    const first = await kept.fetch(wishlist());
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toContain('private');
    await first.text();
    await (await kept.fetch(wishlist())).text();
    expect(counting.asked).toBe(2);
  });

  it('keeps no error answer', async () => {
    const counting = countingApi();
    const kept = createApiCache().wrap(counting);
    const missing = () => new Request('http://api.test/catalog/category-info?path=%2Fnie-ma-takiej-kategorii');
    const first = await kept.fetch(missing());
    expect(first.status).toBe(404);
    await first.text();
    expect((await kept.fetch(missing())).status).toBe(404);
    expect(counting.asked).toBe(2);
  });

  it('keeps an answer for its time at most, then asks again', async () => {
    let now = 0;
    const counting = countingApi();
    const kept = createApiCache({ ttlMs: 1000, now: () => now }).wrap(counting);
    const first = await (await kept.fetch(categoryInfo())).json();
    now = 999;
    expect(await (await kept.fetch(categoryInfo())).json()).toEqual(first);
    expect(counting.asked).toBe(1);
    now = 1000;
    await (await kept.fetch(categoryInfo())).json();
    expect(counting.asked).toBe(2);
  });

  it('does not keep an answer made while a purge came in (it may predate the write)', async () => {
    const apiCache = createApiCache();
    let asked = 0;
    const kept = apiCache.wrap({
      fetch: async (apiRequest) => {
        asked += 1;
        const response = await api.fetch(apiRequest);
        // A purge of anything lands while the first answer is being made.
        if (asked === 1) apiCache.purge(['product:999999']);
        return response;
      },
    });
    const first = await kept.fetch(categoryInfo());
    expect(first.status).toBe(200);
    await first.json();
    await (await kept.fetch(categoryInfo())).json();
    expect(asked).toBe(2);
    await (await kept.fetch(categoryInfo())).json();
    expect(asked).toBe(2);
  });

  it('gives the cache tags of a kept answer to the page, products included', async () => {
    const kept = createApiCache().wrap(api);
    const made = await kept.fetch(categoryInfo());
    const again = await kept.fetch(categoryInfo());
    const tags = again.headers.get('x-kwc-cache-tags')!.split(' ');
    expect(tags).toEqual(made.headers.get('x-kwc-cache-tags')!.split(' '));
    const { products: shown } = (await again.json()) as { products: { sku: string }[] };
    expect(shown.length).toBeGreaterThan(0);
    for (const product of shown) expect(tags).toContain(`product:${product.sku.replace(/^KWC-/, '')}`);
  });

  it("reads a kept answer the way the API's own reads, as often as asked", async () => {
    const own = await (await api.fetch(categoryInfo())).text();
    const kept = createApiCache().wrap(api);
    await (await kept.fetch(categoryInfo())).text();
    const again = await kept.fetch(categoryInfo());
    expect(again.ok).toBe(true);
    expect(again.headers.get('content-type')).toContain('application/json');
    expect(await again.text()).toBe(own);
    expect(await again.json()).toEqual(JSON.parse(own));
    expect(new TextDecoder().decode(await again.arrayBuffer())).toBe(own);
    expect(await again.clone().text()).toBe(own);
  });

  it('parses a kept answer once, and no reader can change what the next one reads', async () => {
    const kept = createApiCache().wrap(api);
    await (await kept.fetch(categoryInfo())).text();
    const first = (await (await kept.fetch(categoryInfo())).json()) as { products: { name: string }[] };
    const second = (await (await kept.fetch(categoryInfo())).json()) as { products: { name: string }[] };
    expect(second).toBe(first);
    expect(() => {
      first.products[0]!.name = 'zmienione';
    }).toThrow(TypeError);
    expect(() => first.products.pop()).toThrow(TypeError);
    expect(second.products[0]!.name).not.toBe('zmienione');
  });
});
