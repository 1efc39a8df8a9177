import { isSearchPhraseLongEnough, type SearchResult, searchResultHref, searchResultTitle } from '@kwc/domain';

/** Result types in the order the panel lists their groups. */
export const SEARCH_GROUP_ORDER = [
  'brand',
  'category',
  'product',
  'ingredient',
] as const satisfies readonly SearchResult['_type'][];

// ours: the spec lists the result types (section 3) but not how the panel heads them.
/** Group headings of the results list, keyed by result type. */
export const SEARCH_GROUP_LABELS: Record<SearchResult['_type'], string> = {
  brand: 'Marki',
  category: 'Kategorie',
  product: 'Produkty',
  ingredient: 'Składniki',
};

/** A result ready to render: where it links and what it is called. */
export interface SearchResultEntry {
  result: SearchResult;
  href: string;
  title: string;
}

/** The results of one type, under its heading. */
export interface SearchResultGroup {
  type: SearchResult['_type'];
  label: string;
  entries: SearchResultEntry[];
}

/**
 * Groups results by type (marki, kategorie, produkty, składniki), keeping the API's order within a
 * group. A result is left out when it has no link or no title: the panel would show a dead row.
 */
export function groupSearchResults(results: readonly SearchResult[], baseUrl: string): SearchResultGroup[] {
  return SEARCH_GROUP_ORDER.map((type) => ({
    type,
    label: SEARCH_GROUP_LABELS[type],
    entries: results
      .filter((result) => result._type === type)
      .flatMap((result) => {
        const href = searchResultHref(result._source, baseUrl);
        const title = searchResultTitle(result._source).trim();
        return href && title ? [{ result, href, title }] : [];
      }),
  })).filter((group) => group.entries.length > 0);
}

/** What the panel shows for the typed phrase (spec section 2 "Search"). */
export type SearchPanelState = 'empty' | 'tooShort' | 'loading' | 'noResults' | 'results';

/**
 * The panel's state: nothing typed; a phrase under 3 characters after trimming (its results are
 * cleared); a request running; no results; or results.
 */
export function searchPanelState(value: string, resultCount: number, isLoading: boolean): SearchPanelState {
  if (value.trim() === '') return 'empty';
  if (!isSearchPhraseLongEnough(value)) return 'tooShort';
  if (isLoading) return 'loading';
  return resultCount > 0 ? 'results' : 'noResults';
}

/** A piece of a result title, marked when it matches the phrase. */
export interface TitleSegment {
  text: string;
  match: boolean;
}

/** A character lower-cased and without its accent (ż → z, ł → l); one character for one. */
function foldChar(char: string): string {
  const lower = char.toLocaleLowerCase('pl-PL');
  if (lower === 'ł') return 'l';
  const bare = lower.normalize('NFD').replace(/\p{M}/gu, '');
  return bare.length === 1 ? bare : lower;
}

/** A text folded character by character: its indices are the original's (`null` if one is not). */
function fold(text: string): string | null {
  let folded = '';
  for (const char of text) {
    const one = foldChar(char);
    if (one.length !== char.length) return null;
    folded += one;
  }
  return folded;
}

/**
 * Splits a title around where the phrase occurs, ignoring case and Polish letters ("krem
 * nawilzajacy" marks "Krem nawilżający"), so the panel can show why a result came up: the whole
 * phrase's first occurrence, else each of its words' of 3 or more characters. No match, or a
 * phrase under 3 characters, gives the title as one segment.
 */
export function highlightMatch(title: string, phrase: string): TitleSegment[] {
  const needle = fold(phrase.trim());
  const haystack = fold(title);
  const marked = new Array<boolean>(title.length).fill(false);
  if (needle !== null && haystack !== null && isSearchPhraseLongEnough(needle)) {
    const mark = (part: string) => {
      const index = haystack.indexOf(part);
      for (let i = index; index >= 0 && i < index + part.length; i++) marked[i] = true;
      return index >= 0;
    };
    if (!mark(needle)) for (const word of needle.split(/\s+/)) if (word.length >= 3) mark(word);
  }
  const segments: TitleSegment[] = [];
  for (let i = 0; i < title.length; i++) {
    const last = segments.at(-1);
    if (last && last.match === marked[i]) last.text += title[i];
    else segments.push({ text: title[i]!, match: marked[i]! });
  }
  return segments.length > 0 ? segments : [{ text: title, match: false }];
}
