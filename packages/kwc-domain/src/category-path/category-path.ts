import { LISTING_IGNORED_QUERY_KEYS, LISTING_QUERY_KEYS } from '../constants';
import type { DecodedCategoryPath } from '../schemas';
import { decodeSort, encodeSort, isValidSort, SORT_DIRECTIONS, SORT_FIELDS } from '../sort/sort';

import { FLAG_FILTER_ON, FLAG_FILTER_SLUGS, FLAG_FILTERS, type FlagFilterName, SHOP_FILTER } from './filter-names';

export { BRAND_URL_KEY_PREFIX, isBrandUrlKey, isLandingPagePath } from './url-keys';

// The category URL codec of spec section 2 "Category URL construction"; its grammar and escaping
// are written out in the package README ("Category paths").

/** Machine-readable reason a category path was refused. */
export type CategoryPathErrorCode =
  | 'NOT_A_STRING'
  | 'BASE_PATH_MISMATCH'
  | 'EMPTY_URL_KEY'
  | 'EMPTY_SEGMENT'
  | 'TOO_MANY_SEGMENTS'
  | 'INVALID_ESCAPE'
  | 'UNKNOWN_PROMO_FILTER'
  | 'DUPLICATE_FILTER'
  | 'MALFORMED_FILTER'
  | 'MISSING_URL_TEMPLATE'
  | 'KEY_FILTER_NOT_IN_TEMPLATE'
  | 'INVALID_SORT'
  | 'INVALID_QUERY'
  | 'INVALID_HASH'
  | 'INVALID_DECODED_PATH';

/** Why a category path could not be decoded, or a decoded path could not be encoded. */
export class CategoryPathError extends Error {
  override readonly name = 'CategoryPathError';

  constructor(
    readonly code: CategoryPathErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export type CategoryPathResult<T> = { ok: true; value: T } | { ok: false; error: CategoryPathError };

export interface CategoryPathOptions {
  /** A prefix the path carries before the url key, e.g. `CATALOGUE_BASE_PATH`. */
  basePath?: string;
  /**
   * The category's `url_template`: which filters the key-filter segment holds, in order. Needed
   * whenever the path has a second segment, since its groups are positional.
   */
  urlTemplate?: readonly string[];
}

const fail = (code: CategoryPathErrorCode, message: string): { ok: false; error: CategoryPathError } => ({
  ok: false,
  error: new CategoryPathError(code, message),
});

const KEPT_AS_IS = /^[A-Za-z0-9-]$/;

/** Escapes one url key, filter name or value so `_`, `.` and other structural ASCII never appear raw (README). */
function escapeComponent(value: string): string {
  let escaped = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    escaped += code >= 0x80 || KEPT_AS_IS.test(char) ? char : `~${code.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encodeURIComponent(escaped);
}

/** Reverses `escapeComponent`; `null` for a malformed escape. */
function unescapeComponent(raw: string): string | null {
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  let value = '';
  for (let index = 0; index < text.length;) {
    if (text[index] !== '~') {
      value += text[index];
      index += 1;
      continue;
    }
    const hex = text.slice(index + 1, index + 3);
    if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return null;
    const code = Number.parseInt(hex, 16);
    if (code >= 0x80) return null;
    value += String.fromCharCode(code);
    index += 3;
  }
  return value;
}

function decodeValues(raw: readonly string[], where: string): CategoryPathResult<string[]> {
  const values: string[] = [];
  for (const part of raw) {
    const value = unescapeComponent(part);
    if (value === null) return fail('INVALID_ESCAPE', `Malformed escape "${part}" in ${where}`);
    if (value === '') return fail('MALFORMED_FILTER', `Empty filter value in ${where}`);
    values.push(value);
  }
  return { ok: true, value: values };
}

function normalizeBasePath(basePath: string): string {
  const trimmed = basePath.replace(/\/+$/, '');
  return trimmed === '' || trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

function flagBySlug(slug: string): FlagFilterName | undefined {
  return FLAG_FILTERS.find((filter) => FLAG_FILTER_SLUGS[filter] === slug);
}

/** Filters the first segment writes; a `name.value` pair may not use their names. */
function isReservedFilterName(name: string): boolean {
  return name === SHOP_FILTER.name || (FLAG_FILTERS as readonly string[]).includes(name);
}

function isIgnoredQueryKey(key: string): boolean {
  return (LISTING_IGNORED_QUERY_KEYS as readonly string[]).includes(key);
}

interface SplitPath {
  segments: string[];
  query: string | null;
  hash: string | null;
}

function splitPath(path: unknown, options: CategoryPathOptions): CategoryPathResult<SplitPath> {
  if (typeof path !== 'string') return fail('NOT_A_STRING', 'A category path must be a string');
  const hashAt = path.indexOf('#');
  const beforeHash = hashAt === -1 ? path : path.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  let pathname = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);

  if (options.basePath !== undefined) {
    const base = normalizeBasePath(options.basePath);
    if (pathname !== base && !pathname.startsWith(`${base}/`)) {
      return fail('BASE_PATH_MISMATCH', `The path does not start with ${base}`);
    }
    pathname = pathname.slice(base.length);
  }
  pathname = pathname.replace(/^\//, '').replace(/\/$/, '');
  if (pathname === '') return fail('EMPTY_URL_KEY', 'The path has no category url key');
  const segments = pathname.split('/');
  if (segments.length > 2) {
    return fail('TOO_MANY_SEGMENTS', 'A category path has at most two segments: url key and key filters');
  }
  if (segments.includes('')) return fail('EMPTY_SEGMENT', 'The path has an empty segment');
  return {
    ok: true,
    value: {
      segments,
      query: queryAt === -1 ? null : beforeHash.slice(queryAt + 1),
      hash: hashAt === -1 ? null : path.slice(hashAt + 1),
    },
  };
}

function decodeUrlKey(firstSegment: string): CategoryPathResult<string> {
  const raw = firstSegment.split('_')[0] ?? '';
  const urlKey = unescapeComponent(raw);
  if (urlKey === null) return fail('INVALID_ESCAPE', `Malformed escape in the url key "${raw}"`);
  if (urlKey === '') return fail('EMPTY_URL_KEY', 'The path has no category url key');
  return { ok: true, value: urlKey };
}

/** Flag slugs and the shop filter, which follow the url key in the first segment. */
function decodeStaticFilters(tokens: readonly string[], filters: Map<string, string[]>): CategoryPathResult<null> {
  for (const token of tokens) {
    if (token === '') return fail('EMPTY_SEGMENT', 'The first segment has an empty filter');
    const [name = '', ...rawValues] = token.split('.');
    if (rawValues.length === 0) {
      const flag = flagBySlug(token);
      // The code and these messages keep the older word "promo": API clients read them in 400 answers.
      if (flag === undefined) return fail('UNKNOWN_PROMO_FILTER', `Unknown promo filter "${token}"`);
      if (filters.has(flag)) return fail('DUPLICATE_FILTER', `The promo filter "${token}" is repeated`);
      filters.set(flag, [FLAG_FILTER_ON]);
      continue;
    }
    if (name !== SHOP_FILTER.slug) {
      return fail('MALFORMED_FILTER', `Only promo filters and the shop filter follow the url key, not "${token}"`);
    }
    if (filters.has(SHOP_FILTER.name)) return fail('DUPLICATE_FILTER', 'The shop filter is repeated');
    const values = decodeValues(rawValues, 'the shop filter');
    if (!values.ok) return values;
    filters.set(SHOP_FILTER.name, values.value);
  }
  return { ok: true, value: null };
}

/** Key filter groups and `name.value` pairs of the second segment. */
function decodeFilterSegment(
  segment: string,
  template: readonly string[],
  keyFilters: Map<string, string[]>,
  additionalFilters: Map<string, string[]>,
): CategoryPathResult<null> {
  const tokens = segment.split('_');
  for (const [index, token] of tokens.slice(0, template.length).entries()) {
    if (token === '') continue;
    const name = template[index] ?? '';
    const values = decodeValues(token.split('.'), `the key filter "${name}"`);
    if (!values.ok) return values;
    keyFilters.set(name, values.value);
  }
  const pairs = tokens.slice(template.length);
  for (const pair of pairs) {
    const parts = pair.split('.');
    if (parts.length !== 2) return fail('MALFORMED_FILTER', `"${pair}" is not a name.value filter`);
    const decoded = decodeValues(parts, `the filter "${pair}"`);
    if (!decoded.ok) return decoded;
    const [name = '', value = ''] = decoded.value;
    if (isReservedFilterName(name)) {
      return fail('MALFORMED_FILTER', `"${name}" belongs in the first segment, after the url key`);
    }
    additionalFilters.set(name, [...(additionalFilters.get(name) ?? []), value]);
  }
  if (keyFilters.size === 0 && pairs.length === 0) {
    return fail('EMPTY_SEGMENT', 'The key filter segment sets no filter');
  }
  return { ok: true, value: null };
}

function tryDecodeURIComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Query strings may write a space as `+` (HTML forms, URLSearchParams). */
function decodeFormComponent(raw: string): string | null {
  return tryDecodeURIComponent(raw.replace(/\+/g, ' '));
}

interface DecodedQuery {
  queryParams: Record<string, string>;
  sort: DecodedCategoryPath['sort'];
}

/** Query parameters without the ignored keys; the first of repeated keys wins, as in URLSearchParams.get. */
function decodeQuery(query: string | null): CategoryPathResult<DecodedQuery> {
  const params = new Map<string, string>();
  let sort: DecodedCategoryPath['sort'] = null;
  let sortSeen = false;
  for (const part of (query ?? '').split('&')) {
    if (part === '') continue;
    const equalsAt = part.indexOf('=');
    const key = decodeFormComponent(equalsAt === -1 ? part : part.slice(0, equalsAt));
    const value = decodeFormComponent(equalsAt === -1 ? '' : part.slice(equalsAt + 1));
    if (key === null || value === null) return fail('INVALID_QUERY', `Malformed query parameter "${part}"`);
    if (key === '' || isIgnoredQueryKey(key)) continue;
    if (key === LISTING_QUERY_KEYS.sort) {
      if (sortSeen) continue;
      sortSeen = true;
      sort = decodeSort(value);
      if (sort === null) return fail('INVALID_SORT', `Unknown sort "${value}"`);
      continue;
    }
    if (!params.has(key)) params.set(key, value);
  }
  return { ok: true, value: { queryParams: Object.fromEntries(params), sort } };
}

/**
 * The url key of a category path, without decoding the rest: the API needs it to find the category,
 * whose `url_template` then decodes the key filters.
 */
export function readCategoryUrlKey(
  path: string,
  options: Pick<CategoryPathOptions, 'basePath'> = {},
): CategoryPathResult<string> {
  const split = splitPath(path, options);
  return split.ok ? decodeUrlKey(split.value.segments[0] ?? '') : split;
}

/**
 * Decodes a category path (spec section 2 "Category URL construction") into the decoded category
 * path of spec section 3. Never throws: a malformed path gives `{ ok: false, error }` with a
 * `CategoryPathError` whose `code` says why. Query keys that listing URLs ignore are dropped.
 */
export function decodeCategoryPath(
  path: string,
  options: CategoryPathOptions = {},
): CategoryPathResult<DecodedCategoryPath> {
  const split = splitPath(path, options);
  if (!split.ok) return split;
  const [first = '', filterSegment] = split.value.segments;

  const urlKey = decodeUrlKey(first);
  if (!urlKey.ok) return urlKey;

  // Maps, then Object.fromEntries: a filter or query key such as "__proto__" stays plain data.
  const additionalFilters = new Map<string, string[]>();
  const staticFilters = decodeStaticFilters(first.split('_').slice(1), additionalFilters);
  if (!staticFilters.ok) return staticFilters;

  const keyFilters = new Map<string, string[]>();
  if (filterSegment !== undefined) {
    if (options.urlTemplate === undefined) {
      return fail('MISSING_URL_TEMPLATE', 'Decoding key filters needs the category url_template');
    }
    const filters = decodeFilterSegment(filterSegment, options.urlTemplate, keyFilters, additionalFilters);
    if (!filters.ok) return filters;
  }

  const query = decodeQuery(split.value.query);
  if (!query.ok) return query;

  let hash: string | null = null;
  if (split.value.hash !== null && split.value.hash !== '') {
    hash = tryDecodeURIComponent(split.value.hash);
    if (hash === null) return fail('INVALID_HASH', 'Malformed escape in the hash');
  }

  return {
    ok: true,
    value: {
      url_key: urlKey.value,
      queryParams: query.value.queryParams,
      keyFilters: Object.fromEntries(keyFilters),
      additionalFilters: Object.fromEntries(additionalFilters),
      sort: query.value.sort,
      hash,
    },
  };
}

/** A record's own entry: filter names come from URLs and templates, so "constructor" must not hit the prototype. */
function own(record: Readonly<Record<string, string[]>>, key: string): string[] | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function isFlagOn(values: readonly string[]): boolean {
  return values.length === 1 && values[0] === FLAG_FILTER_ON;
}

// `decodedCategoryPathSchema` checked without zod, so building listing URLs in the browser does not
// bundle it; the rules follow zod's (fields read through the prototype chain, records as plain objects
// with non-empty own enumerable keys), and a test compares the two on generated values.

function isObject(value: unknown): value is Record<PropertyKey, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPlainObject(value: unknown): value is Record<PropertyKey, unknown> {
  if (!isObject(value)) return false;
  const constructor: unknown = value.constructor;
  if (typeof constructor !== 'function') return true;
  const prototype: unknown = constructor.prototype;
  return isObject(prototype) && Object.hasOwn(prototype, 'isPrototypeOf');
}

const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

function isFilterValues(value: unknown): boolean {
  if (!Array.isArray(value) || value.length === 0) return false;
  for (let index = 0; index < value.length; index++) if (!isNonEmptyString(value[index])) return false;
  return true;
}

/** The first key or value of a record that is not allowed, or `null` when the record is fine. */
function recordProblem(value: unknown, isValue: (entry: unknown) => boolean): string | null {
  if (!isPlainObject(value)) return 'is not a record';
  for (const key of Reflect.ownKeys(value)) {
    if (key === '__proto__' || !Object.prototype.propertyIsEnumerable.call(value, key)) continue;
    if (!isNonEmptyString(key)) return `has the key ${String(key) || '""'}`;
    if (!isValue(value[key])) return `has a malformed value under "${key}"`;
  }
  return null;
}

function isSort(value: unknown): boolean {
  if (!isObject(value)) return false;
  const { value: field, direction } = value;
  return (
    (SORT_FIELDS as readonly unknown[]).includes(field) &&
    (SORT_DIRECTIONS as readonly unknown[]).includes(direction) &&
    isValidSort({ value: field as string, direction: direction as string })
  );
}

/** Why a value is not a decoded category path, or `null` when it is one. */
function decodedCategoryPathProblem(decoded: unknown): string | null {
  if (!isObject(decoded)) return 'not an object';
  if (!isNonEmptyString(decoded.url_key)) return '`url_key` is not a non-empty string';
  const fields = [
    ['queryParams', (entry: unknown) => typeof entry === 'string'],
    ['keyFilters', isFilterValues],
    ['additionalFilters', isFilterValues],
  ] as const;
  for (const [field, isValue] of fields) {
    const problem = recordProblem(decoded[field], isValue);
    if (problem !== null) return `\`${field}\` ${problem}`;
  }
  if (decoded.sort !== null && !isSort(decoded.sort)) return '`sort` is not an offered sort or null';
  if (decoded.hash !== null && !isNonEmptyString(decoded.hash)) return '`hash` is not a non-empty string or null';
  return null;
}

/**
 * Whether a value is a decoded category path: exactly what `decodedCategoryPathSchema` accepts,
 * checked without zod (`encodeCategoryPath` refuses anything else).
 */
export function isDecodedCategoryPath(value: unknown): value is DecodedCategoryPath {
  return decodedCategoryPathProblem(value) === null;
}

/**
 * Builds the URL of a decoded category path (spec section 2 "Category URL construction"); the
 * inverse of `decodeCategoryPath` with the same options. Query keys are written sorted, so one
 * listing has one URL (one cache entry, one canonical link); ignored query keys are never written.
 *
 * @throws {CategoryPathError} when `decoded` is not a valid decoded path: an empty url key or value,
 * a filter flag other than `['1']`, a key filter outside `options.urlTemplate`, or a `sort` query key.
 * These are programming errors, unlike a malformed URL.
 */
export function encodeCategoryPath(decoded: DecodedCategoryPath, options: CategoryPathOptions = {}): string {
  const problem = decodedCategoryPathProblem(decoded);
  if (problem !== null) {
    throw new CategoryPathError('INVALID_DECODED_PATH', `Not a decoded category path: ${problem}`);
  }

  const first = [escapeComponent(decoded.url_key)];
  for (const flag of FLAG_FILTERS) {
    const values = own(decoded.additionalFilters, flag);
    if (values === undefined) continue;
    if (!isFlagOn(values)) {
      throw new CategoryPathError('MALFORMED_FILTER', `The filter flag "${flag}" is set only as ['1']`);
    }
    first.push(FLAG_FILTER_SLUGS[flag]);
  }
  const shop = own(decoded.additionalFilters, SHOP_FILTER.name);
  if (shop !== undefined) first.push([SHOP_FILTER.slug, ...shop.map(escapeComponent)].join('.'));

  const template = options.urlTemplate;
  for (const name of Object.keys(decoded.keyFilters)) {
    if (!template?.includes(name)) {
      throw new CategoryPathError('KEY_FILTER_NOT_IN_TEMPLATE', `The key filter "${name}" is not in the url_template`);
    }
  }
  const groups = (template ?? []).map((name) => (own(decoded.keyFilters, name) ?? []).map(escapeComponent).join('.'));
  const pairs = Object.entries(decoded.additionalFilters)
    .filter(([name]) => !isReservedFilterName(name))
    .flatMap(([name, values]) => values.map((value) => `${escapeComponent(name)}.${escapeComponent(value)}`));
  if (pairs.length > 0 && template === undefined) {
    throw new CategoryPathError('MISSING_URL_TEMPLATE', 'Additional filters are written after the url_template slots');
  }
  if (pairs.length === 0) {
    while (groups.at(-1) === '') groups.pop();
  }
  const filterTokens = [...groups, ...pairs];

  if (Object.hasOwn(decoded.queryParams, LISTING_QUERY_KEYS.sort)) {
    throw new CategoryPathError('INVALID_QUERY', 'Sort belongs in `sort`, not in queryParams');
  }
  const query = Object.entries(decoded.queryParams).filter(([key]) => !isIgnoredQueryKey(key));
  if (decoded.sort !== null) query.push([LISTING_QUERY_KEYS.sort, encodeSort(decoded.sort)]);
  query.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  let url = `${normalizeBasePath(options.basePath ?? '')}/${first.join('_')}`;
  if (filterTokens.length > 0) url += `/${filterTokens.join('_')}`;
  if (query.length > 0) {
    url += `?${query.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')}`;
  }
  if (decoded.hash !== null) url += `#${encodeURIComponent(decoded.hash)}`;
  return url;
}
