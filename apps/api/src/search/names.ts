import { sql } from 'drizzle-orm';

import { matches, parseTsQuery, parseTsVector, type TsQuery } from './text-index';
import { queryRows, type Database } from '../db/client';
import { isAsciiText, wordSimilarity } from './trigrams';
import { polishStopWords } from './dictionary';
import { compactName, foldedWords, typoBudget, typoDistance } from './typos';

const STOP_WORDS = new Set(polishStopWords.map((word) => compactName(word)));

/**
 * The fewest typos with which every word of `typed` begins some word of `words` (a word within its
 * typo budget of a word's prefix), or `Infinity`.
 */
function typosOfWords(typed: string[], words: string[]): number {
  let total = 0;
  for (const word of typed) {
    const budget = typoBudget(word.length);
    let best = Infinity;
    for (const candidate of words) {
      const distance = candidate.startsWith(word) ? 0 : typoDistance(word, candidate, budget, true);
      if (distance <= budget && distance < best) best = distance;
      if (best === 0) break;
    }
    if (best === Infinity) return Infinity;
    total += best;
  }
  return total;
}

/** How many of each kind the search box shows. */
export const LIMITS = { brand: 3, category: 4, product: 10, ingredient: 3 } as const;

/** What the search box shows besides products, and what an "exact" product name is. */
export interface NamesFound extends Record<string, unknown> {
  /** The phrase as `search_text` spells names: lower-cased, accent-free. */
  plain: string;
  /** Brands named exactly so. */
  exact_brands: number[];
  brands: { slug: string; name: string }[] | null;
  categories: { url_key: string; name: string }[] | null;
  ingredients: { slug: string; name: string | null; inci: string }[] | null;
}

/** A phrase as the database spells it: accent-free and lower-cased, and lower-cased alone. */
interface Phrase extends Record<string, unknown> {
  plain: string;
  lower: string;
}

/** A phrase's Polish and accent-free queries (the listing index's, kept per query). */
type Normalise = (query: string) => Promise<{ polish: string; simple: string }>;

interface BrandRow extends Record<string, unknown> {
  id: number;
  slug: string;
  name: string;
  plain: string;
  popularity: number;
}

interface CategoryRow extends Record<string, unknown> {
  id: number;
  url_key: string;
  name: string;
  plain: string;
  listed: boolean;
  is_public: boolean;
  product_count: number;
  search_words: string | null;
}

interface IngredientRow extends Record<string, unknown> {
  id: number;
  slug: string;
  name: string | null;
  inci: string;
  plain: string;
  lower_inci: string;
  is_important: boolean;
  length: number;
}

interface Tables {
  brands: BrandRow[];
  categories: (CategoryRow & { words: string[] })[];
  ingredients: IngredientRow[];
  /** Every brand name is ASCII once accent-free (then trigrams are computed here exactly). */
  ascii: boolean;
}

/**
 * The search box's brands, categories and ingredients, matched in the database (`find` in memory
 * answers the same; this stays for phrases it does not read, and is the reference of its tests).
 * Ties broken by name and id, so an answer is one answer.
 */
export function namesInDatabase(db: Database, text: string, query: string, includeNonPublic: boolean) {
  const plain = sql`lower(kwc_unaccent(${text}))`;
  const json = (rows: ReturnType<typeof sql>) => sql`(select json_agg(r) from (${rows}) r)`;
  return queryRows<NamesFound>(
    db,
    sql`select ${plain} as plain,
          array(select id from brands where lower(kwc_unaccent(name)) = ${plain} order by id) as exact_brands,
          ${json(sql`select slug, name from brands
            where lower(kwc_unaccent(name)) like ${plain} || '%'
               or word_similarity(${plain}, lower(kwc_unaccent(name))) > 0.6
            order by (lower(kwc_unaccent(name)) = ${plain}) desc, popularity desc, name, id
            limit ${LIMITS.brand}`)} as brands,
          ${json(sql`select url_key, name from categories
            where kind = 'category' and status <> 'REDIRECTED' ${includeNonPublic ? sql`` : sql`and is_public`}
              and (search_words @@ to_tsquery('polish', ${query}) or search_words @@ to_tsquery('polish_unaccent', ${query}))
            order by (lower(kwc_unaccent(name)) = ${plain}) desc, product_count desc, id
            limit ${LIMITS.category}`)} as categories,
          ${json(sql`select slug, name_pl as name, inci from ingredients
            where lower(kwc_unaccent(coalesce(name_pl, ''))) like '%' || ${plain} || '%'
               or lower(inci) like '%' || lower(${text}) || '%'
            order by is_important desc, length(coalesce(name_pl, inci)), id
            limit ${LIMITS.ingredient}`)} as ingredients`,
  ).then(([row]) => row!);
}

/** Does a tsvector's lexeme list match a query (`@@`, prefixes included)? */
function matchesWords(words: string[], node: TsQuery): boolean {
  if ('lexeme' in node) return words.some((word) => matches(word, node));
  return node.op === '&'
    ? node.args.every((arg) => matchesWords(words, arg))
    : node.args.some((arg) => matchesWords(words, arg));
}

/** The first `limit` of `rows` passing `keep`, in `order`. */
function best<T>(rows: T[], keep: (row: T) => boolean, order: (a: T, b: T) => number, limit: number): T[] | null {
  const found = rows.filter(keep).sort(order).slice(0, limit);
  return found.length > 0 ? found : null;
}

const byNumber = (a: number, b: number) => a - b;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Answers per phrase, kept with the tables they were read from (a new snapshot starts empty). */
const answersOf = new WeakMap<Tables, Map<string, Promise<unknown>>>();
const ANSWERS_KEPT = 512;

/** `compute()`'s answer for `key` under `tables`, computed once while they last. */
function remembered<T>(tables: Tables, key: string, compute: () => Promise<T>): Promise<T> {
  let answers = answersOf.get(tables);
  if (!answers) answersOf.set(tables, (answers = new Map()));
  const known = answers.get(key) as Promise<T> | undefined;
  if (known) return known;
  const answer = compute();
  if (answers.size >= ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
  answers.set(key, answer);
  answer.catch(() => answers.delete(key));
  return answer;
}

/**
 * The search box's brands, categories and ingredients matched in memory with the predicates and order
 * of `namesInDatabase`, without its statement (LISTINGS.md). Read again after a logged change and at
 * least every `ttlMs`, because brand and ingredient writes are not logged.
 */
export class SearchNames {
  private snapshot: { changes: number; loadedAt: number; tables: Promise<Tables> } | undefined;
  private readonly phrases = new Map<string, Promise<Phrase>>();

  constructor(
    private readonly db: Database,
    private readonly changes: () => number,
    private readonly normalise: Normalise,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Brands, categories and ingredients for a phrase (its `prefixQuery` is `query`); `null` when the
   * database must answer (a name or phrase outside ASCII once accent-free, LIKE's special
   * characters, a query with operators the parser does not read).
   */
  async find(text: string, query: string, includeNonPublic: boolean): Promise<NamesFound | null> {
    const tables = await this.tables();
    return remembered(tables, `find:${includeNonPublic}:${query}:${text}`, () =>
      this.findIn(tables, text, query, includeNonPublic),
    );
  }

  private async findIn(
    tables: Tables,
    text: string,
    query: string,
    includeNonPublic: boolean,
  ): Promise<NamesFound | null> {
    const [phrase, queries] = await Promise.all([this.phrase(text), this.normalise(query)]);
    if (!tables.ascii || !isAsciiText(phrase.plain) || /[%_\\]/.test(phrase.plain + phrase.lower)) return null;
    const polish = parseTsQuery(queries.polish);
    const simple = parseTsQuery(queries.simple);
    const unreadable = (printed: string, parsed: TsQuery | null) => printed.trim() !== '' && parsed === null;
    if (unreadable(queries.polish, polish) || unreadable(queries.simple, simple)) return null;
    const { plain, lower } = phrase;
    const exact = (name: string) => Number(name === plain);
    return {
      plain,
      exact_brands: tables.brands.filter((brand) => brand.plain === plain).map((brand) => brand.id),
      brands:
        best(
          tables.brands,
          (brand) => brand.plain.startsWith(plain) || wordSimilarity(plain, brand.plain) > 0.6,
          (a, b) =>
            exact(b.plain) - exact(a.plain) ||
            b.popularity - a.popularity ||
            byText(a.name, b.name) ||
            byNumber(a.id, b.id),
          LIMITS.brand,
        )?.map(({ slug, name }) => ({ slug, name })) ?? null,
      categories:
        best(
          tables.categories,
          (category) =>
            category.listed &&
            (includeNonPublic || category.is_public) &&
            ((polish !== null && matchesWords(category.words, polish)) ||
              (simple !== null && matchesWords(category.words, simple))),
          (a, b) => exact(b.plain) - exact(a.plain) || b.product_count - a.product_count || byNumber(a.id, b.id),
          LIMITS.category,
        )?.map(({ url_key, name }) => ({ url_key, name })) ?? null,
      ingredients:
        best(
          tables.ingredients,
          (ingredient) => ingredient.plain.includes(plain) || ingredient.lower_inci.includes(lower),
          (a, b) => Number(b.is_important) - Number(a.is_important) || a.length - b.length || byNumber(a.id, b.id),
          LIMITS.ingredient,
        )?.map(({ slug, name, inci }) => ({ slug, name, inci })) ?? null,
    };
  }

  /**
   * `found` with the kinds that found nothing as typed filled in with typos: a brand whose name,
   * without spaces, accents and punctuation, begins with the phrase so written, or within its typo
   * budget; categories and ingredients whose names hold every word of the phrase within its budget.
   * Fewest typos first, then the order of `find`.
   */
  async withTypos(text: string, found: NamesFound, includeNonPublic: boolean): Promise<NamesFound> {
    if (found.brands && found.categories && found.ingredients) return found;
    const tables = await this.tables();
    // What the typos fill in depends on the phrase and on which kinds are missing, not on `found`'s rows.
    const missing = [found.brands, found.categories, found.ingredients].map((kind) => (kind ? 1 : 0)).join('');
    const filled = await remembered(tables, `typos:${includeNonPublic}:${missing}:${text}`, () =>
      Promise.resolve(this.typosIn(tables, text, found, includeNonPublic)),
    );
    return {
      ...found,
      brands: found.brands ?? filled.brands,
      categories: found.categories ?? filled.categories,
      ingredients: found.ingredients ?? filled.ingredients,
    };
  }

  private typosIn(tables: Tables, text: string, found: NamesFound, includeNonPublic: boolean): NamesFound {
    const words = foldedWords(text).filter((word) => !STOP_WORDS.has(word));
    const compact = words.join('');
    if (compact.length < 3) return found;
    const ranked = <T>(rows: T[], typos: (row: T) => number, order: (a: T, b: T) => number, limit: number) => {
      const scored = rows.map((row) => ({ row, typos: typos(row) })).filter((item) => item.typos !== Infinity);
      scored.sort((a, b) => a.typos - b.typos || order(a.row, b.row));
      return scored.length > 0 ? scored.slice(0, limit).map((item) => item.row) : null;
    };
    const brandTypos = (brand: BrandRow) => {
      const name = compactName(brand.name);
      if (name.startsWith(compact)) return 0;
      const budget = typoBudget(compact.length);
      const distance = typoDistance(compact, name, budget, true);
      return distance <= budget ? distance : Infinity;
    };
    return {
      ...found,
      brands:
        found.brands ??
        ranked(
          tables.brands,
          brandTypos,
          (a, b) => b.popularity - a.popularity || byText(a.name, b.name) || byNumber(a.id, b.id),
          LIMITS.brand,
        )?.map(({ slug, name }) => ({ slug, name })) ??
        null,
      categories:
        found.categories ??
        ranked(
          tables.categories.filter((category) => category.listed && (includeNonPublic || category.is_public)),
          (category) => typosOfWords(words, foldedWords(category.name)),
          (a, b) => b.product_count - a.product_count || byNumber(a.id, b.id),
          LIMITS.category,
        )?.map(({ url_key, name }) => ({ url_key, name })) ??
        null,
      ingredients:
        found.ingredients ??
        ranked(
          tables.ingredients,
          (ingredient) => typosOfWords(words, [...foldedWords(ingredient.name ?? ''), ...foldedWords(ingredient.inci)]),
          (a, b) => Number(b.is_important) - Number(a.is_important) || a.length - b.length || byNumber(a.id, b.id),
          LIMITS.ingredient,
        )?.map(({ slug, name, inci }) => ({ slug, name, inci })) ??
        null,
    };
  }

  /** The tables as of the change log's last read (call after the index's `sync`). */
  private tables(): Promise<Tables> {
    const changes = this.changes();
    const now = this.now();
    const current = this.snapshot;
    if (current && current.changes === changes && now - current.loadedAt < this.ttlMs) return current.tables;
    const tables = this.load();
    this.snapshot = { changes, loadedAt: now, tables };
    tables.catch(() => {
      if (this.snapshot?.tables === tables) this.snapshot = undefined;
    });
    return tables;
  }

  private phrase(text: string): Promise<Phrase> {
    let cached = this.phrases.get(text);
    if (!cached) {
      cached = queryRows<Phrase>(
        this.db,
        sql`select lower(kwc_unaccent(${text})) as plain, lower(${text}) as lower`,
      ).then(([row]) => row!);
      if (this.phrases.size >= 256) this.phrases.delete(this.phrases.keys().next().value!);
      this.phrases.set(text, cached);
      cached.catch(() => this.phrases.delete(text));
    }
    return cached;
  }

  private async load(): Promise<Tables> {
    const [row] = await queryRows<{
      brands: BrandRow[] | null;
      categories: CategoryRow[] | null;
      ingredients: IngredientRow[] | null;
    }>(
      this.db,
      sql`select
        (select json_agg(r) from (select id, slug, name, lower(kwc_unaccent(name)) as plain, popularity from brands) r) as brands,
        (select json_agg(r) from (select id, url_key, name, lower(kwc_unaccent(name)) as plain,
            kind = 'category' and status <> 'REDIRECTED' as listed, is_public, product_count,
            search_words::text as search_words from categories) r) as categories,
        (select json_agg(r) from (select id, slug, name_pl as name, inci,
            lower(kwc_unaccent(coalesce(name_pl, ''))) as plain, lower(inci) as lower_inci, is_important,
            length(coalesce(name_pl, inci)) as length from ingredients) r) as ingredients`,
    );
    const brands = row?.brands ?? [];
    const categories = (row?.categories ?? []).map((category) => ({
      ...category,
      words: parseTsVector(category.search_words ?? '').lexemes,
    }));
    const ingredients = row?.ingredients ?? [];
    const ascii = brands.every((brand) => isAsciiText(brand.plain));
    return { brands, categories, ingredients, ascii };
  }
}
