import { createHash } from 'node:crypto';

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/database';
import { brands } from './data/brands';
import { ingredients } from './data/ingredients';
import { brandFamilies, kindFamilies } from './data/kinds';
import { seedCatalogue } from './generate';
import { familyOf } from './kinds';
import { flattenTree } from './rows';

const now = new Date('2026-11-21T12:00:00Z');
const leaves = flattenTree().filter((node) => node.isLeaf);

describe('product kinds (data)', () => {
  it('puts every leaf category in exactly one family, and nothing else', () => {
    for (const leaf of leaves) {
      expect(
        kindFamilies.filter((family) => family.leaves.includes(leaf.curated.urlKey)).length,
        leaf.curated.urlKey,
      ).toBe(1);
    }
    const leafKeys = new Set(leaves.map((leaf) => leaf.curated.urlKey));
    for (const family of kindFamilies) for (const key of family.leaves) expect(leafKeys.has(key), key).toBe(true);
  });

  it('gives every brand the families it makes, inside its top-level categories, and every family a maker', () => {
    const codes = new Set(kindFamilies.map((family) => family.code));
    const topOf = new Map(leaves.map((leaf) => [leaf.curated.urlKey, leaf.topUrlKey]));
    for (const brand of brands) {
      const families = brandFamilies[brand.slug];
      expect(families?.length, brand.slug).toBeGreaterThan(0);
      for (const code of families ?? []) {
        expect(codes.has(code), `${brand.slug}: ${code}`).toBe(true);
        const family = kindFamilies.find((f) => f.code === code)!;
        for (const key of family.leaves) expect(brand.categories, `${brand.slug}: ${code}`).toContain(topOf.get(key));
      }
    }
    expect(Object.keys(brandFamilies).filter((slug) => !brands.some((brand) => brand.slug === slug))).toEqual([]);
    for (const family of kindFamilies) {
      expect(
        brands.some((brand) => brandFamilies[brand.slug]?.includes(family.code)),
        family.code,
      ).toBe(true);
    }
    // The brands the issue named: Oral-B makes oral care only, OPI nails only.
    expect(brandFamilies['oral-b']!.every((code) => /oral/.test(code))).toBe(true);
    expect(brandFamilies.opi!.every((code) => /^nail-/.test(code))).toBe(true);
  });

  it('uses only curated INCI names in formulas and claims', () => {
    const known = new Set(ingredients.map((ingredient) => ingredient.inci));
    for (const family of kindFamilies) {
      const names = [
        ...(family.formula ? [...family.formula.base, ...family.formula.actives, ...family.formula.tail] : []),
        ...family.claims.flatMap((claim) => claim.inci ?? []),
      ];
      for (const inci of names) expect(known.has(inci), `${family.code}: ${inci}`).toBe(true);
    }
  });
});

type Row = {
  id: number;
  name: string;
  description: string;
  url_key: string;
  brand: string;
  inci: string[];
  reviews: string[];
};

const rowsOf = (db: DatabaseHandle['db'], limit: number) =>
  queryRows<Row>(
    db,
    sql`select p.id, p.name, p.description, c.url_key, b.slug as brand,
               coalesce((select array_agg(i.inci order by pi.position) from product_ingredients pi
                         join ingredients i on i.id = pi.ingredient_id where pi.product_id = p.id), '{}') as inci,
               coalesce((select array_agg(coalesce(r.title, '') || ' ' || r.body || ' ' || coalesce(r.pros, '') || ' ' || coalesce(r.cons, '') order by r.id)
                         from reviews r where r.product_id = p.id), '{}') as reviews
        from products p join categories c on c.id = p.category_id join brands b on b.id = p.brand_id
        order by p.id limit ${limit}`,
  );

const hash = (rows: Row[]) => createHash('sha256').update(JSON.stringify(rows)).digest('hex');

describe('the generated catalogue agrees with itself', () => {
  let database: DatabaseHandle;
  let rows: Row[];
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedCatalogue(database.db, { products: 600, seed: 11, now });
    rows = await rowsOf(database.db, 600);
  });
  afterAll(async () => {
    await database.close();
  });

  it("files every product under its kind's category, by a brand that makes that kind", () => {
    for (const row of rows) {
      const family = familyOf(row.url_key);
      expect(family, row.url_key).toBeDefined();
      expect(brandFamilies[row.brand], `${row.brand}: ${row.name}`).toContain(family!.code);
      const leaf = leaves.find((node) => node.curated.urlKey === row.url_key)!;
      const types = leaf.curated.productTypes ?? [leaf.curated.name];
      expect(
        types.some((type) => row.name.includes(type)),
        `${row.name} (${row.url_key})`,
      ).toBe(true);
    }
  });

  it('writes reviews and descriptions about the kind of product they belong to', () => {
    const off: [RegExp, RegExp][] = [
      // shampoos and other hair care: no nails, teeth, lashes or foundation
      [
        /^(szampony|odzywki-do-wlosow|maski-do-wlosow)$/,
        /paznok|lakier|hybryd|zęb|rzęs|tusz|podkład|pomadk|dzieci|niemowl/i,
      ],
      // nail polish: no hair, skin creams, teeth or perfume
      [/^(lakiery-do-paznokci|lakiery-hybrydowe)$/, /włos|szampon|krem|zęb|perfum|rzęs|cer[aęy]\b/i],
      // toothpaste: nothing about skin, hair or make-up
      [/^pasty-do-zebow$/, /skór|włos|makijaż|paznok|cer[aęy]\b|krem|słoicz|słoik|pompk/i],
      // eyeshadow: no mascara; conditioners and oils: no shampoo lather
      [/^cienie-do-powiek$/, /tusz|rzęs|pogrubia/i],
      [/^(odzywki-do-wlosow|maski-do-wlosow|olejki-do-wlosow)$/, /szampon|pieni/i],
      // perfume: no hair, nails or skin-care texture
      [/^perfumy-/, /włos|paznok|wchłania|zęb|krem\b/i],
    ];
    let checked = 0;
    for (const row of rows) {
      for (const [category, words] of off) {
        if (!category.test(row.url_key)) continue;
        checked += row.reviews.length + 1;
        for (const text of [row.description, ...row.reviews]) expect(text, `${row.name}: ${text}`).not.toMatch(words);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('gives mixtures an ingredient list of their kind, and things none', () => {
    for (const row of rows) {
      if (/^(pasty-do-zebow|pasty-do-zebow-dla-dzieci)$/.test(row.url_key)) {
        expect(row.inci.slice(0, 4), row.name).toEqual(['AQUA', 'SORBITOL', 'HYDRATED SILICA', 'GLYCERIN']);
      }
      if (/^perfumy-(damskie|meskie|unisex)$/.test(row.url_key)) expect(row.inci[0], row.name).toBe('ALCOHOL DENAT.');
      if (/^(szczoteczki-do-zebow|prezerwatywy|tampony-i-podpaski|maszynki-do-golenia)$/.test(row.url_key)) {
        expect(row.inci, row.name).toEqual([]);
      }
      if (/^(olejki-do-wlosow|odzywki-do-wlosow)$/.test(row.url_key))
        expect(row.inci, row.name).not.toContain('SODIUM LAURETH SULFATE');
      if (/z kwasem hialuronowym/.test(row.name)) expect(row.inci, row.name).toContain('SODIUM HYALURONATE');
      if (/z retinolem/.test(row.name)) expect(row.inci, row.name).toContain('RETINOL');
    }
  });

  it('makes products 1–3 face creams and 4–5 perfumes, as the demo reviews and lists expect', () => {
    expect(rows.slice(0, 3).map((row) => familyOf(row.url_key)?.code)).toEqual(['face-care', 'face-care', 'face-care']);
    expect(rows.slice(0, 3).every((row) => /^krem/i.test(row.name.replace(/^.*?(Krem|krem)/, 'Krem')))).toBe(true);
    expect(rows.slice(3, 5).map((row) => familyOf(row.url_key)?.code)).toEqual(['perfume', 'perfume']);
  });

  it('generates the same rows from the same seed, and other rows from another', async () => {
    const again = await openTestDatabase();
    try {
      await seedCatalogue(again.db, { products: 600, seed: 11, now });
      expect(hash(await rowsOf(again.db, 120))).toBe(hash(rows.slice(0, 120)));
    } finally {
      await again.close();
    }
    const other = await openTestDatabase();
    try {
      await seedCatalogue(other.db, { products: 600, seed: 12, now });
      expect(hash(await rowsOf(other.db, 120))).not.toBe(hash(rows.slice(0, 120)));
    } finally {
      await other.close();
    }
  });
});
