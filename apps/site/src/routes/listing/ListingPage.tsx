import {
  formatCount,
  isBrandUrlKey,
  LISTING,
  SORT_OPTIONS,
  type CategoryResponse,
  type DecodedCategoryPath,
  type Product,
  type Sort,
} from '@kwc/domain';
import {
  ApiResponseError,
  categoryInfoKey,
  categoryInfoRedirect,
  useCategoryInfo,
  useListColumnCount,
} from '@kwc/hooks';
import {
  Breadcrumbs,
  breadcrumbJsonLd,
  Button,
  type AggFilterName,
  type BreadcrumbItem,
  type FilterRemoval,
} from '@kwc/ui';
import { startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

import { AdultGate } from '../../app/AdultGate';
import { firstPageIntent, isFirstPageHydrated } from '../../app/firstView';
import { container } from '../../app/layout.css';
import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { usePageAdsContext } from '../../app/analytics';
import { useSiteContext } from '../../app/SiteContext';
import { ColumnToggle } from './ColumnToggle';
import { scrollTopOf } from './scroll';
import type { FilterChange } from './ListingFilters';
import { ListingProducts, pageCountOf, productHref } from './ListingProducts';
import { listingDescription, listingHeading, listingIndexing, listingTitle, PRODUCT_FORMS } from './listingSeo';
import {
  basePathOf,
  chosenValues,
  FLAG_ON_VALUES,
  hasChosenFilters,
  keyFilterLabels,
  listingApiPath,
  listingHref,
  pageOf,
  predefinedFiltersOf,
  rangeUrlValue,
  searchPhraseOf,
  urlFilterOf,
  withFilterValues,
  withoutFilters,
  withoutSearch,
  withSort,
} from './listingUrl';
import * as styles from './ListingPage.css';
import { ChipsSlot, FiltersSlot, loadListingControlsOnIntent, preloadListingControls, SortSlot } from './ListingSlots';

/** Copy of the listing screen. ours: the spec fixes none of it. */
export const LISTING_MESSAGES = {
  home: 'Strona główna',
  brands: 'Popularne marki',
  brandEyebrow: 'Marka',
  landingEyebrow: 'Wybór redakcji',
  landingFrom: 'Produkty z kategorii',
  searchResults: 'Wyniki wyszukiwania dla',
  clearSearch: 'Wyczyść wyszukiwanie',
  subcategories: 'Podkategorie',
  seeAlso: 'Zobacz także',
  popularBrands: (name: string) => `Popularne marki: ${name}`,
  about: (name: string) => `O kategorii ${name}`,
  aboutBrand: (name: string) => `O marce ${name}`,
} as const;

/** The catalogue's listing screen: categories, brand pages (`/marka-…`) and landing pages (`lp-…`). */
export async function load({ params, url, client }: LoaderContext): Promise<LoaderResult> {
  const path = listingApiPath(params.path ?? '', url.search);
  let info: CategoryResponse;
  try {
    // The controls render in place on the server only when their code is in (see ListingSlots).
    [info] = await Promise.all([client.getCategoryInfo(path), preloadListingControls()]);
  } catch (error) {
    // 404: no such category; 400: a path the codec cannot decode (a broken link).
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) return { status: 404 };
    throw error;
  }
  // Spec section 4: a category that moved answers with its redirect (301 unless it says otherwise).
  const redirect = categoryInfoRedirect(info);
  if (redirect) return { redirect: { location: redirect.location, status: redirect.code } };
  if (!info.category || !info.decodedCategoryPath) return { status: 404 };
  // A page past the last one does not exist.
  if (info.products.length === 0 && pageOf(info.decodedCategoryPath) > pageCountOf(info.total)) return { status: 404 };
  const adult = info.category.is_adults_only || info.products.some((product) => product.belongsToAdultCategory);
  return {
    fallback: { [categoryInfoKey(path)]: info },
    ...(adult ? { adult: true } : {}),
    ...(info.category.is_adults_only ? { adultGate: true } : {}),
  };
}

export default function ListingPage({ params, search }: PageProps) {
  const apiPath = listingApiPath(params.path ?? '', search);
  const { data } = useCategoryInfo(apiPath);
  if (!data?.category || !data.decodedCategoryPath) return null;
  // A new category starts afresh (filters panel, revealed options, loaded pages).
  return (
    <ListingScreen
      key={data.category.id}
      data={data as ListingData}
      apiPath={apiPath}
      ownPath={params.path ?? ''}
      rootPath={params.root}
      search={search}
    />
  );
}

type ListingData = CategoryResponse & {
  category: NonNullable<CategoryResponse['category']>;
  decodedCategoryPath: DecodedCategoryPath;
};

/** The scroll position to keep across the next listing change (a filter ticked in the sidebar). */
let keptScroll: number | null = null;

// A listing opened by a client navigation loads its controls at once; the first view's wait for the
// visitor's first sign of use (see ListingSlots), or take the one that woke the page (firstView.ts).
if (typeof document !== 'undefined' && isFirstPageHydrated()) void preloadListingControls();

/** 'Trafność' only sorts search results (spec section 3). */
const SORTS_FOR_SEARCH = SORT_OPTIONS;
const SORTS = SORT_OPTIONS.filter((option) => option.field !== 'relevance');

function ListingScreen({
  data,
  apiPath,
  ownPath,
  rootPath,
  search,
}: {
  data: ListingData;
  apiPath: string;
  ownPath: string;
  /** The catalogue root's own address (`/kosmetyki`, `/katalog-uroda`) when the screen shows it. */
  rootPath: string | undefined;
  search: string;
}) {
  const { origin } = useSiteContext();
  const [location, navigate] = useLocation();
  const currentSearch = useSearch();
  const basePath = basePathOf(location);
  const { category, decodedCategoryPath: path } = data;
  const page = pageOf(path);
  const phrase = searchPhraseOf(path);
  const predefined = useMemo(() => predefinedFiltersOf(data), [data]);
  const isBrandPage = isBrandUrlKey(category.url_key);
  usePageAdsContext({
    contentType: 'listing',
    brand: isBrandPage ? category.url_key : null,
    categoryIds: category.breadcrumbs.length > 0 ? category.breadcrumbs.map((crumb) => crumb.id) : [category.id],
  });
  const [columnCount, setColumnCount] = useListColumnCount(2);
  // Whether the phone's filter sheet is open; the sheet keeps its own state (no re-render here).
  const sheetOpen = useRef(false);

  // The URL moved on and the next state's data is on its way: the current state stays, dimmed.
  const ownKey = `${rootPath ?? `${basePath}${ownPath}`}${search ? `?${search}` : ''}`;
  const isUpdating = `${location}${currentSearch ? `?${currentSearch}` : ''}` !== ownKey;

  // A filter ticked in the sidebar keeps the page where it was, but never below the top of the
  // results: a shorter listing must not leave the visitor facing an empty page.
  const layoutRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (keptScroll === null) return;
    const limit = layoutRef.current ? scrollTopOf(layoutRef.current) : 0;
    window.scrollTo(0, Math.min(keptScroll, limit));
    keptScroll = null;
  }, [apiPath]);

  const go = (next: () => DecodedCategoryPath) => {
    // The tick paints first: the navigation (a long task) and the scroll position's read (a forced
    // layout) wait a frame and a task (bench/README.md, "Design notes", the filter tick). The
    // sidebar keeps the scroll position; the phone's sheet returns to the top of the results.
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => {
          const href = listingHref(next(), category, basePath);
          keptScroll = sheetOpen.current ? null : window.scrollY;
          startTransition(() => navigate(href));
        }, 0),
      ),
    );
  };

  const changeFilter = (name: AggFilterName, change: FilterChange) => {
    const target = urlFilterOf(name, category);
    const filter = data.filters[name];
    if (!target || !filter) return;
    let values: string[];
    if (change.type === 'options') values = chosenValues(change.value, predefined[name.replace(/^agg_/, '')]);
    else if (change.type === 'range') values = [rangeUrlValue(change.value)].filter((value) => value !== null);
    else values = change.value === 1 ? [...FLAG_ON_VALUES] : [];
    go(() => withFilterValues(path, target, values));
  };

  const removeChip = (removal: FilterRemoval) => {
    if (removal.type === 'options') changeFilter(removal.name, { type: 'options', value: removal.value });
    else if (removal.type === 'range') changeFilter(removal.name, { type: 'range', value: removal.value });
    else changeFilter(removal.name, { type: 'flag', value: 0 });
  };

  // The lazily loaded controls and the memoised grid get callbacks that never change (see
  // ListingSlots), reading the latest handlers when called.
  const latest = {
    changeFilter,
    removeChip,
    clearFilters: () => go(() => withoutFilters(path)),
    clearAll: () => go(() => (phrase ? withoutSearch(withoutFilters(path)) : withoutFilters(path))),
    sortBy: (sort: Sort) => go(() => withSort(path, sort)),
  };
  const handlers = useRef(latest);
  useLayoutEffect(() => {
    handlers.current = latest;
  });
  const onFilterChange = useCallback(
    (name: AggFilterName, change: FilterChange) => handlers.current.changeFilter(name, change),
    [],
  );
  const onClearFilters = useCallback(() => handlers.current.clearFilters(), []);
  const onClearAll = useCallback(() => handlers.current.clearAll(), []);
  const onRemoveChip = useCallback((removal: FilterRemoval) => handlers.current.removeChip(removal), []);
  const onSheetChange = useCallback((open: boolean) => {
    sheetOpen.current = open;
  }, []);
  const onSort = useCallback((sort: Sort) => handlers.current.sortBy(sort), []);
  // The first view's controls come on the visitor's first sign of use (see ListingSlots).
  useEffect(() => {
    const intent = firstPageIntent();
    if (!intent) return loadListingControlsOnIntent();
    void preloadListingControls(intent);
  }, []);

  // Headings, SEO and the trail.
  const keyLabels = keyFilterLabels(path, category, data.filters);
  const known = new Set(keyLabels.map((label) => `${label.name}\u0000${label.slug}`));
  const indexing = listingIndexing(path, category.url_template, (name, value) => known.has(`${name}\u0000${value}`));
  const headingInput = { name: category.full_name, isBrandPage, keyFilters: keyLabels };
  const heading = listingHeading({ ...headingInput, isBrandPage: false });
  const title = listingTitle({ ...headingInput, page, phrase });
  const description = listingDescription(listingHeading(headingInput), data.total, data.renderedTemplates);
  const trail = listingTrail(data, indexing.indexable ? keyLabels : [], indexing.canonicalPath);
  const jsonLd = [
    breadcrumbJsonLd(trail, origin || 'http://localhost'),
    productListJsonLd(data.products, (page - 1) * LISTING.pageSize, origin || 'http://localhost'),
  ];

  const countText = formatCount(data.total, PRODUCT_FORMS);
  const filtered = hasChosenFilters(path);
  const linkedCategory = data.landingPageLinkedCategory;
  const subcategories = data.popularCategoriesMenu;
  const subcategoryHrefs = new Set(subcategories.map((item) => `/${item.url_key}`));
  const seeAlso = data.popularLinksList.filter((link) => !subcategoryHrefs.has(link.url));
  const about = data.renderedTemplates?.description;

  return (
    <div className={`${container} ${styles.page}`}>
      {/* First in the page's markup: no frame shows what follows (the JSON-LD is kilobytes) without it. */}
      {category.is_adults_only ? <AdultGate categoryIsAdultsOnly /> : null}
      <Seo
        title={title}
        description={description}
        canonicalPath={indexing.canonicalPath}
        robots={indexing.robots}
        jsonLd={jsonLd}
        adult={category.is_adults_only}
      />

      <header className={styles.intro}>
        <Breadcrumbs items={trail} linkAs={RouterLink} className={styles.breadcrumbs} />
        {isBrandPage ? <p className={styles.eyebrow}>{LISTING_MESSAGES.brandEyebrow}</p> : null}
        {data.isLandingPageCategory ? <p className={styles.eyebrow}>{LISTING_MESSAGES.landingEyebrow}</p> : null}
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{heading}</h1>
          <p className={styles.count} aria-live="polite">
            {countText}
          </p>
          {/* Phones only, beside the count: the toolbar's row is left to 'Filtry' and the sort. */}
          <ColumnToggle value={columnCount} onChange={setColumnCount} className={styles.columnToggle} />
        </div>
        {linkedCategory ? (
          <p className={styles.linkedCategory}>
            {LISTING_MESSAGES.landingFrom}{' '}
            <RouterLink href={`/${linkedCategory.url_key}`} className={styles.inlineLink}>
              {linkedCategory.full_name}
            </RouterLink>
          </p>
        ) : null}
        {phrase ? (
          <div className={styles.searchNotice} role="status">
            <p className={styles.searchText}>
              {LISTING_MESSAGES.searchResults} <span className={styles.searchPhrase}>„{phrase}”</span>
            </p>
            <Button variant="secondary" size="sm" onClick={() => go(() => withoutSearch(path))}>
              {LISTING_MESSAGES.clearSearch}
            </Button>
          </div>
        ) : null}
      </header>

      {subcategories.length > 0 ? (
        <nav aria-label={LISTING_MESSAGES.subcategories}>
          <ul className={styles.subcategories}>
            {subcategories.map((item) => (
              <li key={item.id}>
                <RouterLink href={`/${item.url_key}`} className={styles.chip}>
                  {item.full_name}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div ref={layoutRef} className={styles.layout}>
        <FiltersSlot
          className={styles.filters}
          category={category}
          apiPath={apiPath}
          filters={data.filters}
          total={data.total}
          predefined={predefined}
          isLoading={isUpdating}
          onOpenChange={onSheetChange}
          onChange={onFilterChange}
          onClearAll={onClearFilters}
        />
        <div className={styles.toolbar}>
          <p className={styles.toolbarCount}>
            <span className={styles.toolbarStrong}>{countText}</span>
            {phrase ? ` dla „${phrase}”` : null}
          </p>
          <SortSlot value={path.sort} options={phrase ? SORTS_FOR_SEARCH : SORTS} onChange={onSort} />
        </div>
        <div className={styles.selected}>
          <ChipsSlot
            filters={data.filters}
            predefined={predefined}
            onRemove={onRemoveChip}
            onClearAll={onClearFilters}
          />
        </div>
        <div className={styles.results} aria-busy={isUpdating || undefined}>
          {/* Its own boundary: hydration yields between the tiles and the rest of the page. */}
          <Suspense>
            <ListingProducts
              category={category}
              path={path}
              page={page}
              products={data.products}
              total={data.total}
              basePath={basePath}
              columnCount={columnCount}
              canClear={filtered || phrase !== null}
              onClear={onClearAll}
            />
          </Suspense>
        </div>
      </div>

      {about ? (
        <section className={styles.description} aria-labelledby="listing-about">
          <h2 id="listing-about" className={styles.descriptionTitle}>
            {isBrandPage ? LISTING_MESSAGES.aboutBrand(category.full_name) : LISTING_MESSAGES.about(category.full_name)}
          </h2>
          <p className={styles.descriptionText}>{about}</p>
        </section>
      ) : null}

      {seeAlso.length > 0 || data.brandSeoLinks.length > 0 ? (
        <div className={styles.linkSections}>
          {data.brandSeoLinks.length > 0 ? (
            <LinkSection
              id="listing-brands"
              title={LISTING_MESSAGES.popularBrands(category.full_name)}
              links={data.brandSeoLinks}
            />
          ) : null}
          {seeAlso.length > 0 ? (
            <LinkSection id="listing-see-also" title={LISTING_MESSAGES.seeAlso} links={seeAlso} />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function LinkSection({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { label: string; url: string }[];
}) {
  return (
    <section className={styles.linkSection} aria-labelledby={id}>
      <h2 id={id} className={styles.linkSectionTitle}>
        {title}
      </h2>
      <ul className={styles.linkList}>
        {links.map((link) => (
          <li key={link.url}>
            <RouterLink href={link.url} className={styles.linkPill}>
              {link.label}
            </RouterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The trail of a listing: home, then the category's ancestors; a brand page under 'Popularne
 * marki', a landing page under the category it picks from; an indexable key filter (one brand) as
 * the last step.
 */
function listingTrail(
  data: ListingData,
  keyLabels: readonly { label: string }[],
  canonicalPath: string,
): BreadcrumbItem[] {
  const trail: BreadcrumbItem[] = [{ label: LISTING_MESSAGES.home, href: '/' }];
  if (isBrandUrlKey(data.category.url_key)) trail.push({ label: LISTING_MESSAGES.brands, href: '/popularne-marki' });
  const linked = data.landingPageLinkedCategory;
  if (linked) trail.push({ label: linked.full_name, href: `/${linked.url_key}` });
  const crumbs = data.category.breadcrumbs.length > 0 ? data.category.breadcrumbs : [data.category];
  for (const crumb of crumbs) trail.push({ label: crumb.full_name, href: `/${crumb.url_key}` });
  const [single] = keyLabels;
  if (single && keyLabels.length === 1) trail.push({ label: single.label, href: canonicalPath });
  return trail;
}

/** schema.org `ItemList` of the products shown, with absolute product URLs. */
function productListJsonLd(products: readonly Product[], offset: number, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: new URL(productHref(product), origin).href,
      name: `${product.brandName} ${product.name}`,
    })),
  };
}
