import { formatCount, isBrandUrlKey, LISTING, type CategoryResponse, type Product } from '@kwc/domain';
import {
  ApiResponseError,
  categoryInfoKey,
  categoryInfoRedirect,
  useCategoryInfo,
  useListColumnCount,
} from '@kwc/hooks';
import { Breadcrumbs, breadcrumbJsonLd, Button, type BreadcrumbItem } from '@kwc/ui';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

import { AdultGate } from '../../app/AdultGate';
import { isFirstPageHydrated } from '../../app/firstView';
import { container } from '../../app/layout.css';
import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { usePageAdsContext } from '../../app/analytics';
import { useSiteContext } from '../../app/SiteContext';
import { ColumnToggle } from './ColumnToggle';
import { pageCountOf, productHref } from './ListingProducts';
import { ListingResults, useListingNavigation, type ListingData } from './ListingResults';
import { listingDescription, listingHeading, listingIndexing, listingTitle, PRODUCT_FORMS } from './listingSeo';
import {
  basePathOf,
  categoryListingAddress,
  keyFilterLabels,
  listingApiPath,
  pageOf,
  predefinedFiltersOf,
  searchPhraseOf,
  withoutSearch,
} from './listingUrl';
import * as styles from './ListingPage.css';
import { preloadListingControls } from './ListingSlots';

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

// A listing opened by a client navigation loads its controls at once; the first view's wait for the
// visitor's first sign of use (see ListingSlots), or take the one that woke the page (firstView.ts).
if (typeof document !== 'undefined' && isFirstPageHydrated()) void preloadListingControls();

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
  const [location] = useLocation();
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
  const address = useMemo(() => categoryListingAddress(category, basePath), [category, basePath]);
  const { go, layoutRef, onSheetChange } = useListingNavigation(address, apiPath);

  // The URL moved on and the next state's data is on its way: the current state stays, dimmed.
  const ownKey = `${rootPath ?? `${basePath}${ownPath}`}${search ? `?${search}` : ''}`;
  const isUpdating = `${location}${currentSearch ? `?${currentSearch}` : ''}` !== ownKey;

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

      <ListingResults
        data={data}
        apiPath={apiPath}
        path={path}
        address={address}
        go={go}
        layoutRef={layoutRef}
        onSheetChange={onSheetChange}
        filters={data.filters}
        predefined={predefined}
        phrase={phrase}
        isUpdating={isUpdating}
        columnCount={columnCount}
        countText={countText}
      />

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
