import {
  BRAND_FILTER,
  encodeCategoryPath,
  formatCount,
  LISTING_QUERY_KEYS,
  type DecodedCategoryPath,
  type PolishPluralForms,
} from '@kwc/domain';

/** 'produkt', 'produkty', 'produktów' after a number. */
export const PRODUCT_FORMS: PolishPluralForms = ['produkt', 'produkty', 'produktów'];

/** What crawlers are told about one listing state. */
export interface ListingIndexing {
  /** Whether the state is on the whitelist: indexable, and canonical to itself. */
  indexable: boolean;
  /** `noindex,follow` off the whitelist; none on it. */
  robots: 'noindex,follow' | undefined;
  /** The canonical path: the state itself on the whitelist, else the bare category (never a prefix such as `/katalog-uroda`). */
  canonicalPath: string;
}

/**
 * The indexing whitelist of a listing: the bare category, one key filter's value, or a brand and one
 * value of another key filter, and nothing else, are indexable (self-canonical); anything else is
 * `noindex,follow`, canonical to the bare category. Query keys that are not listing state do not count.
 */
export function listingIndexing(
  path: DecodedCategoryPath,
  urlTemplate: readonly string[],
  // An unknown value (an old link's) lists everything (the API drops it): not an indexable duplicate.
  isKnownKeyValue: (name: string, value: string) => boolean = () => true,
): ListingIndexing {
  const keyEntries = Object.entries(path.keyFilters).flatMap(([name, values]) => values.map((value) => [name, value]));
  const page = path.queryParams[LISTING_QUERY_KEYS.page];
  const stateless =
    Object.keys(path.additionalFilters).length === 0 &&
    path.sort === null &&
    (page === undefined || page === '1') &&
    !path.queryParams[LISTING_QUERY_KEYS.searchPhrase];
  const known = keyEntries.every(([name, value]) => isKnownKeyValue(name!, value!));
  const names = new Set(keyEntries.map(([name]) => name));
  const brandAndOne = keyEntries.length === 2 && names.size === 2 && names.has(BRAND_FILTER);
  const indexable = stateless && known && (keyEntries.length <= 1 || brandAndOne);
  const canonical: DecodedCategoryPath = {
    url_key: path.url_key,
    queryParams: {},
    keyFilters: indexable ? path.keyFilters : {},
    additionalFilters: {},
    sort: null,
    hash: null,
  };
  return {
    indexable,
    robots: indexable ? undefined : 'noindex,follow',
    canonicalPath: encodeCategoryPath(canonical, { urlTemplate }),
  };
}

/** Which listing a title names. */
export interface ListingTitleInput {
  /** The category's `full_name` (a brand page's: the brand). */
  name: string;
  isBrandPage: boolean;
  /** Labels of the key filters chosen, with their filter's name. */
  keyFilters: readonly { name: string; filterLabel: string; label: string }[];
  page: number;
  /** The search phrase (`q`), if any. */
  phrase?: string | null;
}

/**
 * The listing's heading: the category with its key filters — 'Kremy do twarzy Nivea' for brands,
 * 'Kremy do twarzy – rodzaj skóry: sucha' for the others; a brand page is 'Kosmetyki Ziaja'.
 */
export function listingHeading({ name, isBrandPage, keyFilters }: Omit<ListingTitleInput, 'page'>): string {
  const base = isBrandPage ? `Kosmetyki ${name}` : name;
  const brands = keyFilters.filter((filter) => filter.name === BRAND_FILTER).map((filter) => filter.label);
  const others = keyFilters.filter((filter) => filter.name !== BRAND_FILTER);
  let heading = brands.length > 0 ? `${base} ${brands.join(', ')}` : base;
  const groups = new Map<string, string[]>();
  for (const filter of others)
    groups.set(filter.filterLabel, [...(groups.get(filter.filterLabel) ?? []), filter.label]);
  for (const [label, values] of groups) {
    heading += ` – ${label.toLocaleLowerCase('pl-PL')}: ${values.map((value) => value.toLocaleLowerCase('pl-PL')).join(', ')}`;
  }
  return heading;
}

/**
 * The page's title (the suffix is added by `<Seo>`): the heading, the search phrase and the page
 * number past the first.
 */
export function listingTitle(input: ListingTitleInput): string {
  let title = listingHeading(input);
  if (input.phrase) title += ` – wyniki wyszukiwania „${input.phrase}”`;
  return input.page > 1 ? `${title} – strona ${input.page}` : title;
}

/**
 * The meta description: the category's rendered template with the product count when it names the
 * same listing ('Kremy do twarzy Nivea: opinie użytkowniczek, … W katalogu KWC: 24 produkty.'),
 * else the same sentence written for the heading (a key filter the template does not name).
 */
export function listingDescription(
  heading: string,
  total: number,
  template: { heading: string; metaDescription: string } | null | undefined,
): string {
  const count = formatCount(total, PRODUCT_FORMS);
  if (template && template.heading === heading && template.metaDescription) {
    return `${template.metaDescription} W katalogu KWC: ${count}.`;
  }
  return `${heading}: opinie użytkowniczek, oceny, składy i ceny w sklepach. W katalogu KWC: ${count}.`;
}
