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

/**
 * Splits a title around the first case-insensitive occurrence of the phrase, so the panel can show
 * why a result came up. No match, or a phrase under 3 characters, gives the title as one segment.
 */
export function highlightMatch(title: string, phrase: string): TitleSegment[] {
  const needle = phrase.trim().toLocaleLowerCase('pl-PL');
  const haystack = title.toLocaleLowerCase('pl-PL');
  // Lower-casing can change a string's length (e.g. 'İ'); then indices would not line up.
  const index = isSearchPhraseLongEnough(needle) && haystack.length === title.length ? haystack.indexOf(needle) : -1;
  if (index < 0) return [{ text: title, match: false }];
  return [
    { text: title.slice(0, index), match: false },
    { text: title.slice(index, index + needle.length), match: true },
    { text: title.slice(index + needle.length), match: false },
  ].filter((segment) => segment.text !== '');
}
