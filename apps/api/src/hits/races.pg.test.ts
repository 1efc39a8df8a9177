import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { testAccountConfig } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { hitFacts, publicProducts } from '../testing/hits';
import { call, reviewer } from '../testing/reviews';

// PGlite runs one connection and cannot race: these run on PostgreSQL only
// (`node scripts/test.mjs api-postgres`).
const onPostgres = process.env.DATABASE_URL !== undefined;

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  if (!onPostgres) return;
  database = await openSeededDatabase(120);
  api = createApi(database, { accounts: testAccountConfig(), logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await database?.close();
});

describe.runIf(onPostgres)('HITs on PostgreSQL, with parallel requests', () => {
  it('gives exactly 30 of 50 HITs sent at once, the rest refused in Polish, every counter equal to the facts', async () => {
    const user = await reviewer(api, database.db, 'hity.naraz@example.pl');
    const ids = await publicProducts(database.db, 50);
    expect(ids).toHaveLength(50);
    const answers = await Promise.all(
      ids.map((id) => call(api, 'POST', '/kwc/hits', { body: { productSKU: `KWC-${id}` }, jar: user.jar })),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(30);
    expect(statuses.filter((status) => status === 409)).toHaveLength(20);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
        'Możesz oznaczyć jako HIT najwyżej 30 produktów.',
      );
    }
    expect(await hitFacts(database.db, user.id)).toEqual({ hitsCount: 30, rows: 30, activities: 30, drift: [] });
  });

  it('counts one HIT of a product given twice at once, and a product marked by many users at once', async () => {
    const [productId] = await publicProducts(database.db, 1, 60);
    const sku = `KWC-${productId}`;
    const [before] = await queryRows<{ n: number }>(
      database.db,
      sql`select number_of_hits as n from products where id = ${productId!}`,
    );
    const users = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => reviewer(api, database.db, `hity.wielu.${n}@example.pl`)),
    );
    const answers = await Promise.all(
      users.flatMap((user) =>
        [0, 1].map(() => call(api, 'POST', '/kwc/hits', { body: { productSKU: sku }, jar: user.jar })),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const user of users) {
      expect(await hitFacts(database.db, user.id)).toEqual({ hitsCount: 1, rows: 1, activities: 1, drift: [] });
    }
    const [after] = await queryRows<{ n: number }>(
      database.db,
      sql`select number_of_hits as n from products where id = ${productId!}`,
    );
    expect(after!.n).toBe(before!.n + 5);
  });
});
