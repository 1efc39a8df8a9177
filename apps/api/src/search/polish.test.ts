import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/database';

async function lexemes(database: DatabaseHandle, config: string, text: string): Promise<string[]> {
  const rows = await queryRows<{ word: string }>(
    database.db,
    sql`select word from ts_debug(${config}::regconfig, ${text}) d, unnest(d.lexemes) as word`,
  );
  return rows.map((row) => row.word);
}

describe('Polish text search configuration', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it.each([
    ['kremy', 'krem'],
    ['kremów', 'krem'],
    ['kremem', 'krem'],
    ['szamponu', 'szampon'],
    ['szamponów', 'szampon'],
    ['pomadek', 'pomadka'],
    ['odżywek', 'odżywka'],
  ])('reduces "%s" to its dictionary form "%s"', async (word, lemma) => {
    expect(await lexemes(database, 'polish', word)).toContain(lemma);
  });

  it('drops "bez" instead of reading it as a meringue', async () => {
    const words = await lexemes(database, 'polish', 'krem bez parabenów');
    expect(words).toContain('krem');
    expect(words).not.toContain('beza');
    expect(words).not.toContain('bez');
  });

  it('matches words typed without Polish letters in the accent-free configuration', async () => {
    expect(await lexemes(database, 'polish_unaccent', 'Krem nawilżający')).toEqual(['krem', 'nawilzajacy']);
  });
});
