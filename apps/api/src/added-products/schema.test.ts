import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { refusal } from '../testing/refusal';

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openSeededDatabase(120);
});
afterAll(() => database.close());

describe('migration 0015_added_products', () => {
  it('stores an added product with its matched INCI and a pending status by default', async () => {
    await database.db.execute(
      sql`insert into added_products (user_id, brand_name, name, category_id, description, photo_id, ingredient_ids, unknown_ingredients)
          values (1, 'Nowa Marka', 'Krem testowy', 1, 'Opis produktu dodanego przez użytkowniczkę', 1, '{1,2}', '{Coś}')`,
    );
    const [row] = await queryRows<{ status: string; ingredient_ids: number[]; unknown_ingredients: string[] }>(
      database.db,
      sql`select status, ingredient_ids, unknown_ingredients from added_products where name = 'Krem testowy'`,
    );
    expect(row).toEqual({ status: 'pending', ingredient_ids: [1, 2], unknown_ingredients: ['Coś'] });
  });

  it('keeps added_product_events append-only: a trigger refuses UPDATE and DELETE', async () => {
    await database.db.execute(
      sql`insert into added_product_events (added_product_id, actor_id, from_status, to_status, reason_codes)
          values (1, 1, 'pending', 'rejected', '{duplicate}')`,
    );
    expect(await refusal(database.db.execute(sql`update added_product_events set to_status = 'published'`))).toMatch(
      /append-only \(UPDATE refused\)/,
    );
    expect(await refusal(database.db.execute(sql`delete from added_product_events`))).toMatch(
      /append-only \(DELETE refused\)/,
    );
    const [kept] = await queryRows<{ to_status: string }>(database.db, sql`select to_status from added_product_events`);
    expect(kept!.to_status).toBe('rejected');
  });
});
