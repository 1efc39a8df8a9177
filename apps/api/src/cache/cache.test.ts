import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { HEADER_NAMES } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { matchesEtag } from './http';
import { webhookPurgeSink } from './purge';

// HTTP caching of the catalogue API (issue [8/8] item 5): validators, CDN headers, cache tags, and
// purges that name exactly what a write touched — sent to a real HTTP listener, as to a CDN.

const logger = pino({ level: 'silent' });
let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let purgeServer: Server;
const purged: string[][] = [];
const stopPolling = new AbortController();

beforeAll(async () => {
  database = await openSeededDatabase(300);
  purgeServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      purged.push((JSON.parse(body) as { tags: string[] }).tags);
      response.writeHead(204).end();
    });
  });
  purgeServer.listen(0, '127.0.0.1');
  await once(purgeServer, 'listening');
  const { port } = purgeServer.address() as AddressInfo;
  api = createApi(database, {
    logger,
    purge: webhookPurgeSink(`http://127.0.0.1:${port}/purge`, logger),
    purgeIntervalMs: 50,
    signal: stopPolling.signal,
  });
});
afterAll(async () => {
  stopPolling.abort();
  purgeServer.close();
  await database.close();
});

const get = (path: string, headers: Record<string, string> = {}) => api.request(path, { headers });
const categoryInfo = (path: string) => `/catalog/category-info?path=${encodeURIComponent(path)}`;
const tagsOf = (response: Response) => new Set(response.headers.get(HEADER_NAMES.cacheTags)?.split(' ') ?? []);

/**
 * The tags purged since the last call, once the poller is quiet: it waits (up to 20 s, the machine
 * may be busy) until `expected` tags have all arrived, then one more second for anything extra.
 */
async function purgesSince(expected: (tags: Set<string>) => boolean = () => true): Promise<Set<string>> {
  const union = () => new Set(purged.flat());
  for (let waited = 0; waited < 20_000 && !expected(union()); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const tags = union();
  purged.length = 0;
  return tags;
}

describe('catalogue answers in shared caches', () => {
  it('carry a validator, CDN directives and the tags of every product they show', async () => {
    const response = await get(categoryInfo('/pielegnacja-twarzy'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const body = (await response.json()) as { category: { id: number }; products: { sku: string }[] };
    const tags = tagsOf(response);
    expect(tags).toContain(`category:${body.category.id}`);
    expect(body.products.length).toBeGreaterThan(0);
    for (const product of body.products) expect(tags).toContain(`product:${product.sku.slice('KWC-'.length)}`);

    const again = await get(categoryInfo('/pielegnacja-twarzy'), { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toContain('s-maxage=300');
    expect(tagsOf(again)).toEqual(tags);

    const other = await get(categoryInfo('/pielegnacja-twarzy'), { 'if-none-match': 'W/"inny"' });
    expect(other.status).toBe(200);
  });

  it('keeps answers with non-public content out of shared caches', async () => {
    const response = await get(categoryInfo('/pielegnacja-twarzy'), { [HEADER_NAMES.revealNonPublicCategories]: '1' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get(HEADER_NAMES.cacheTags)).toBeNull();
  });

  it('tags search answers with the products they found', async () => {
    const response = await get(`/catalog/text-search?text=${encodeURIComponent('krem')}`);
    const hits = (await response.json()) as { _id: string; _type: string }[];
    const products = hits.filter((hit) => hit._type === 'product');
    expect(products.length).toBeGreaterThan(0);
    for (const hit of products) expect(tagsOf(response)).toContain(hit._id.replace('product-', 'product:'));
  });

  it('purges exactly what a newly published review touched', async () => {
    const [product] = await queryRows<{
      id: number;
      url_path: string;
      brand_id: number;
      category_path: number[];
      ingredient_ids: number[];
    }>(
      database.db,
      sql`select id, url_path, brand_id, category_path, ingredient_ids from products
          where is_public and not is_adult and array_length(ingredient_ids, 1) > 0 order by id limit 1`,
    );
    const [unrelated] = await queryRows<{ id: number; url_key: string }>(
      database.db,
      sql`select id, url_key from categories
          where kind = 'category' and is_public and product_count > 0 and not (id = any(${sql.raw(`array[${product!.category_path.join(',')}]::int[]`)}))
          order by product_count desc limit 1`,
    );
    const productPage = `/catalog/product-page?urlPath=${encodeURIComponent(product!.url_path)}`;
    const pageBefore = await get(productPage);
    const unrelatedBefore = await get(categoryInfo(`/${unrelated!.url_key}`));
    expect(pageBefore.status).toBe(200);
    await purgesSince();

    // What moderation does when it publishes a review: the review and the product's figures, together.
    const [user] = await queryRows<{ id: number }>(database.db, sql`select id from users order by id limit 1`);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into reviews (product_id, user_id, rating, title, body, status, published_at)
          values (${product!.id}, ${user!.id}, 5, 'Świetny krem', 'Używam od miesiąca, skóra jest nawilżona.', 'published', now())`);
      await tx.execute(sql`update products set
          number_of_reviews = (select count(*) from reviews where product_id = ${product!.id} and status = 'published'),
          rating = (select round(avg(rating)::numeric, 2) from reviews where product_id = ${product!.id} and status = 'published')
          where id = ${product!.id}`);
    });

    const expected = new Set([
      `product:${product!.id}`,
      `reviews:product:${product!.id}`,
      `brand:${product!.brand_id}`,
      'catalogue',
      ...product!.category_path.map((id) => `category:${id}`),
      ...product!.ingredient_ids.map((id) => `ingredient:${id}`),
      'reviews',
      'reviewers',
      'home',
    ]);
    const tags = await purgesSince((arrived) => [...expected].every((tag) => arrived.has(tag)));
    expect(tags).toEqual(expected);
    expect(tags).not.toContain(`category:${unrelated!.id}`);

    // The purged answer changed; the unrelated one still validates against its old copy.
    const pageAfter = await get(productPage, { 'if-none-match': pageBefore.headers.get('etag')! });
    expect(pageAfter.status).toBe(200);
    expect(tagsOf(pageAfter)).toContain(`product:${product!.id}`);
    const unrelatedAfter = await get(categoryInfo(`/${unrelated!.url_key}`), {
      'if-none-match': unrelatedBefore.headers.get('etag')!,
    });
    expect(unrelatedAfter.status).toBe(304);
  });

  it('names every product of a bulk change, and nothing once nothing changes', async () => {
    await purgesSince();
    await database.db.execute(sql`update products set popularity = popularity + 1`);
    const [{ n }] = (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`)) as [
      { n: number },
    ];
    const products = (tags: Set<string>) => [...tags].filter((tag) => tag.startsWith('product:'));
    const tags = await purgesSince((arrived) => products(arrived).length === n);
    // 300 products: still patched one by one, so each is named.
    expect(tags).toContain('catalogue');
    expect(products(tags)).toHaveLength(n);
    expect(await purgesSince()).toEqual(new Set());
  });
});

describe('matchesEtag', () => {
  it('matches *, a tag in a list, and the strong form of a weak tag; nothing else', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('W/"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('W/"abcd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
    expect(matchesEtag('', etag)).toBe(false);
  });
});
