import {
  apiErrorSchema,
  categoryResponseSchema,
  HIT_MESSAGES,
  hitResponseSchema,
  myHitsResponseSchema,
  productsResponseSchema,
  userResponseSchema,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openApiDocument } from '../docs/openapi';
import { openAccountsApi, testClock, type CookieJar } from '../testing/accounts';
import { hitFacts, publicProducts } from '../testing/hits';
import { isHitLimitViolation } from './service';
import { call, reviewer } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: () => Promise<void>;
const clock = testClock(new Date('2026-11-21T12:00:00Z'));

beforeAll(async () => {
  ({ database, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

const LISTING = '/pielegnacja-twarzy';

/** The listing of `path` (first page), as the site asks for it. */
async function listing(path: string) {
  const response = await api.request(`/catalog/products?path=${encodeURIComponent(path)}`);
  expect(response.status).toBe(200);
  return productsResponseSchema.parse(await response.json()).products;
}

/** The listing's path filtered to exactly `hits` HITs (the additional filter after the key slots). */
async function hitsFilterPath(hits: number): Promise<string> {
  const info = categoryResponseSchema.parse(
    await (await api.request(`/catalog/category-info?path=${encodeURIComponent(LISTING)}`)).json(),
  );
  const slots = info.category!.url_template.length;
  return `${LISTING}/${'_'.repeat(slots)}hity.${hits}-${hits}`;
}

const give = (jar: CookieJar, productSKU: string) => call(api, 'POST', '/kwc/hits', { body: { productSKU }, jar });

describe('HITs', () => {
  it('asks for a login in Polish, and refuses a bad or missing product with nothing changed', async () => {
    for (const [method, path] of [
      ['GET', '/kwc/hits/mine'],
      ['POST', '/kwc/hits'],
      ['DELETE', '/kwc/hits'],
    ] as const) {
      const response = await call(api, method, path, method === 'GET' ? {} : { body: { productSKU: 'KWC-1' } });
      expect(response.status).toBe(401);
      expect(apiErrorSchema.parse(await response.json()).error.message).toBe('Zaloguj się, aby kontynuować.');
    }
    const user = await reviewer(api, database.db, 'hit.zly@example.pl');
    const bad = await give(user.jar, 'ABC-1');
    expect(bad.status).toBe(400);
    expect(apiErrorSchema.parse(await bad.json()).error.message).toBe('Nieprawidłowy kod produktu');
    const missing = await give(user.jar, 'KWC-999999');
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(await missing.json()).error.message).toBe('Nie znaleziono produktu KWC-999999');
    expect(await hitFacts(database.db, user.id)).toEqual({ hitsCount: 0, rows: 0, activities: 0, drift: [] });
  });

  it('gives a HIT once (a second POST changes nothing), counts it everywhere and takes it back', async () => {
    const user = await reviewer(api, database.db, 'hit.raz@example.pl');
    const [productId] = await publicProducts(database.db, 1);
    const sku = `KWC-${productId}`;
    const [before] = await queryRows<{ n: number }>(
      database.db,
      sql`select number_of_hits as n from products where id = ${productId!}`,
    );
    for (let i = 0; i < 2; i++) {
      const response = await give(user.jar, sku);
      expect(response.status).toBe(200);
      expect(hitResponseSchema.parse(await response.json())).toEqual({
        productSKU: sku,
        isHit: true,
        numberOfHits: before!.n + 1,
        hitsLeft: 29,
      });
    }
    expect(await hitFacts(database.db, user.id)).toEqual({ hitsCount: 1, rows: 1, activities: 1, drift: [] });
    const mine = await call(api, 'GET', '/kwc/hits/mine', { jar: user.jar });
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(myHitsResponseSchema.parse(await mine.json())).toEqual({ skus: [sku], hitsLeft: 29 });
    const me = userResponseSchema.parse(await (await call(api, 'GET', '/user', { jar: user.jar })).json());
    expect(me.counters).toMatchObject({ hits: 1, hits_left: 29 });

    for (let i = 0; i < 2; i++) {
      const response = await call(api, 'DELETE', '/kwc/hits', { body: { productSKU: sku }, jar: user.jar });
      expect(hitResponseSchema.parse(await response.json())).toEqual({
        productSKU: sku,
        isHit: false,
        numberOfHits: before!.n,
        hitsLeft: 30,
      });
    }
    expect(await hitFacts(database.db, user.id)).toEqual({ hitsCount: 0, rows: 0, activities: 0, drift: [] });
    const after = userResponseSchema.parse(await (await call(api, 'GET', '/user', { jar: user.jar })).json());
    expect(after.counters).toMatchObject({ hits: 0, hits_left: 30 });
  });

  it('refuses the 31st HIT in Polish and changes nothing; one taken back makes room again', async () => {
    const user = await reviewer(api, database.db, 'hit.limit@example.pl');
    const ids = await publicProducts(database.db, 31, 5);
    for (const id of ids.slice(0, 30)) expect((await give(user.jar, `KWC-${id}`)).status).toBe(200);
    const refused = await give(user.jar, `KWC-${ids[30]}`);
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.parse(await refused.json()).error.message).toBe(
      'Możesz oznaczyć jako HIT najwyżej 30 produktów.',
    );
    expect(HIT_MESSAGES.limitReached).toBe('Możesz oznaczyć jako HIT najwyżej 30 produktów.');
    expect(await hitFacts(database.db, user.id)).toEqual({ hitsCount: 30, rows: 30, activities: 30, drift: [] });
    // Giving one already given is not a 31st.
    expect((await give(user.jar, `KWC-${ids[0]}`)).status).toBe(200);
    const mine = myHitsResponseSchema.parse(await (await call(api, 'GET', '/kwc/hits/mine', { jar: user.jar })).json());
    expect(mine.hitsLeft).toBe(0);
    expect([...mine.skus].sort()).toEqual(
      ids
        .slice(0, 30)
        .map((id) => `KWC-${id}`)
        .sort(),
    );
    await call(api, 'DELETE', '/kwc/hits', { body: { productSKU: `KWC-${ids[3]}` }, jar: user.jar });
    expect((await give(user.jar, `KWC-${ids[30]}`)).status).toBe(200);
    expect(await hitFacts(database.db, user.id)).toEqual({ hitsCount: 30, rows: 30, activities: 30, drift: [] });
  });

  it('refuses at the limit from the counter alone, and knows the users check’s refusal (the backstop) by its name', async () => {
    const user = await reviewer(api, database.db, 'hit.check@example.pl');
    // The counter says 30 while no rows exist: the count under the lock refuses, nothing is written.
    await database.db.execute(sql`update users set hits_count = 30 where id = ${user.id}`);
    const [id] = await publicProducts(database.db, 1, 40);
    const refused = await give(user.jar, `KWC-${id}`);
    expect(refused.status).toBe(409);
    expect(apiErrorSchema.parse(await refused.json()).error.message).toBe(HIT_MESSAGES.limitReached);
    const [rows] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from product_hits where user_id = ${user.id}`,
    );
    expect(rows!.n).toBe(0);
    // The database's own refusal of a 31st, as the service sees it thrown through Drizzle.
    const thrown = await database.db
      .execute(sql`update users set hits_count = hits_count + 1 where id = ${user.id}`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(thrown).not.toBeNull();
    expect(isHitLimitViolation(thrown)).toBe(true);
    const other = await database.db.execute(sql`update users set notes_plus_count = -1 where id = ${user.id}`).then(
      () => null,
      (error: unknown) => error,
    );
    expect(other).not.toBeNull();
    expect(isHitLimitViolation(other)).toBe(false);
    await database.db.execute(sql`update users set hits_count = 0 where id = ${user.id}`);
  });

  it('moves the product in the listing: its HIT count, the HIT filter and the Najpierw HITy sort', async () => {
    const sorted = await listing(`${LISTING}?sort=number_of_hits_desc`);
    // Two neighbours with the same count: the later (higher id) one overtakes the other with a HIT.
    const at = sorted.findIndex(
      (product, index) => index > 0 && product.numberOfHits === sorted[index - 1]!.numberOfHits,
    );
    expect(at).toBeGreaterThan(0);
    const [first, second] = [sorted[at - 1]!, sorted[at]!];
    const count = second.numberOfHits;
    expect((await listing(await hitsFilterPath(count + 1))).map((p) => p.sku)).not.toContain(second.sku);
    const user = await reviewer(api, database.db, 'hit.lista@example.pl');
    expect((await give(user.jar, second.sku)).status).toBe(200);

    const resorted = await listing(`${LISTING}?sort=number_of_hits_desc`);
    const skus = resorted.map((product) => product.sku);
    expect(skus.indexOf(second.sku)).toBeLessThan(skus.indexOf(first.sku));
    expect(resorted.find((product) => product.sku === second.sku)?.numberOfHits).toBe(count + 1);
    const hits = resorted.map((product) => product.numberOfHits);
    expect(hits).toEqual([...hits].sort((a, b) => b - a));
    const filtered = await listing(await hitsFilterPath(count + 1));
    expect(filtered.map((p) => p.sku)).toContain(second.sku);
    expect(filtered.every((product) => product.numberOfHits === count + 1)).toBe(true);
    expect((await listing(await hitsFilterPath(count))).map((p) => p.sku)).not.toContain(second.sku);
    await call(api, 'DELETE', '/kwc/hits', { body: { productSKU: second.sku }, jar: user.jar });
  });

  it('is listed in the OpenAPI document with its answers', () => {
    const doc = openApiDocument();
    const post = doc.paths['/api/kwc/hits']?.post as { responses: Record<string, unknown> };
    expect(Object.keys(post.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '500', '503']);
    expect(doc.paths['/api/kwc/hits']?.delete).toBeDefined();
    expect(doc.paths['/api/kwc/hits/mine']?.get).toBeDefined();
  });
});
