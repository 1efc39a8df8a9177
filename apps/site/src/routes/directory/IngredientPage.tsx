import { formatCount, INGREDIENT_FILTER, type DecodedCategoryPath, type IngredientPageResponse } from '@kwc/domain';
import {
  ApiResponseError,
  categoryInfoKey,
  ingredientPageKey,
  useCategoryInfo,
  useIngredientPage,
  useListColumnCount,
} from '@kwc/hooks';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { ColumnToggle } from '../listing/ColumnToggle';
import { pageCountOf } from '../listing/ListingProducts';
import { ListingResults, useListingNavigation, type ListingData } from '../listing/ListingResults';
import { PRODUCT_FORMS } from '../listing/listingSeo';
import { pageOf, predefinedFiltersOf } from '../listing/listingUrl';
import * as listingStyles from '../listing/ListingPage.css';
import { preloadListingControls } from '../listing/ListingSlots';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { PageIntro, pageClassName } from '../shared/PageIntro';
import * as styles from './directory.css';
import { ingredientListingAddress, ingredientListingState, withoutIngredient } from './ingredientListing';
import { IMPORTANT_INGREDIENTS_PATH, ingredientName } from './ingredients';

const COPY = {
  crumb: 'Ważne składniki',
  description: (name: string, inci: string, text: string | null) =>
    `${name} (INCI: ${inci}) w kosmetykach: ${text ? `${text} ` : ''}Sprawdź produkty z tym składnikiem i ich opinie.`.slice(
      0,
      300,
    ),
  inci: 'Nazwa INCI',
  functions: 'Działanie',
  products: (name: string) => `Produkty ze składnikiem ${name}`,
  pageTitle: (page: number) => (page > 1 ? ` – strona ${page}` : ''),
  allImportant: 'Wszystkie ważne składniki',
  noProducts: 'W katalogu nie ma jeszcze produktów z tym składnikiem.',
  important: 'Ważny składnik',
} as const;

/** The listing's API path of the page's address, or `null` when the address is not a listing state. */
function listingApiPathOf(page: IngredientPageResponse, tail: string, search: string): string | null {
  const state = ingredientListingState(page.ingredient.slug, tail, search);
  if (!state || !page.listing) return null;
  return ingredientListingAddress(page.ingredient.slug, page.listing).apiPath(state);
}

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const key = ingredientPageKey(context.params.slug ?? '');
  const [data] = await Promise.all([
    context.fetchJson(key) as Promise<IngredientPageResponse>,
    // The listing's controls render in place on the server only when their code is in (ListingSlots).
    preloadListingControls(),
  ]);
  const tail = context.params.tail ?? '';
  const apiPath = listingApiPathOf(data, tail, context.url.search);
  // An address past the slug that no listing state reads is no page of ours.
  if (apiPath === null) return tail || context.url.search ? { status: 404 } : { fallback: { [key]: data } };
  let info;
  try {
    info = await context.client.getCategoryInfo(apiPath);
  } catch (error) {
    if (error instanceof ApiResponseError && (error.status === 404 || error.status === 400)) return { status: 404 };
    throw error;
  }
  const path = info.decodedCategoryPath;
  if (!path || (info.products.length === 0 && pageOf(path) > pageCountOf(info.total))) return { status: 404 };
  return {
    fallback: { [key]: data, [categoryInfoKey(apiPath)]: info },
    // Pictures of adult products depend on the visitor's adult cookie (spec section 4).
    adult: info.products.some((product) => product.belongsToAdultCategory) || undefined,
  };
}

export default function IngredientPage({ params, search }: PageProps) {
  const { origin } = useSiteContext();
  const { data } = useIngredientPage(params.slug ?? '');
  const apiPath = data ? listingApiPathOf(data, params.tail ?? '', search) : null;
  const { data: listing } = useCategoryInfo(apiPath);
  if (!data) return null;
  const { ingredient } = data;
  const name = ingredientName(ingredient);
  const path = `/${ingredient.slug}`;
  const trail = [
    HOME_CRUMB,
    ...(ingredient.isImportant ? [{ label: COPY.crumb, href: IMPORTANT_INGREDIENTS_PATH }] : []),
    { label: name, href: path },
  ];
  const state = listing?.decodedCategoryPath ? withoutIngredient(listing.decodedCategoryPath) : null;
  const page = state ? pageOf(state) : 1;
  const bare = state === null || isBareState(state);

  return (
    <div className={pageClassName}>
      <Seo
        title={`${name} (${ingredient.inciName}) – działanie i kosmetyki${COPY.pageTitle(page)}`}
        description={COPY.description(name, ingredient.inciName, ingredient.description)}
        canonicalPath={path}
        // Sorted, filtered and further pages list what the bare page lists (as listings do).
        robots={bare ? undefined : 'noindex,follow'}
        jsonLd={[
          trailJsonLd(trail, origin),
          {
            '@context': 'https://schema.org',
            '@type': 'DefinedTerm',
            name,
            alternateName: ingredient.inciName,
            ...(ingredient.description ? { description: ingredient.description } : {}),
            url: `${origin}${path}`,
            inDefinedTermSet: 'https://ec.europa.eu/growth/tools-databases/cosing/',
          },
        ]}
      />
      <PageIntro trail={trail} title={name} eyebrow={ingredient.isImportant ? COPY.important : 'Składnik'}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{COPY.inci}</dt>
            <dd className={styles.factValue}>{ingredient.inciName}</dd>
          </div>
          {ingredient.functions.length > 0 ? (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{COPY.functions}</dt>
              <dd className={styles.factValue}>
                <ul className={styles.chips}>
                  {ingredient.functions.map((fn) => (
                    <li key={fn} className={styles.chip}>
                      {fn}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
        {ingredient.description ? <p className={styles.ingredientDescription}>{ingredient.description}</p> : null}
      </PageIntro>

      <section aria-labelledby="produkty" className={styles.block}>
        {listing?.category && state && data.listing && data.productCount > 0 ? (
          <IngredientProducts
            data={listing as ListingData}
            state={state}
            apiPath={apiPath!}
            slug={ingredient.slug}
            listing={data.listing}
            ownKey={`${path}${params.tail ?? ''}${search ? `?${search}` : ''}`}
            title={COPY.products(name)}
          />
        ) : (
          <>
            <h2 id="produkty" className={styles.blockTitle}>
              {COPY.products(name)}
            </h2>
            <p className={styles.emptyNote}>{COPY.noProducts}</p>
          </>
        )}
      </section>
      <p className={styles.backLink}>
        <RouterLink href={IMPORTANT_INGREDIENTS_PATH} className={styles.inlineLink}>
          {COPY.allImportant}
        </RouterLink>
      </p>
    </div>
  );
}

/** The first page in the default order, with no filter: the page search engines keep. */
function isBareState(state: DecodedCategoryPath): boolean {
  return state.sort === null && pageOf(state) === 1 && Object.keys(state.additionalFilters).length === 0;
}

/** The ingredient's products: the catalogue's listing of them, with its pages, sorts and filters. */
function IngredientProducts({
  data,
  state,
  apiPath,
  slug,
  listing,
  ownKey,
  title,
}: {
  data: ListingData;
  state: DecodedCategoryPath;
  apiPath: string;
  slug: string;
  listing: NonNullable<IngredientPageResponse['listing']>;
  /** The address the state shown was asked by. */
  ownKey: string;
  title: string;
}) {
  const [location] = useLocation();
  const currentSearch = useSearch();
  const [columnCount, setColumnCount] = useListColumnCount(2);
  const address = useMemo(() => ingredientListingAddress(slug, listing), [slug, listing]);
  const { go, layoutRef, onSheetChange } = useListingNavigation(address, apiPath);
  // The page's own ingredient is no choice of the visitor's: its filter is not offered.
  const filters = useMemo(
    () => Object.fromEntries(Object.entries(data.filters).filter(([name]) => name !== `agg_${INGREDIENT_FILTER}`)),
    [data.filters],
  );
  const predefined = useMemo(() => predefinedFiltersOf(data), [data]);
  // The URL moved on and the next state's data is on its way: the current state stays, dimmed.
  const isUpdating = `${location}${currentSearch ? `?${currentSearch}` : ''}` !== ownKey;
  const countText = formatCount(data.total, PRODUCT_FORMS);

  return (
    <>
      <div className={styles.blockHeader}>
        <h2 id="produkty" className={styles.blockTitle}>
          {title}
        </h2>
        <p className={styles.summary} aria-live="polite">
          {countText}
        </p>
        <ColumnToggle value={columnCount} onChange={setColumnCount} className={listingStyles.columnToggle} />
      </div>
      <ListingResults
        data={data}
        apiPath={apiPath}
        path={state}
        address={address}
        go={go}
        layoutRef={layoutRef}
        onSheetChange={onSheetChange}
        filters={filters}
        predefined={predefined}
        phrase={null}
        isUpdating={isUpdating}
        columnCount={columnCount}
        countText={countText}
      />
    </>
  );
}
