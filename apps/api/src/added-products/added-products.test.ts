import {
  ACCOUNT_MESSAGES,
  ADDED_PRODUCT_MESSAGES,
  addedProductFormOptionsSchema,
  addedProductResponseSchema,
  apiErrorSchema,
  inciCheckSchema,
  myAddedProductsResponseSchema,
  REVIEW_MESSAGES,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openAccountsApi, testClock } from '../testing/accounts';
import { call, cameraPhoto, reviewer, uploadPhoto } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: () => Promise<void>;
const clock = testClock(new Date('2026-11-28T12:00:00Z'));

beforeAll(async () => {
  ({ database, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

const rows = <T extends Record<string, unknown>>(query: Parameters<typeof queryRows>[1]) =>
  queryRows<T>(database.db, query);
const stored = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from added_products`))[0]!.n;
const errorOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error;

async function photoOf(jar: Parameters<typeof uploadPhoto>[1]) {
  const response = await uploadPhoto(api, jar, await cameraPhoto(400, 300));
  return ((await response.json()) as { photo: { id: number } }).photo.id;
}

async function firstOptions(jar: Parameters<typeof uploadPhoto>[1]) {
  const response = await call(api, 'GET', '/added-products/form-options', { jar });
  expect(response.status).toBe(200);
  return addedProductFormOptionsSchema.parse(await response.json());
}

const description = 'Lekki krem na dzień, szybko się wchłania i nie bieli skóry.';

describe('added products: the calls', () => {
  it('refuses the logged out (401) and the four guards (403) on create; nothing is stored', async () => {
    const body = { brandName: 'Nowa', name: 'Krem', categoryId: 1, description, photoId: 1 };
    // The seed's demo proposal (ania's) is there from the start.
    const before = await stored();
    expect((await call(api, 'POST', '/added-products', { body })).status).toBe(401);
    expect((await call(api, 'GET', '/added-products/form-options')).status).toBe(401);
    expect((await call(api, 'GET', '/added-products/mine')).status).toBe(401);
    const cases: [string, Parameters<typeof reviewer>[3], string][] = [
      ['ap.bez.nazwy@example.pl', { username: null }, REVIEW_MESSAGES.detailsRequired],
      ['ap.pietnastka@example.pl', { birthDate: '2011-01-01' }, VALIDATION_MESSAGES.tooYoung],
      ['ap.niepotwierdzona@example.pl', { isActive: false }, ACCOUNT_MESSAGES.accountInactive],
    ];
    for (const [email, state, message] of cases) {
      const { jar } = await reviewer(api, database.db, email, state);
      const response = await call(api, 'POST', '/added-products', { body, jar });
      expect(response.status, email).toBe(403);
      expect((await errorOf(response)).message).toBe(message);
    }
    expect(await stored()).toBe(before);
  });

  it('gives brands in Polish order and leaf categories with their path', async () => {
    const { jar } = await reviewer(api, database.db, 'ap.opcje@example.pl');
    const options = await firstOptions(jar);
    expect(options.brands.length).toBeGreaterThan(3);
    const names = options.brands.map((brand) => brand.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('pl').compare));
    expect(options.categories.length).toBeGreaterThan(3);
    const leaves = new Set(options.categories.map((category) => category.id));
    const parents = await rows<{ parent_id: number }>(
      sql`select distinct parent_id from categories where parent_id is not null and kind = 'category'`,
    );
    for (const { parent_id } of parents) expect(leaves.has(parent_id)).toBe(false);
    expect(options.categories.some((category) => category.path.includes(' › '))).toBe(true);
  });

  it('matches the INCI to the dictionary ignoring case and accents; unknown names as written', async () => {
    const { jar } = await reviewer(api, database.db, 'ap.inci@example.pl');
    const [known] = await rows<{ inci: string; id: number }>(sql`select id, inci from ingredients order by id limit 1`);
    const response = await call(api, 'POST', '/added-products/inci-check', {
      body: { inci: `${known!.inci.toUpperCase()}, Wymyślony Składnik Xyz` },
      jar,
    });
    expect(response.status).toBe(200);
    const check = inciCheckSchema.parse(await response.json());
    expect(check.known.map((item) => item.id)).toEqual([known!.id]);
    expect(check.unknown).toEqual(['Wymyślony Składnik Xyz']);
  });

  it('creates a pending added product with the INCI matched, listed in mine newest first', async () => {
    const { jar, id } = await reviewer(api, database.db, 'ap.autorka@example.pl');
    const options = await firstOptions(jar);
    const photoId = await photoOf(jar);
    const [known] = await rows<{ inci: string; id: number }>(sql`select id, inci from ingredients order by id limit 1`);
    const body = {
      brandId: options.brands[0]!.id,
      name: 'Krem z testu',
      categoryId: options.categories[0]!.id,
      description,
      inci: `${known!.inci}, Nieznane Coś`,
      photoId,
      ean: '5901234123457',
    };
    const response = await call(api, 'POST', '/added-products', { body, jar });
    expect(response.status).toBe(200);
    const { addedProduct } = addedProductResponseSchema.parse(await response.json());
    expect(addedProduct).toMatchObject({
      status: 'pending',
      brand: { id: options.brands[0]!.id, name: options.brands[0]!.name },
      name: 'Krem z testu',
      ingredients: { unknown: ['Nieznane Coś'] },
      productUrl: null,
    });
    expect(addedProduct.ingredients.known.map((item) => item.id)).toEqual([known!.id]);
    const second = await call(api, 'POST', '/added-products', {
      body: { ...body, brandId: null, brandName: 'Całkiem Nowa Marka', name: 'Drugi krem', ean: null },
      jar,
    });
    expect(second.status).toBe(200);
    const mine = myAddedProductsResponseSchema.parse(
      await (await call(api, 'GET', '/added-products/mine', { jar })).json(),
    );
    expect(mine.items.map((item) => item.name)).toEqual(['Drugi krem', 'Krem z testu']);
    expect(mine.items[0]!.brand).toEqual({ id: null, name: 'Całkiem Nowa Marka' });
    const [row] = await rows<{ user_id: number; ingredient_ids: number[] }>(
      sql`select user_id, ingredient_ids from added_products where name = 'Krem z testu'`,
    );
    expect(row).toEqual({ user_id: id, ingredient_ids: [known!.id] });
  });

  it("answers 400 with Polish field errors for another user's photo, unknown brand and category, every field wrong", async () => {
    const { jar: other } = await reviewer(api, database.db, 'ap.inna@example.pl');
    const foreignPhoto = await photoOf(other);
    const { jar } = await reviewer(api, database.db, 'ap.zle@example.pl');
    const before = await stored();
    const unknown = await call(api, 'POST', '/added-products', {
      body: { brandId: 999999, name: 'Krem obcy', categoryId: 999999, description, photoId: foreignPhoto },
      jar,
    });
    expect(unknown.status).toBe(400);
    expect((await errorOf(unknown)).fields).toEqual({
      brandId: ADDED_PRODUCT_MESSAGES.unknownBrand,
      categoryId: ADDED_PRODUCT_MESSAGES.unknownCategory,
      photoId: ADDED_PRODUCT_MESSAGES.unknownPhoto,
    });
    const wrong = await call(api, 'POST', '/added-products', {
      body: { name: 'K', categoryId: 1, description: 'krótko', photoId: null, ean: '5901234123450' },
      jar,
    });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).fields).toMatchObject({
      brandId: ADDED_PRODUCT_MESSAGES.brandRequired,
      name: ADDED_PRODUCT_MESSAGES.tooShort(3),
      description: ADDED_PRODUCT_MESSAGES.tooShort(20),
      photoId: ADDED_PRODUCT_MESSAGES.photoRequired,
      ean: ADDED_PRODUCT_MESSAGES.invalidEan,
    });
    expect(await stored()).toBe(before);
  });
});
