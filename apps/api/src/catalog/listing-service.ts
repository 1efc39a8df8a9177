import {
  BRAND_FILTER,
  BRAND_URL_KEY_PREFIX,
  CATEGORY_STATUS_LABELS,
  type CategoryResponse,
  decodeCategoryPath,
  encodeCategoryPath,
  INGREDIENT_FILTER,
  LISTING,
  type NavigationNode,
  readCategoryUrlKey,
  SHOP_FILTER,
  type Sort,
} from '@kwc/domain';

import type { ListingContext } from '../http/context';
import { ListingInputError, NotFoundError } from '../http/errors';
import { buildAggFilters } from './agg-filters';
import type { CategoryCache, CategoryRow } from './categories';
import { categorySummary, toCategory } from './category';
import type { CatalogueDictionary } from './dictionary';
import { patternByName, resolveFilters, withPredefined } from './filters';
import type { ListingFilters } from './listing';
import { findRedirect } from './service';

type Categories = Awaited<ReturnType<CategoryCache['get']>>;

/** Looks a category up by url key; also answers with the redirect an old path has. */
async function findCategory(
  context: ListingContext,
  urlKey: string,
): Promise<{ category: CategoryRow } | { redirect: string; code: number }> {
  const category = (await context.categories.get()).byUrlKey.get(urlKey);
  if (category && (category.isPublic || context.revealNonPublic)) return { category };
  const redirect = await findRedirect(context.db, `/${urlKey}`);
  if (redirect) return { redirect: redirect.toPath, code: redirect.code };
  throw new NotFoundError(`Nie znaleziono kategorii ${urlKey}`);
}

function emptyResponse(): CategoryResponse {
  return {
    redirect: null,
    code: 301,
    isLandingPageCategory: false,
    landingPageNavigationRoot: null,
    landingPageLinkedCategory: null,
    category: null,
    decodedCategoryPath: null,
    decodedCategoryPathWithPredefinedFilters: null,
    renderedTemplates: null,
    navigationBack: null,
    navigationRoot: null,
    popularLinksList: [],
    popularCategoriesMenu: [],
    brandSeoLinks: [],
    products: [],
    total: 0,
    filters: {},
    contextCategory: null,
  };
}

/** The subtree under `root` (three levels of public categories), as the navigation shows it. */
function navigationTree(categories: Categories, root: CategoryRow): NavigationNode {
  const build = (node: CategoryRow): NavigationNode => ({
    id: node.id,
    full_name: node.name,
    url_key: node.urlKey,
    children: (categories.children.get(node.id) ?? [])
      .filter((row) => row.depth <= root.depth + 2 && row.kind === 'category' && row.isPublic)
      .map(build),
  });
  return build(root);
}

function renderTemplates(category: CategoryRow, filters: ListingFilters, dictionary: CatalogueDictionary) {
  const brandNames = filters.brands.map((id) => dictionary.brands.get(id)?.name).filter(Boolean);
  const heading = category.kind === 'brand' ? `Kosmetyki ${category.name}` : category.name;
  const title = brandNames.length > 0 && category.kind !== 'brand' ? `${heading} ${brandNames.join(', ')}` : heading;
  const status = category.status === 'PUBLISHED' ? '' : ` (${CATEGORY_STATUS_LABELS[category.status].toLowerCase()})`;
  return {
    title: `${title} – opinie, ceny i składy${status}`,
    heading: title,
    metaDescription: `${title}: opinie użytkowniczek, oceny, składy i ceny w sklepach. Porównaj produkty i wybierz najlepszy.`,
    description: category.description,
  };
}

export interface ListingRequest {
  path: string;
  sortOverride?: Sort | null;
}

/** The category response of spec section 3 for a listing path (`GET /catalog/category-info`). */
export async function categoryInfo(context: ListingContext, path: string): Promise<CategoryResponse> {
  const resolved = await resolveListing(context, path);
  if ('redirect' in resolved) return { ...emptyResponse(), redirect: resolved.redirect, code: resolved.code };
  const { category, decoded, merged, filters, page, predefined } = resolved;
  const { dictionary, index, today } = context;

  const importantIds = dictionary.importantIngredients;

  const patterns = category.propertyPatterns;
  const categories = await context.categories.get();
  const [listing, facets] = await Promise.all([
    index.listProducts(dictionary, filters, {
      sort: decoded.sort,
      page,
      pageSize: LISTING.pageSize,
      today,
      synced: true,
    }),
    index.countFacets(filters, { patterns, ingredientOptions: importantIds, today, synced: true }, dictionary),
  ]);
  const breadcrumbs = category.path.flatMap((id) => categories.byId.get(id) ?? []);
  const children = (categories.children.get(category.id) ?? [])
    .filter((child) => child.isPublic)
    .sort((a, b) => b.productCount - a.productCount)
    .slice(0, 8);
  const root = breadcrumbs[0] ?? category;
  const navigationRoot = category.kind === 'category' ? navigationTree(categories, root) : null;
  const parent = category.parentId ? categories.byId.get(category.parentId) : undefined;
  const linkedCategory = category.landingLinkedCategoryId
    ? categories.byId.get(category.landingLinkedCategoryId)
    : undefined;

  const topBrands = [...facets.brands].sort((a, b) => b[1] - a[1]).slice(0, 10);
  const brandSeoLinks =
    category.kind === 'category' && category.urlTemplate.includes(BRAND_FILTER)
      ? topBrands.flatMap(([id]) => {
          const brand = dictionary.brands.get(id);
          return brand
            ? [
                {
                  label: `${category.name} ${brand.name}`,
                  url: encodeCategoryPath(
                    {
                      url_key: category.urlKey,
                      queryParams: {},
                      keyFilters: { [BRAND_FILTER]: [`${BRAND_URL_KEY_PREFIX}${brand.slug}`] },
                      additionalFilters: {},
                      sort: null,
                      hash: null,
                    },
                    { urlTemplate: category.urlTemplate },
                  ),
                },
              ]
            : [];
        })
      : [];

  return {
    ...emptyResponse(),
    isLandingPageCategory: category.kind === 'landing',
    landingPageNavigationRoot: linkedCategory ? navigationTree(categories, linkedCategory) : null,
    landingPageLinkedCategory: linkedCategory ? categorySummary(linkedCategory) : null,
    category: toCategory(category, breadcrumbs, dictionary),
    decodedCategoryPath: decoded,
    decodedCategoryPathWithPredefinedFilters: merged,
    renderedTemplates: renderTemplates(category, filters, dictionary),
    navigationBack: parent ? categorySummary(parent) : null,
    navigationRoot,
    popularLinksList: children.slice(0, 5).map((child) => ({ label: child.name, url: `/${child.urlKey}` })),
    popularCategoriesMenu: children.map((child) => ({ ...categorySummary(child), image: null })),
    brandSeoLinks,
    products: listing.products,
    total: listing.total,
    filters: buildAggFilters(dictionary, category, merged, predefined, facets, importantIds),
    contextCategory: contextCategoryOf(categories, category, linkedCategory),
  };
}

/**
 * The context category of a listing (spec sections 2 and 3): the first-level category its path
 * starts from — the menu's context the listing belongs to; a landing page's is its linked
 * category's. None for a landing page without one (the whole catalogue).
 */
function contextCategoryOf(categories: Categories, category: CategoryRow, linked: CategoryRow | undefined) {
  const listed = category.kind === 'category' ? category : linked;
  const first = listed?.path[0] === undefined ? undefined : categories.byId.get(listed.path[0]);
  return first?.kind === 'category' && first.isPublic ? categorySummary(first) : null;
}

/** Resolves a listing path: the category, its decoded path, and the filters as ids. */
export async function resolveListing(context: ListingContext, path: string) {
  // One look at the change log (products and categories) serves the whole answer.
  await Promise.all([context.dictionary.ready(), context.index.sync()]);
  const urlKey = readCategoryUrlKey(path);
  if (!urlKey.ok) throw new ListingInputError(`Nieprawidłowy adres listy produktów: ${urlKey.error.message}`);
  const found = await findCategory(context, urlKey.value);
  if ('redirect' in found) return found;
  const { category } = found;
  if (category.status === 'REDIRECTED' && category.redirectTo) {
    return { redirect: category.redirectTo, code: category.redirectCode };
  }
  const decoded = decodeCategoryPath(path, { urlTemplate: category.urlTemplate });
  if (!decoded.ok) throw new ListingInputError(`Nieprawidłowy adres listy produktów: ${decoded.error.message}`);
  const predefined = category.predefinedFilters ?? {};
  const merged = withPredefined(decoded.value, predefined, category.urlTemplate);
  const scope =
    category.kind === 'landing' ? category.landingLinkedCategoryId : category.kind === 'brand' ? null : category.id;
  const { filters, page } = resolveFilters(context.dictionary, merged, scope);
  filters.includeNonPublic = context.revealNonPublic;
  // What a product write must purge to reach this listing (FacetIndex.tagsOf names the same).
  context.tags.add(`category:${category.id}`).add('products');
  if (scope !== null) context.tags.add(`category:${scope}`);
  else if (filters.brands.length > 0) for (const id of filters.brands) context.tags.add(`brand:${id}`);
  else context.tags.add('catalogue');
  return { category, decoded: decoded.value, merged, filters, page, predefined };
}

/** Products of a listing path (`GET /catalog/products`). */
export async function listingProducts(context: ListingContext, path: string) {
  const resolved = await resolveListing(context, path);
  if ('redirect' in resolved) return { products: [], total: 0 };
  return context.index.listProducts(context.dictionary, resolved.filters, {
    synced: true,
    sort: resolved.decoded.sort,
    page: resolved.page,
    pageSize: LISTING.pageSize,
    today: context.today,
  });
}

/** One page of a filter's options (`GET /catalog/filter-values`): lazy loading and search. */
export async function filterValues(
  context: ListingContext,
  query: {
    path: string;
    filterName: string;
    filterValuesPage: number;
    filterValuesPageSize: number;
    filterValuesSearch?: string | undefined;
  },
) {
  const resolved = await resolveListing(context, query.path);
  if ('redirect' in resolved) return { options: [], total: 0 };
  const { category, merged, filters, predefined } = resolved;
  const name = query.filterName.replace(/^agg_/, '');
  const pattern = patternByName(context.dictionary, name);
  if (!pattern && ![BRAND_FILTER, SHOP_FILTER.name, INGREDIENT_FILTER].includes(name)) {
    throw new ListingInputError(`Nieznany filtr: ${query.filterName}`);
  }
  const code = pattern?.code ?? name;
  const importantIds = context.dictionary.importantIngredients;
  const patterns = pattern ? [code] : [];
  const facets = await context.index.countFacets(
    filters,
    { patterns, ingredientOptions: importantIds, today: context.today, synced: true },
    context.dictionary,
  );
  const aggregated = buildAggFilters(
    context.dictionary,
    { ...category, propertyPatterns: patterns },
    merged,
    predefined,
    facets,
    importantIds,
    Number.POSITIVE_INFINITY,
  );
  const filter = aggregated[`agg_${code}`];
  if (!filter || filter.type !== 'options') throw new ListingInputError(`Nieznany filtr: ${query.filterName}`);
  const search = query.filterValuesSearch?.toLocaleLowerCase('pl-PL');
  const matching = search
    ? filter.options.filter((option) => option.label.toLocaleLowerCase('pl-PL').includes(search))
    : filter.options;
  const start = (query.filterValuesPage - 1) * query.filterValuesPageSize;
  return { options: matching.slice(start, start + query.filterValuesPageSize), total: matching.length };
}
