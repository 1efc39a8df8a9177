import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FacetIndex } from '../catalog/index/facet-index';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { namesInDatabase, SearchNames } from './names';
import { prefixQuery } from './phrase';
import { wordSimilarity } from './trigrams';

// The search box's names matched in memory against the database's statement: for random phrases
// of the tables' own names (cut, misspelt, without Polish letters, in capitals) the same rows in the
// same order, also after a category is renamed and hidden and a brand renamed.

let database: DatabaseHandle;
let index: FacetIndex;
let names: SearchNames;
let clock = 0;
let words: string[];

beforeAll(async () => {
  database = await openSeededDatabase(120);
  index = new FacetIndex(database.db);
  names = new SearchNames(
    database.db,
    () => index.changeCount,
    (query) => index.normalise(query),
    60_000,
    () => clock,
  );
  const rows = await queryRows<{ name: string }>(
    database.db,
    sql`select name from brands union all select name from categories
        union all select coalesce(name_pl, inci) from ingredients union all select inci from ingredients`,
  );
  words = [...new Set(rows.flatMap((row) => row.name.split(/\s+/)))].filter((word) => word.length >= 2);
});
afterAll(async () => {
  await database.close();
});

const ACCENTS: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z' };

const wordArbitrary = fc
  .record({
    word: fc.nat(),
    cut: fc.nat({ max: 4 }),
    typo: fc.option(fc.nat(), { nil: undefined }),
    plain: fc.boolean(),
    upper: fc.boolean(),
  })
  .map(({ word, cut, typo, plain, upper }) => {
    let text = words[word % words.length]!;
    if (cut > 0 && text.length - cut >= 3) text = text.slice(0, text.length - cut);
    if (typo !== undefined && text.length > 3) {
      const at = 1 + (typo % (text.length - 2));
      text = text.slice(0, at) + text.slice(at + 1);
    }
    if (plain) text = text.replace(/[ąćęłńóśźż]/gi, (char) => ACCENTS[char.toLowerCase()]!);
    return upper ? text.toUpperCase() : text;
  });

const phraseArbitrary = fc.oneof(
  fc.array(wordArbitrary, { minLength: 1, maxLength: 3 }).map((list) => list.join(' ')),
  fc.constantFrom('krem nawilżający', 'NIVEA', 'witamina c', 'kwas hialuronowy', 'aqua', 'olej', 'Ziaja krem'),
);

async function compare(phrase: string, includeNonPublic: boolean) {
  const query = prefixQuery(phrase);
  if (!query) return;
  await index.sync();
  const expected = await namesInDatabase(database.db, phrase, query, includeNonPublic);
  const found = await names.find(phrase, query, includeNonPublic);
  expect(found, phrase).not.toBeNull();
  expect(found, phrase).toEqual(expected);
}

describe('the search box names in memory', () => {
  it("computes pg_trgm's word_similarity exactly", async () => {
    const pairs = await fc.sample(fc.tuple(wordArbitrary, phraseArbitrary), { numRuns: 300, seed: 7 });
    const ascii = pairs
      .map(([a, b]) => [a.normalize('NFD').replace(/[^ -~]/g, ''), b.normalize('NFD').replace(/[^ -~]/g, '')])
      .concat([
        ['word', 'two words'],
        ['nivea', 'nivea men'],
        ['abc', 'ab'],
        ['', 'abc'],
        ['a-b c', 'a b-c'],
        // 3 / 5: float4 0.6 is above the numeric 0.6 PostgreSQL compares it with.
        ['abcd', 'abcx'],
      ]);
    const rows = await queryRows<{ similarity: number; above: boolean }>(
      database.db,
      sql`select word_similarity(p->>0, p->>1)::float8 as similarity, word_similarity(p->>0, p->>1) > 0.6 as above
          from json_array_elements(${JSON.stringify(ascii)}::json) with ordinality as t(p, n)
          order by n`,
    );
    ascii.forEach(([a, b], i) => {
      expect(wordSimilarity(a!, b!), `${a} / ${b}`).toBe(rows[i]!.similarity);
      expect(wordSimilarity(a!, b!) > 0.6, `${a} / ${b}`).toBe(rows[i]!.above);
    });
    expect(rows.at(-1)).toEqual({ similarity: Math.fround(0.6), above: true });
  });

  it('finds the same brands, categories and ingredients as the database, in the same order', async () => {
    await fc.assert(
      fc.asyncProperty(phraseArbitrary, fc.boolean(), (phrase, includeNonPublic) => compare(phrase, includeNonPublic)),
      { numRuns: 150 },
    );
  });

  it('follows a renamed and hidden category at once, and a renamed brand within the time bound', async () => {
    const [category] = await queryRows<{ id: number }>(
      database.db,
      sql`select id from categories where kind = 'category' and is_public order by product_count desc limit 1`,
    );
    // Asked before each change too: an answer kept for a phrase must not outlive the tables it came from.
    await compare('pachnidła', false);
    await compare('zorzanka', false);
    expect((await names.find('zorzanka', prefixQuery('zorzanka')!, false))?.brands).toBeNull();
    await database.db.execute(sql`update categories set name = 'Pachnidła księżycowe' where id = ${category!.id}`);
    await compare('pachnidła', false);
    expect((await names.find('pachnidła', prefixQuery('pachnidła')!, false))?.categories).toHaveLength(1);
    await database.db.execute(sql`update categories set is_public = false where id = ${category!.id}`);
    await compare('pachnidła', false);
    await compare('pachnidła', true);

    await database.db.execute(sql`update brands set name = 'Zorzanka' where slug = 'nivea'`);
    // Brands are not in the change log: the tables are read again within the time bound.
    clock += 60_000;
    await compare('zorzanka', false);
    expect((await names.find('zorzanka', prefixQuery('zorzanka')!, false))?.brands).toEqual([
      { slug: 'nivea', name: 'Zorzanka' },
    ]);
  });

  it('leaves to the database what it does not read', async () => {
    await index.sync();
    for (const phrase of ['50%', 'a_b', 'Ωmega']) {
      expect(await names.find(phrase, prefixQuery(phrase) ?? 'x:*', false), phrase).toBeNull();
    }
  });
});
