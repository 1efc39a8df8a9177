import { HEADER_NAMES, homeResponseSchema, reviewersResponseSchema } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { cacheable } from './http';
import { keptAnswers } from './kept';

// Aggregates kept in the API process: served again without their queries, and dropped as soon as
// the change log brings a write that touches them.

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await openSeededDatabase(120);
  api = createApi(database, { logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await database.close();
});

const home = async (headers: Record<string, string> = {}) => {
  const response = await api.request('/home', { headers });
  expect(response.status).toBe(200);
  return { response, body: homeResponseSchema.parse(await response.json()) };
};

/** Renames the first editorial pick: a table the change log does not follow. */
async function renamePick(title: string) {
  await database.db.execute(
    sql`update editorial_recommendations set title = ${title}
        where id = (select id from editorial_recommendations order by position, id limit 1)`,
  );
}

describe('kept answers', () => {
  it('serves the home page again as it was until a logged write touches it, then recomputes it', async () => {
    // Before the change log's first read an answer is not kept (that read starts with it).
    await home();
    await api.request('/catalog/category-info?path=/lp-wszystkie-kosmetyki'); // waits for that read
    const first = await home();
    expect(first.response.headers.has('x-kwc-keep')).toBe(false);
    await renamePick('Nowy wybór redakcji');
    // Kept: the pick's table is not in the change log, so the answer stands (as a CDN's copy would).
    const kept = await home();
    expect(kept.body).toEqual(first.body);
    expect(kept.response.headers.get('etag')).toBe(first.response.headers.get('etag'));
    expect(kept.response.headers.get(HEADER_NAMES.cacheTags)).toBe(first.response.headers.get(HEADER_NAMES.cacheTags));
    // A product write (the log records it, tagged `catalogue`) drops it: the next answer is fresh.
    const shown = first.body.newProducts[0]!;
    await database.db.execute(sql`update products set name = 'Krem odświeżony' where sku = ${shown.sku}`);
    const fresh = await home();
    expect(fresh.body.editorialRecommendations[0]!.title).toBe('Nowy wybór redakcji');
    expect(fresh.body.newProducts.find((product) => product.sku === shown.sku)?.name).toBe('Krem odświeżony');
  });

  it('drops the reviewers ranking when a review is published', async () => {
    const before = reviewersResponseSchema.parse(await (await api.request('/reviewers?page=1&pageSize=50')).json());
    const [top] = before.reviewers;
    const [product] = await queryRows<{ id: number }>(database.db, sql`select id from products order by id limit 1`);
    await database.db.execute(sql`insert into reviews (product_id, user_id, rating, title, body, status, published_at)
        values (${product!.id}, ${top!.userId}, 5, 'Polecam', 'Dobry produkt, używam codziennie.', 'published', now())`);
    const after = reviewersResponseSchema.parse(await (await api.request('/reviewers?page=1&pageSize=50')).json());
    expect(after.reviewers.find((reviewer) => reviewer.userId === top!.userId)?.reviewCount).toBe(top!.reviewCount + 1);
  });

  it('never keeps an answer with non-public content', async () => {
    await home({ [HEADER_NAMES.revealNonPublicCategories]: '1' });
    await renamePick('Wybór tylko dla redakcji');
    const revealed = await home({ [HEADER_NAMES.revealNonPublicCategories]: '1' });
    expect(revealed.body.editorialRecommendations[0]!.title).toBe('Wybór tylko dla redakcji');
    expect(revealed.response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lets an answer go after its time, and keeps only what its route asks for', async () => {
    let now = 0;
    let computed = 0;
    const kept = keptAnswers({ sync: async () => undefined, changes: () => 1, ttlMs: 1_000, now: () => now });
    const app = new Hono()
      .use(kept.middleware)
      .get('/kept', (c) => {
        cacheable(c, ['x'], { keep: true });
        return c.json({ computed: ++computed });
      })
      .get('/plain', (c) => {
        cacheable(c, ['x']);
        return c.json({ computed: ++computed });
      });
    const read = async (path: string) => ((await (await app.request(path)).json()) as { computed: number }).computed;
    expect(await read('/kept')).toBe(1);
    expect(await read('/kept')).toBe(1);
    expect(await read('/plain')).toBe(2);
    expect(await read('/plain')).toBe(3);
    now = 1_000;
    expect(await read('/kept')).toBe(4);
    kept.purge(['x']);
    expect(await read('/kept')).toBe(5);
    expect(kept.size).toBe(1);
  });
});
