import { existsSync } from 'node:fs';

import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { queryRows, type DatabaseHandle } from '../db/client';
import * as t from '../db/schema';
import { ingredients as curatedIngredients } from '../seed/data/ingredients';
import { isAsciiSlug } from '../shared/slug';
import { openSeededDatabase } from '../testing/database';
import {
  createFunctionNameMapper,
  importCosing,
  inciSlug,
  parseCosingRows,
  uniqueSlug,
  type CosingImportSummary,
  type CosingRow,
} from './cosing';
import { readCsv } from './csv';
import { defaultSourceFiles } from './sources';

async function rows(text: string): Promise<CosingRow[]> {
  async function* source() {
    yield text;
  }
  const out: CosingRow[] = [];
  for await (const row of parseCosingRows(readCsv(source()))) out.push(row);
  return out;
}

describe('parseCosingRows', () => {
  it('reads INCI, the first CAS and EC number and the quoted function list', async () => {
    const parsed = await rows(
      [
        'inci_name,cas_number,einecs_number,function',
        'ASTROCARYUM VULGARE SEED BUTTER,2187449-53-0,,"Skin Conditioning, Skin Conditioning - Emollient"',
        '"1,2-hexanediol ",6920-22-5,- / 230-029-6,"Skin Conditioning, Solvent"',
        'HYDROGENATED PALM KERNEL OIL,68990-82-9,"273-627-2 (1), 283-093-2 (2)",',
        'NO NUMBERS,-,- / -,Not Reported',
      ].join('\n'),
    );
    expect(parsed).toEqual([
      {
        ok: true,
        record: {
          inci: 'ASTROCARYUM VULGARE SEED BUTTER',
          cas: '2187449-53-0',
          ec: null,
          functions: ['Skin Conditioning', 'Skin Conditioning - Emollient'],
          line: 2,
        },
      },
      {
        ok: true,
        record: {
          inci: '1,2-HEXANEDIOL',
          cas: '6920-22-5',
          ec: '230-029-6',
          functions: ['Skin Conditioning', 'Solvent'],
          line: 3,
        },
      },
      {
        ok: true,
        record: { inci: 'HYDROGENATED PALM KERNEL OIL', cas: '68990-82-9', ec: '273-627-2', functions: [], line: 4 },
      },
      { ok: true, record: { inci: 'NO NUMBERS', cas: null, ec: null, functions: ['Not Reported'], line: 5 } },
    ]);
  });

  it('reports bad rows with a reason instead of throwing', async () => {
    const parsed = await rows(
      'inci_name,cas_number,einecs_number,function\nONLY ONE FIELD\n,50-00-0,,Solvent\n"OPEN,1,2,x',
    );
    expect(parsed).toEqual([
      { ok: false, reason: 'malformedRow', line: 2 },
      { ok: false, reason: 'emptyInci', line: 3 },
      { ok: false, reason: 'unterminatedQuote', line: 4 },
    ]);
  });

  it('finds columns by header name and refuses a file without an INCI column', async () => {
    const parsed = await rows('function,inci_name\nSolvent,AQUA\n');
    expect(parsed).toEqual([
      { ok: true, record: { inci: 'AQUA', cas: null, ec: null, functions: ['Solvent'], line: 2 } },
    ]);
    await expect(rows('name,cas\nAQUA,1\n')).rejects.toThrow(/inci_name/);
  });
});

describe('createFunctionNameMapper', () => {
  const mapper = createFunctionNameMapper();

  it('maps CosIng labels to Polish case-insensitively, the newer CosIng labels included', () => {
    expect(mapper.toPolish('Uv Filter')).toEqual({ name: 'Filtr UV', known: true });
    expect(mapper.toPolish('SKIN CONDITIONING - EMOLLIENT')).toEqual({ name: 'Zmiękczająca', known: true });
    expect(mapper.toPolish('surfactant -  foam boosting')).toEqual({ name: 'Zwiększająca pienienie', known: true });
    expect(mapper.toPolish('Anti-Seborrheic')).toEqual({ name: 'Przeciwłojotokowa', known: true });
    expect(mapper.toPolish('Colorant')).toEqual({ name: 'Barwnik kosmetyczny', known: true });
    expect(mapper.toPolish('Not Reported')).toBeNull();
  });

  it('keeps unknown labels in English and reports them; drops repeats', () => {
    expect(mapper.mapAll(['Fragrance', 'Perfuming', 'Glitter Effect', 'Not Reported'])).toEqual({
      functions: ['Zapachowa', 'Glitter Effect'],
      unknown: ['Glitter Effect'],
    });
  });

  it('takes labels the curated map lacks from the OBF taxonomy, with its typos corrected', () => {
    const withTaxonomy = createFunctionNameMapper([
      { en: 'Glitter effect', pl: 'Brokatowa' },
      { en: 'Scrubbing', pl: 'Scierająca' },
      { en: 'Solvent', pl: 'Rozpuszczająca' },
    ]);
    expect(withTaxonomy.toPolish('Glitter Effect')).toEqual({ name: 'Brokatowa', known: true });
    expect(withTaxonomy.toPolish('Scrubbing')).toEqual({ name: 'Ścierająca', known: true });
    // The curated wording wins over the taxonomy's.
    expect(withTaxonomy.toPolish('Solvent')).toEqual({ name: 'Rozpuszczalnik', known: true });
  });
});

describe('slugs', () => {
  it('cuts long INCI names at a hyphen and resolves collisions in order', () => {
    const long = inciSlug('A'.repeat(30) + ' ' + 'BOTANICAL EXTRACT '.repeat(10));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(isAsciiSlug(long)).toBe(true);
    const taken = new Set(['peg-8']);
    expect(uniqueSlug(inciSlug('PEG 8'), taken)).toBe('peg-8-2');
    expect(uniqueSlug(inciSlug('PEG-8'), taken)).toBe('peg-8-3');
  });
});

const file = defaultSourceFiles().cosing;
const exists = existsSync(file);
if (!exists) console.warn(`[importers] ${file} is missing: the CosIng import tests are skipped`);

function accounted(summary: CosingImportSummary): number {
  const skipped = Object.values(summary.skipped).reduce((sum, n) => sum + (n ?? 0), 0);
  return summary.inserted + summary.updated + summary.unchanged + summary.duplicates + skipped;
}

describe.skipIf(!exists)('importCosing on the CosIng sample', () => {
  let database: DatabaseHandle;
  let dryRun: CosingImportSummary;
  let first: CosingImportSummary;
  let second: CosingImportSummary;
  const options = { inciFunctionsFile: defaultSourceFiles().inciFunctions };

  beforeAll(async () => {
    database = await openSeededDatabase(50);
    dryRun = await importCosing(database.db, file, { ...options, dryRun: true });
    first = await importCosing(database.db, file, options);
    second = await importCosing(database.db, file, options);
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });

  it('reads every row and accounts for each one', () => {
    expect(first.read).toBe(28_712);
    expect(accounted(first)).toBe(first.read);
    expect(first.skipped).toEqual({});
    // 7 INCI names appear twice in the file, 2 more once double spaces are made single.
    expect(first.duplicates).toBe(9);
    // All 79 CosIng labels have a Polish name.
    expect(first.unknownFunctions).toEqual({});
    expect(first.attribution).toBe('Source: European Commission, CosIng database');
  });

  it('leaves at least 28,000 ingredients with unique ASCII slugs', async () => {
    const [row] = await database.db.select({ n: count() }).from(t.ingredients);
    expect(row!.n).toBeGreaterThanOrEqual(28_000);
    expect(row!.n).toBe(curatedIngredients.length + first.inserted);
    const slugs = await queryRows<{ slug: string }>(database.db, sql`select slug from ingredients`);
    expect(slugs.filter(({ slug }) => !isAsciiSlug(slug) || slug.length > 100)).toEqual([]);
  });

  it('gives SODIUM HYALURONATE its CAS number and Polish functions', async () => {
    const [row] = await database.db.select().from(t.ingredients).where(eq(t.ingredients.inci, 'SODIUM HYALURONATE'));
    expect(row).toBeDefined();
    expect(row!.cas).toBe('9067-32-7');
    expect(row!.functions.length).toBeGreaterThan(0);
    expect(row!.functions.some((name) => /[ąćęłńóśźż]/i.test(name))).toBe(true);
  });

  it('inserts new INCI names with their numbers, Polish functions and an INCI slug', async () => {
    const [butter] = await database.db
      .select()
      .from(t.ingredients)
      .where(eq(t.ingredients.inci, 'ASTROCARYUM VULGARE SEED BUTTER'));
    expect(butter).toMatchObject({
      slug: 'astrocaryum-vulgare-seed-butter',
      cas: '2187449-53-0',
      ec: null,
      functions: ['Odżywiająca skórę', 'Zmiękczająca'],
      namePl: null,
      description: null,
      isImportant: false,
    });
  });

  it('merges repeated INCI names: union of functions, first numbers', async () => {
    const [citrus] = await database.db
      .select()
      .from(t.ingredients)
      .where(eq(t.ingredients.inci, 'CITRUS NOBILIS PEEL EXTRACT'));
    expect(citrus).toMatchObject({ cas: '90063-83-5', ec: '284-521-0', functions: ['Zapachowa', 'Odżywiająca skórę'] });
    const [almond] = await database.db
      .select()
      .from(t.ingredients)
      .where(eq(t.ingredients.inci, 'PRUNUS AMYGDALUS DULCIS SHELL EXTRACT'));
    expect(almond!.functions).toEqual(['Zapobiegająca powstawaniu płytki nazębnej', 'Odżywiająca skórę']);
  });

  it('keeps the curated Polish names, descriptions, important flags and functions', async () => {
    const stored = new Map((await database.db.select().from(t.ingredients)).map((row) => [row.inci, row]));
    for (const curated of curatedIngredients) {
      const row = stored.get(curated.inci)!;
      expect(row.namePl).toBe(curated.namePl);
      expect(row.description).toBe(curated.description);
      expect(row.isImportant).toBe(curated.important ?? false);
      expect(row.slug).toBe(curated.slug);
      if (curated.functions.length > 0) expect(row.functions).toEqual(curated.functions);
    }
    const withCas = curatedIngredients.filter((curated) => stored.get(curated.inci)!.cas !== null);
    expect(withCas.length).toBeGreaterThan(curatedIngredients.length / 2);
    expect(first.updated).toBeGreaterThanOrEqual(withCas.length);
  });

  it('predicts the real run in a dry run without writing', () => {
    expect({ ...dryRun, durationMs: 0, dryRun: false }).toEqual({ ...first, durationMs: 0 });
  });

  it('changes nothing on a second run', () => {
    expect(second.inserted).toBe(0);
    expect(second.updated).toBe(0);
    expect(second.unchanged + second.duplicates).toBe(second.read);
  });
});
