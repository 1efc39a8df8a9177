import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import { CatalogueDictionary } from '../catalog/dictionary';
import { FacetIndex } from '../catalog/index/facet-index';
import * as bits from '../shared/bitset';
import { openSeededDatabase } from '../testing/database';
import { prefixQuery } from './phrase';
import { parseTsQuery, TextIndex } from './text-index';

// The in-memory text search against PostgreSQL itself: for random phrases made of the catalogue's
// own words (whole, cut to a prefix, without Polish letters, inflected), the same products match
// (`@@` on both vectors) with the same `ts_rank`, bit for bit — before and after products are renamed.

let database: DatabaseHandle;
let words: string[];
let productIds: number[];
let renames = 0;

type Row = { id: number; search_polish: string | null; search_simple: string | null; search_text: string | null };

const readRows = () =>
  queryRows<Row>(
    database.db,
    sql`select id, search_polish::text as search_polish, search_simple::text as search_simple, search_text
        from products order by id`,
  );

beforeAll(async () => {
  database = await openSeededDatabase(200);
  const names = await queryRows<{ name: string }>(
    database.db,
    sql`select p.name || ' ' || b.name || ' ' || coalesce(p.short_description, '') as name
        from products p join brands b on b.id = p.brand_id`,
  );
  words = [...new Set(names.flatMap((row) => row.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)))].filter(
    (word) => word.length >= 2,
  );
  productIds = (await readRows()).map((row) => row.id);
});
afterAll(async () => {
  await database.close();
});

const ACCENTS: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };
const INFLECTIONS = ['', '', 'y', 'ów', 'em', 'ami', 'ego', 'a'];

const wordArbitrary = fc
  .record({
    word: fc.nat(),
    cut: fc.nat({ max: 6 }),
    plain: fc.boolean(),
    ending: fc.constantFrom(...INFLECTIONS),
  })
  .map(({ word, cut, plain, ending }) => {
    let text = words[word % words.length]!;
    if (cut > 0 && text.length - cut >= 3) text = text.slice(0, text.length - cut);
    else text += ending;
    return plain ? text.replace(/[ąćęłńóśźż]/g, (char) => ACCENTS[char]!) : text;
  });

const phraseArbitrary = fc.oneof(
  fc.array(wordArbitrary, { minLength: 1, maxLength: 3 }).map((list) => list.join(' ')),
  fc.constantFrom('krem nawilżający', 'kremów', 'szampon do włosów', 'bez parabenów', 'serum z witaminą c', '50 ml'),
);

/** Every product's match and rank for a phrase, as PostgreSQL computes them. */
async function reference(phrase: string) {
  const query = prefixQuery(phrase)!;
  return queryRows<{ id: number; matches: boolean; rank: number }>(
    database.db,
    sql`select id,
          (search_polish @@ to_tsquery('polish', ${query}) or search_simple @@ to_tsquery('polish_unaccent', ${query})) as matches,
          ts_rank(search_polish, to_tsquery('polish', ${query}))::float8 as rank
        from products order by id`,
  );
}

async function compare(index: TextIndex, slotOf: Map<number, number>, phrase: string) {
  const query = prefixQuery(phrase);
  if (!query) return;
  const [printed] = await queryRows<{ polish: string; simple: string }>(
    database.db,
    sql`select to_tsquery('polish', ${query})::text as polish, to_tsquery('polish_unaccent', ${query})::text as simple`,
  );
  const parsed = { polish: parseTsQuery(printed!.polish), simple: parseTsQuery(printed!.simple) };
  // Only phrase operators (a word the parser splits, "spf50+") are left to the database.
  const unreadable = (text: string, query: unknown) => text.trim() !== '' && query === null;
  if (unreadable(printed!.polish, parsed.polish) || unreadable(printed!.simple, parsed.simple)) {
    expect(`${printed!.polish} ${printed!.simple}`).toMatch(/<\d*-?>/);
    return;
  }
  const matched = index.match(parsed, bits.wordsFor(slotOf.size + 64));
  const rankQuery = parsed.polish && index.rankQuery(parsed.polish);
  for (const row of await reference(phrase)) {
    const slot = slotOf.get(row.id)!;
    expect({ phrase, id: row.id, matches: bits.has(matched, slot) }).toEqual({
      phrase,
      id: row.id,
      matches: row.matches,
    });
    expect({ phrase, id: row.id, rank: rankQuery ? index.rank(slot, rankQuery) : 0 }).toEqual({
      phrase,
      id: row.id,
      rank: row.rank,
    });
  }
}

describe('the in-memory text index', () => {
  it('matches and ranks every product exactly as PostgreSQL does, also after renames', async () => {
    const index = new TextIndex();
    const slotOf = new Map<number, number>();
    for (const row of await readRows()) {
      slotOf.set(row.id, slotOf.size);
      index.set(slotOf.get(row.id)!, row);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ product: fc.nat(), words: fc.array(wordArbitrary, { minLength: 1, maxLength: 4 }) }), {
          maxLength: 2,
        }),
        phraseArbitrary,
        async (changes, phrase) => {
          for (const change of changes) {
            // A rename goes through the search trigger; the index takes the new vectors in place.
            const id = productIds[change.product % productIds.length]!;
            renames++;
            const [row] = await queryRows<Row>(
              database.db,
              sql`update products set name = ${change.words.join(' ')} where id = ${id}
                  returning id, search_polish::text as search_polish, search_simple::text as search_simple, search_text`,
            );
            index.set(slotOf.get(id)!, row!);
          }
          await compare(index, slotOf, phrase);
        },
      ),
      { numRuns: 60, seed: 20261121 },
    );
    expect(renames).toBeGreaterThan(0);
  });

  it('answers the search box like the SQL reference: exact names, then ts_rank, popularity and id', async () => {
    const dictionary = new CatalogueDictionary(database.db);
    await dictionary.ready();
    // Some products hidden, so visibility is part of what is compared.
    await database.db.execute(sql`update products set is_public = false where id % 4 = 0`);
    const facets = new FacetIndex(database.db);
    const categories = await queryRows<{ id: number }>(
      database.db,
      sql`select distinct unnest(category_path) as id from products order by id`,
    );
    const scope = fc.option(fc.constantFrom(...categories.map((row) => row.id)), { nil: undefined });
    await fc.assert(
      fc.asyncProperty(
        phraseArbitrary,
        fc.boolean(),
        fc.boolean(),
        scope,
        async (phrase, exactPhrase, includeNonPublic, categoryId) => {
          const query = prefixQuery(phrase)!;
          const [exact] = await queryRows<{ plain: string; brands: number[] }>(
            database.db,
            sql`select lower(kwc_unaccent(${phrase})) as plain,
                array(select id from brands where lower(kwc_unaccent(name)) = lower(kwc_unaccent(${phrase}))) as brands`,
          );
          const plain = exactPhrase ? exact!.plain : '';
          const brands = exactPhrase ? exact!.brands : [];
          const found = await facets.searchProducts(phrase, {
            plain,
            exactBrands: brands,
            includeNonPublic,
            categoryId,
            limit: 10,
          });
          const expected = await queryRows<{ id: number }>(
            database.db,
            sql`select p.id from products p
              where ${includeNonPublic ? sql`true` : sql`p.is_public`}
                and ${categoryId === undefined ? sql`true` : sql`p.category_path @> array[${categoryId}]::int[]`}
                and (p.search_polish @@ to_tsquery('polish', ${query}) or p.search_simple @@ to_tsquery('polish_unaccent', ${query}))
              order by (p.search_text = ${plain} or p.brand_id = any(${sql.raw(`array[${[0, ...brands].join(',')}]::int[]`)})) desc,
                ts_rank(p.search_polish, to_tsquery('polish', ${query})) desc, p.popularity desc, p.id
              limit 10`,
          );
          // No dictionary match anywhere: typos answer (misspellings.test.ts) or the database's near spellings.
          if (found === null || expected.length === 0) {
            const [any] = await queryRows<{ n: number }>(
              database.db,
              sql`select count(*)::int as n from products
                where search_polish @@ to_tsquery('polish', ${query}) or search_simple @@ to_tsquery('polish_unaccent', ${query})`,
            );
            if (any!.n === 0) return;
          }
          expect({ phrase, ids: found?.map((card) => card.id) }).toEqual({
            phrase,
            ids: expected.map((row) => row.id),
          });
        },
      ),
      { numRuns: 40, seed: 11 },
    );
  });
});
