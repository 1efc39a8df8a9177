import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openAccountsApi, testClock } from '../testing/accounts';
import { call, cameraPhoto, reviewer, uploadPhoto } from '../testing/reviews';

// PGlite runs one connection and cannot race: these run on PostgreSQL only
// (`node scripts/test.mjs api-postgres`).
const onPostgres = process.env.DATABASE_URL !== undefined;

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  ({ database, api, close } = await openAccountsApi(testClock().now));
});
afterAll(() => close?.());

const rows = <T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) =>
  queryRows<T>(database.db, query);

async function propose(email: string, brandName: string, name: string) {
  const { jar } = await reviewer(api, database.db, email);
  const upload = await uploadPhoto(api, jar, await cameraPhoto(400, 300));
  const { photo } = (await upload.json()) as { photo: { id: number } };
  const [category] = await rows<{ id: number }>(
    sql`select c.id from categories c where c.kind = 'category' and c.status = 'PUBLISHED' and c.is_public
          and not exists (select 1 from categories k where k.parent_id = c.id and k.kind = 'category')
        order by c.id limit 1`,
  );
  const response = await call(api, 'POST', '/added-products', {
    body: {
      brandName,
      name,
      categoryId: category!.id,
      description: 'Opis produktu wystarczająco długi do wysłania.',
      photoId: photo.id,
    },
    jar,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { addedProduct: { id: number } }).addedProduct.id;
}

describe.runIf(onPostgres)('added products on PostgreSQL, with parallel decisions', () => {
  it('makes one product and one event when two moderators publish the same proposal at once; the other gets 409', async () => {
    const id = await propose('wyscig.produkt@example.pl', 'Wyścigowa Marka', 'Krem z wyścigu');
    const moderators = await Promise.all(
      ['mod.a@example.pl', 'mod.b@example.pl'].map((email) => reviewer(api, database.db, email, { role: 'moderator' })),
    );
    const answers = await Promise.all(
      moderators.map(({ jar }) =>
        call(api, 'POST', `/moderation/products/${id}/decision`, { body: { decision: 'publish' }, jar }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const products = await rows<{ id: number }>(
      sql`select id from products where source = 'user' and source_code = ${String(id)}`,
    );
    expect(products).toHaveLength(1);
    const [events] = await rows<{ n: number }>(
      sql`select count(*)::int as n from added_product_events where added_product_id = ${id}`,
    );
    expect(events!.n).toBe(1);
    const [author] = await rows<{ n: number }>(
      sql`select products_count as n from users where email = 'wyscig.produkt@example.pl'`,
    );
    expect(author!.n).toBe(1);
  });

  it('makes one brand when two proposals of the same new brand are published at once', async () => {
    const ids = [
      await propose('marka.jeden@example.pl', 'Bliźniacza Marka', 'Tonik bliźniaczy'),
      await propose('marka.dwa@example.pl', 'BLIZNIACZA marka', 'Balsam bliźniaczy'),
    ];
    const { jar } = await reviewer(api, database.db, 'mod.c@example.pl', { role: 'moderator' });
    const answers = await Promise.all(
      ids.map((id) => call(api, 'POST', `/moderation/products/${id}/decision`, { body: { decision: 'publish' }, jar })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const brands = await rows<{ brand_id: number }>(
      sql`select distinct p.brand_id from products p join added_products a on a.product_id = p.id
          where a.id in (${ids[0]!}, ${ids[1]!})`,
    );
    expect(brands).toHaveLength(1);
    const [named] = await rows<{ n: number }>(
      sql`select count(*)::int as n from brands where lower(unaccent(name)) = 'blizniacza marka'`,
    );
    expect(named!.n).toBe(1);
  });
});
