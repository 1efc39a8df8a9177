import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import * as t from '../db/schema';
import { openTestDatabase } from '../testing/database';
import { isCatalogueSeeded, seedCatalogue, type SeedSummary } from './generate';

const now = new Date('2026-11-21T12:00:00Z');

describe('seedCatalogue', () => {
  let database: DatabaseHandle;
  let summary: SeedSummary;
  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await isCatalogueSeeded(database.db)).toBe(false);
    summary = await seedCatalogue(database.db, { products: 400, seed: 7, now });
  });
  afterAll(async () => {
    await database.close();
  });

  it('fills the catalogue it reports', async () => {
    expect(await isCatalogueSeeded(database.db)).toBe(true);
    const [counts] = await queryRows<{ products: number; categories: number; reviews: number }>(
      database.db,
      sql`select (select count(*)::int from products) as products, (select count(*)::int from categories) as categories,
                 (select count(*)::int from reviews) as reviews`,
    );
    expect(counts).toEqual({ products: 400, categories: summary.categories, reviews: summary.reviews });
    expect(summary.products).toBe(400);
    expect(summary.reviews).toBeGreaterThan(100);
  });

  it('gives every product a KWC sku, a unique url path ending in its id and a lowest offer price', async () => {
    const products = await database.db.select().from(t.products);
    for (const product of products) {
      expect(product.sku).toBe(`KWC-${product.id}`);
      expect(product.urlPath.endsWith(`,${product.id}`)).toBe(true);
      expect(product.categoryPath.at(-1)).toBe(product.categoryId);
    }
    const offers = await database.db.select().from(t.offers);
    for (const product of products.slice(0, 50)) {
      const prices = offers.filter((offer) => offer.productId === product.id).map((offer) => offer.price);
      expect(product.price).toBe(Math.min(...prices));
    }
  });

  it('keeps review counters equal to the published demo reviews', async () => {
    const rows = await queryRows<{
      id: number;
      number_of_reviews: number;
      counted: number;
      rating: number;
      avg: number | null;
    }>(
      database.db,
      sql`select p.id, p.number_of_reviews, p.rating,
                 (select count(*)::int from reviews r where r.product_id = p.id and r.status = 'published') as counted,
                 (select avg(rating)::float from reviews r where r.product_id = p.id and r.status = 'published') as avg
          from products p`,
    );
    for (const row of rows) {
      expect(row.number_of_reviews).toBe(row.counted);
      if (row.avg !== null) expect(row.rating).toBeCloseTo(row.avg, 1);
    }
  });

  it("gives the moderators ania's pending added product with a photo she owns", async () => {
    const rows = await queryRows<{
      status: string;
      brand_name: string;
      owner: number;
      author: number;
      variants: number;
    }>(
      database.db,
      sql`select a.status, a.brand_name, p.user_id as owner, a.user_id as author,
                 (select count(*)::int from review_photo_variants v where v.photo_id = p.id) as variants
          from added_products a join users u on u.id = a.user_id join review_photos p on p.id = a.photo_id
          where u.email = 'ania@demo.kwc.pl'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', brand_name: 'Leśna Pracownia' });
    expect(rows[0]!.owner).toBe(rows[0]!.author);
    expect(rows[0]!.variants).toBeGreaterThan(0);
  });

  it('writes Polish search columns through the trigger', async () => {
    const [product] = await database.db.select().from(t.products).where(eq(t.products.id, 1));
    expect(product?.searchText).toMatch(/^[a-z0-9 ,.'&+\-/%()]+$/);
    expect(product?.searchPolish).toBeTruthy();
  });

  it('builds both menus, brand pages and two landing pages (vegan face creams, the whole catalogue)', async () => {
    const menus = await queryRows<{ menu_id: string; n: number }>(
      database.db,
      sql`select menu_id, count(*)::int as n from menu_items group by menu_id order by menu_id`,
    );
    expect(menus.map((row) => row.menu_id)).toEqual(['uroda', 'uroda_footer']);
    const kinds = await queryRows<{ kind: string; n: number }>(
      database.db,
      sql`select kind, count(*)::int as n from categories group by kind order by kind`,
    );
    expect(Object.fromEntries(kinds.map((row) => [row.kind, row.n]))).toMatchObject({ landing: 2 });
    const [nivea] = await database.db.select().from(t.categories).where(eq(t.categories.urlKey, 'marka-nivea'));
    expect(nivea?.kind).toBe('brand');
  });

  it('generates the same catalogue from the same seed', async () => {
    const other = await openTestDatabase();
    try {
      await seedCatalogue(other.db, { products: 400, seed: 7, now });
      const pick = (db: DatabaseHandle['db']) =>
        queryRows<{ name: string; price: number }>(db, sql`select name, price from products order by id limit 25`);
      expect(await pick(other.db)).toEqual(await pick(database.db));
    } finally {
      await other.close();
    }
  });
});

describe('seedCatalogue with a focus category', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('refuses an unknown category or a share outside 0–1, and writes nothing', async () => {
    await expect(
      seedCatalogue(database.db, { products: 10, now, focus: { urlKey: 'nie-ma-takiej', share: 0.3 } }),
    ).rejects.toThrow('Nieprawidłowe focus');
    const [row] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    expect(row!.n).toBe(0);
  });

  it('puts about the asked share of products under that category', async () => {
    await seedCatalogue(database.db, {
      products: 900,
      seed: 3,
      now,
      focus: { urlKey: 'pielegnacja-twarzy', share: 1 / 3 },
    });
    const [row] = await queryRows<{ share: number }>(
      database.db,
      sql`select avg((category_path @> array[(select id from categories where url_key = 'pielegnacja-twarzy')])::int)::float8 as share
          from products`,
    );
    expect(row!.share).toBeGreaterThan(0.29);
    expect(row!.share).toBeLessThan(0.38);
  });
});
