import { existsSync } from 'node:fs';

import { sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { inciFunctionNamesPl } from '../shared/inci-function-names';
import { toSlug } from '../shared/slug';
import { readCsv, type CsvRecord } from './csv';
import { fixTaxonomyTypos, readInciFunctions, type InciFunctionEntry } from './inci-functions';
import { COSING_ATTRIBUTION } from './sources';

/** One ingredient of the CosIng export. */
export interface CosingRecord {
  /** INCI name, upper-cased and with single spaces. */
  inci: string;
  cas: string | null;
  ec: string | null;
  /** English function labels as in the file ("Skin Conditioning - Emollient"). */
  functions: string[];
  line: number;
}

/** Why a CosIng row was not imported. */
export type CosingSkipReason = 'malformedRow' | 'emptyInci' | 'unterminatedQuote';

export type CosingRow = { ok: true; record: CosingRecord } | { ok: false; reason: CosingSkipReason; line: number };

const CAS = /\b\d{2,7}-\d{2}-\d\b/;
const EC = /\b\d{3}-\d{3}-\d\b/;

/** Upper-case, single-spaced INCI name: the form CosIng and the curated list use. */
export function normaliseInci(name: string): string {
  return name.replace(/\s+/g, ' ').trim().toUpperCase();
}

/**
 * The first well-formed number of a CAS or EC field. The export mixes forms such as
 * "273-627-2 (1), 283-093-2 (2)", "- / 284-521-0" and "- / -"; the project keeps one number per column.
 */
function firstNumber(field: string | undefined, pattern: RegExp): string | null {
  return pattern.exec(field ?? '')?.[0] ?? null;
}

/**
 * Turns CSV records of the CosIng export (`inci_name,cas_number,einecs_number,function`; columns found by
 * header name) into ingredient records. Rows that cannot be used come out as `{ ok: false, reason }`, so the
 * caller counts them instead of stopping. Throws only when the header lacks the INCI name column.
 */
export async function* parseCosingRows(records: AsyncIterable<CsvRecord>): AsyncGenerator<CosingRow> {
  let columns: { inci: number; cas: number; ec: number; functions: number } | undefined;
  for await (const record of records) {
    if (!columns) {
      const header = record.fields.map((field) => field.trim().toLowerCase());
      const inci = header.indexOf('inci_name');
      if (inci < 0) {
        throw new Error(`CosIng CSV: no "inci_name" column in the header (line ${record.line}): ${header.join(',')}`);
      }
      columns = {
        inci,
        cas: header.indexOf('cas_number'),
        ec: header.findIndex((name) => name === 'einecs_number' || name === 'ec_number'),
        functions: header.indexOf('function'),
      };
      continue;
    }
    if (record.unterminated) {
      yield { ok: false, reason: 'unterminatedQuote', line: record.line };
      continue;
    }
    const width = Math.max(columns.inci, columns.cas, columns.ec, columns.functions) + 1;
    if (record.fields.length < width) {
      yield { ok: false, reason: 'malformedRow', line: record.line };
      continue;
    }
    const inci = normaliseInci(record.fields[columns.inci] ?? '');
    if (!inci) {
      yield { ok: false, reason: 'emptyInci', line: record.line };
      continue;
    }
    const functions =
      columns.functions < 0
        ? []
        : (record.fields[columns.functions] ?? '')
            .split(',')
            .map((label) => label.replace(/\s+/g, ' ').trim())
            .filter(Boolean);
    yield {
      ok: true,
      record: {
        inci,
        cas: columns.cas < 0 ? null : firstNumber(record.fields[columns.cas], CAS),
        ec: columns.ec < 0 ? null : firstNumber(record.fields[columns.ec], EC),
        functions,
        line: record.line,
      },
    };
  }
}

/**
 * Newer CosIng labels and their name in OBF's `inci_functions.txt` (shared/data README): used to find a
 * taxonomy translation for a label the curated map lacks.
 */
const cosingToObfLabel: Readonly<Record<string, string>> = {
  'skin conditioning - emollient': 'emollient',
  'skin conditioning - humectant': 'humectant',
  'skin conditioning - occlusive': 'occlusive',
  'skin conditioning - miscellaneous': 'skin conditioning',
  'surfactant - cleansing': 'cleansing',
  'surfactant - emulsifying': 'emulsifying',
  'surfactant - foam boosting': 'foam boosting',
  'surfactant - hydrotrope': 'hydrotrope',
  'surfactant - solubilizing': 'hydrotrope',
  'anti-seborrheic': 'antiseborrhoeic',
  colorant: 'cosmetic colorant',
  fragrance: 'perfuming',
};

/** Labels that say nothing about the ingredient's role. */
const noFunctionLabels = new Set(['not reported', 'not reported.', '-']);

function labelKey(label: string): string {
  return (
    label
      .toLowerCase()
      // "Skin Conditioning - Emollient" with odd spacing, but not the hyphen of "Anti-Seborrheic".
      .replace(/\s+-\s*|\s*-\s+/g, ' - ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export interface FunctionNameMapper {
  /**
   * Polish name of a CosIng/OBF function label: `{ name, known: true }`; an unknown label comes back as
   * itself in English with `known: false`; `null` for labels that carry no function ("Not Reported").
   */
  toPolish(label: string): { name: string; known: boolean } | null;
  /** Polish names of a list of labels, without repeats, and the labels that had no translation. */
  mapAll(labels: readonly string[]): { functions: string[]; unknown: string[] };
}

/**
 * Maps English function labels to Polish, case-insensitively: first the curated `inciFunctionNamesPl`
 * (reviewed wording), then the OBF taxonomy's `pl:` names (typos fixed) for labels the curated map lacks,
 * going through `cosingToObfLabel` for CosIng's newer labels.
 */
export function createFunctionNameMapper(taxonomy: readonly InciFunctionEntry[] = []): FunctionNameMapper {
  const fromTaxonomy = new Map<string, string>();
  for (const entry of taxonomy) if (entry.pl) fromTaxonomy.set(labelKey(entry.en), fixTaxonomyTypos(entry.pl));
  const toPolish = (label: string) => {
    const key = labelKey(label);
    if (!key || noFunctionLabels.has(key)) return null;
    const alias = cosingToObfLabel[key];
    const name =
      inciFunctionNamesPl[key] ??
      (alias ? inciFunctionNamesPl[alias] : undefined) ??
      fromTaxonomy.get(key) ??
      (alias ? fromTaxonomy.get(alias) : undefined);
    return name ? { name, known: true } : { name: label.replace(/\s+/g, ' ').trim(), known: false };
  };
  return {
    toPolish,
    mapAll(labels) {
      const functions: string[] = [];
      const unknown: string[] = [];
      for (const label of labels) {
        const mapped = toPolish(label);
        if (!mapped) continue;
        if (!mapped.known) unknown.push(mapped.name);
        if (!functions.includes(mapped.name)) functions.push(mapped.name);
      }
      return { functions, unknown };
    },
  };
}

export interface CosingImportOptions {
  /** Count what would change without writing. */
  dryRun?: boolean;
  /** Rows per INSERT/UPDATE statement. @default 1000 */
  batchSize?: number;
  /** OBF `inci_functions.txt`, to complement the function-name map; skipped when absent. */
  inciFunctionsFile?: string;
  /** Progress messages (the CLI prints them). */
  log?: (message: string) => void;
}

export interface CosingImportSummary {
  file: string;
  dryRun: boolean;
  /** Data rows read (header excluded). Each ends in exactly one of the counters below. */
  read: number;
  /** New ingredients. */
  inserted: number;
  /** Existing ingredients that gained a CAS or EC number or functions. */
  updated: number;
  /** Existing ingredients that already had everything the row offers. */
  unchanged: number;
  /** Repeats of an INCI name earlier in the file: merged into the first (missing numbers, more functions). */
  duplicates: number;
  skipped: Partial<Record<CosingSkipReason, number>>;
  /** English labels kept untranslated, with how many rows carried them. */
  unknownFunctions: Record<string, number>;
  durationMs: number;
  attribution: string;
}

interface KnownIngredient {
  /** Undefined while the row waits in the insert batch (or always, in a dry run). */
  id?: number;
  cas: string | null;
  ec: string | null;
  functions: string[];
  /**
   * Curated rows (with a Polish name) keep their functions and only get them when they have none; rows
   * that came from CosIng take the union with every row of the file, which makes duplicates merge and a
   * second run change nothing.
   */
  curated: boolean;
  pendingInsert?: typeof t.ingredients.$inferInsert;
}

interface Patch {
  id: number;
  cas: string | null;
  ec: string | null;
  functions: string[] | null;
}

const MAX_SLUG = 100;

/** ASCII slug of an INCI name, cut at a hyphen so long botanical names stay usable in URLs. */
export function inciSlug(inci: string): string {
  const slug = toSlug(inci);
  if (slug.length <= MAX_SLUG) return slug || 'skladnik';
  const cut = slug.slice(0, MAX_SLUG);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 40 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/**
 * First free slug among `base`, `base-2`, `base-3`, … (the base shortened so the whole stays within
 * `maxLength`) and marks it taken: file order decides, so reruns give the same slugs.
 */
export function uniqueSlug(base: string, taken: Set<string>, maxLength = MAX_SLUG): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) {
    const suffix = `-${n}`;
    slug = `${base.slice(0, maxLength - suffix.length).replace(/-+$/, '')}${suffix}`;
  }
  taken.add(slug);
  return slug;
}

/**
 * Imports the EU CosIng export into `ingredients` (streamed, in batches, idempotent): new INCI names get a
 * unique slug and Polish function names; curated ingredients keep their texts and only gain a CAS/EC number
 * or functions they lack. Bad rows are counted in `skipped`, never thrown.
 */
export async function importCosing(
  db: Database,
  filePath: string,
  options: CosingImportOptions = {},
): Promise<CosingImportSummary> {
  const started = performance.now();
  const dryRun = options.dryRun ?? false;
  const batchSize = options.batchSize ?? 1000;
  const log = options.log ?? (() => undefined);
  if (!existsSync(filePath)) throw new Error(`CosIng file not found: ${filePath}`);

  const taxonomy =
    options.inciFunctionsFile && existsSync(options.inciFunctionsFile)
      ? await readInciFunctions(options.inciFunctionsFile)
      : [];
  const mapper = createFunctionNameMapper(taxonomy);

  const known = new Map<string, KnownIngredient>();
  const slugs = new Set<string>();
  const existing = await queryRows<{
    id: number;
    inci: string;
    slug: string;
    cas: string | null;
    ec: string | null;
    functions: string[] | null;
    name_pl: string | null;
  }>(db, sql`select id, inci, slug, cas, ec, functions, name_pl from ingredients order by id`);
  for (const row of existing) {
    slugs.add(row.slug);
    const key = normaliseInci(row.inci);
    if (known.has(key)) continue;
    known.set(key, {
      id: row.id,
      cas: row.cas,
      ec: row.ec,
      functions: row.functions ?? [],
      curated: row.name_pl !== null,
    });
  }

  const summary: CosingImportSummary = {
    file: filePath,
    dryRun,
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    duplicates: 0,
    skipped: {},
    unknownFunctions: {},
    durationMs: 0,
    attribution: COSING_ATTRIBUTION,
  };
  const seen = new Set<string>();
  let inserts: { key: string; row: typeof t.ingredients.$inferInsert }[] = [];
  const patches = new Map<number, Patch>();

  const flushInserts = async () => {
    if (inserts.length === 0) return;
    const batch = inserts;
    inserts = [];
    if (dryRun) {
      for (const { key } of batch) delete known.get(key)!.pendingInsert;
      return;
    }
    const returned = await db
      .insert(t.ingredients)
      .values(batch.map(({ key, row }) => ({ ...row, ...pick(known.get(key)!) })))
      .onConflictDoNothing()
      .returning({ id: t.ingredients.id, inci: t.ingredients.inci });
    for (const row of returned) {
      const entry = known.get(row.inci);
      if (entry) entry.id = row.id;
    }
    for (const { key } of batch) delete known.get(key)!.pendingInsert;
  };
  const flushPatches = async () => {
    if (patches.size === 0) return;
    const batch = [...patches.values()];
    patches.clear();
    if (dryRun) return;
    // One statement per batch; the rows travel as one JSON parameter, which both drivers pass alike.
    await db.execute(sql`
      update ingredients i set
        cas = coalesce(v.cas, i.cas),
        ec = coalesce(v.ec, i.ec),
        functions = coalesce(v.functions, i.functions)
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as v(id int, cas text, ec text, functions text[])
      where i.id = v.id`);
  };

  for await (const row of parseCosingRows(readCsv(filePath))) {
    summary.read++;
    if (!row.ok) {
      summary.skipped[row.reason] = (summary.skipped[row.reason] ?? 0) + 1;
      continue;
    }
    const { record } = row;
    const { functions, unknown } = mapper.mapAll(record.functions);
    for (const label of unknown) summary.unknownFunctions[label] = (summary.unknownFunctions[label] ?? 0) + 1;

    const repeated = seen.has(record.inci);
    seen.add(record.inci);
    const entry = known.get(record.inci);
    if (!entry) {
      const created: KnownIngredient = { cas: record.cas, ec: record.ec, functions, curated: false };
      created.pendingInsert = { inci: record.inci, slug: uniqueSlug(inciSlug(record.inci), slugs) };
      known.set(record.inci, created);
      inserts.push({ key: record.inci, row: created.pendingInsert });
      summary.inserted++;
    } else {
      const cas = entry.cas ?? record.cas;
      const ec = entry.ec ?? record.ec;
      let nextFunctions: string[] | null = null;
      if (entry.curated ? entry.functions.length === 0 && functions.length > 0 : true) {
        const union = [...entry.functions, ...functions.filter((name) => !entry.functions.includes(name))];
        if (union.length !== entry.functions.length) nextFunctions = union;
      }
      const changed = cas !== entry.cas || ec !== entry.ec || nextFunctions !== null;
      if (changed) {
        entry.cas = cas;
        entry.ec = ec;
        if (nextFunctions) entry.functions = nextFunctions;
        // A row still waiting in the insert batch takes the change with it; an inserted one needs an UPDATE.
        if (!entry.pendingInsert && entry.id !== undefined) {
          const patch = patches.get(entry.id) ?? { id: entry.id, cas: null, ec: null, functions: null };
          patches.set(entry.id, {
            id: entry.id,
            cas: entry.cas ?? patch.cas,
            ec: entry.ec ?? patch.ec,
            functions: nextFunctions ?? patch.functions,
          });
        }
      }
      if (repeated) summary.duplicates++;
      else if (changed) summary.updated++;
      else summary.unchanged++;
    }
    if (inserts.length >= batchSize) await flushInserts();
    if (patches.size >= batchSize) await flushPatches();
    if (summary.read % 10_000 === 0) log(`CosIng: ${summary.read} wierszy`);
  }
  await flushInserts();
  await flushPatches();
  summary.durationMs = Math.round(performance.now() - started);
  return summary;
}

/** The columns an insert takes from the in-memory state (which may have been merged with later rows). */
function pick(entry: KnownIngredient) {
  return { cas: entry.cas, ec: entry.ec, functions: entry.functions };
}
