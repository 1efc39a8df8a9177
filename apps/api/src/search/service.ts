import { BRAND_URL_KEY_PREFIX, type SearchResult } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import type { CatalogueDictionary } from '../catalog/dictionary';
import type { FacetIndex } from '../catalog/index/facet-index';
import { queryRows, type Database } from '../db/client';
import { LIMITS, namesInDatabase, type SearchNames } from './names';
import { prefixQuery, textCondition } from './phrase';

/** An accent-free, lower-cased phrase, as `search_text` holds names. */
const plain = (text: string) => sql`lower(kwc_unaccent(${text}))`;

type FoundProduct = {
  id: number;
  url_path: string;
  name: string;
  brand: string;
  images: { path: string }[];
  price: number | null;
  is_adult: boolean;
};

/**
 * Products matching a phrase in the database: dictionary matches, or near spellings when there are
 * none (the listing index answers the first kind itself; this stays for near spellings and for
 * phrases the index does not read).
 */
function productsInDatabase(
  db: Database,
  text: string,
  query: string,
  { contextCategoryId, includeNonPublic }: { contextCategoryId?: number | undefined; includeNonPublic: boolean },
) {
  const scope = contextCategoryId ? sql`and products.category_path @> array[${contextCategoryId}]::int[]` : sql``;
  const visible = includeNonPublic ? sql`` : sql`and products.is_public`;
  return queryRows<FoundProduct>(
    db,
    sql`select products.id, products.url_path, products.name, b.name as brand, products.images, products.price, products.is_adult
        from products join brands b on b.id = products.brand_id
        where ${textCondition(text)} ${visible} ${scope}
        order by (products.search_text = ${plain(text)} or lower(kwc_unaccent(b.name)) = ${plain(text)}) desc,
                 (products.search_polish @@ to_tsquery('polish', ${query}) or products.search_simple @@ to_tsquery('polish_unaccent', ${query})) desc,
                 ts_rank(products.search_polish, to_tsquery('polish', ${query})) desc,
                 word_similarity(${plain(text)}, products.search_text) desc,
                 products.popularity desc, products.id
        limit ${LIMITS.product}`,
  );
}

/**
 * Text search across brands, categories, products and ingredients (spec section 7 `/catalog/text-search`).
 * Products come from the listing index when it is given (`ProductMatches.searchBox`); the database
 * answers near spellings ("witmina") and phrases the index does not read.
 */
export async function textSearch(
  db: Database,
  text: string,
  {
    contextCategoryId,
    includeNonPublic = false,
    index,
    dictionary,
    names,
  }: {
    contextCategoryId?: number | undefined;
    includeNonPublic?: boolean;
    index?: FacetIndex | undefined;
    dictionary?: CatalogueDictionary | undefined;
    /** Brands, categories and ingredients in memory (else one statement answers them). */
    names?: SearchNames | undefined;
  },
): Promise<SearchResult[]> {
  const query = prefixQuery(text);
  if (!query) return [];
  // The change log first (the names in memory follow its changes), with the dictionary.
  await Promise.all([dictionary?.ready(), index?.sync()]);
  const asTyped =
    (index && (await names?.find(text, query, includeNonPublic))) ??
    (await namesInDatabase(db, text, query, includeNonPublic));
  // What the phrase as typed does not find, its typos may (issue 34).
  const found = names ? await names.withTypos(text, asTyped, includeNonPublic) : asTyped;
  const cards =
    index && dictionary
      ? await index.searchProducts(text, {
          plain: found.plain,
          exactBrands: found.exact_brands,
          categoryId: contextCategoryId,
          includeNonPublic,
          limit: LIMITS.product,
          synced: true,
        })
      : null;
  const products =
    cards?.map((card) => ({
      id: card.id,
      url_path: card.url_path,
      name: card.name,
      brand: dictionary!.brands.get(card.brand_id)?.name ?? '',
      images: card.images,
      price: card.price,
      is_adult: card.is_adult,
    })) ?? (await productsInDatabase(db, text, query, { contextCategoryId, includeNonPublic }));
  return [
    ...(found.brands ?? []).map((brand) => ({
      _id: `brand-${brand.slug}`,
      _type: 'brand' as const,
      _source: { slug: `${BRAND_URL_KEY_PREFIX}${brand.slug}`, name: brand.name },
    })),
    ...(found.categories ?? []).map((category) => ({
      _id: `category-${category.url_key}`,
      _type: 'category' as const,
      _source: { url_key: category.url_key, full_name: category.name },
    })),
    ...products.map((product) => ({
      _id: `product-${product.id}`,
      _type: 'product' as const,
      _source: {
        url_path: `${product.url_path}.html`,
        name: `${product.brand} ${product.name}`,
        // Prices are kept in grosze.
        price: product.price === null ? null : product.price / 100,
        is_adult: product.is_adult,
        ...(product.images[0] ? { image: product.images[0].path } : {}),
      },
    })),
    ...(found.ingredients ?? []).map((ingredient) => ({
      _id: `ingredient-${ingredient.slug}`,
      _type: 'ingredient' as const,
      _source: { url: `/skladnik-${ingredient.slug}`, title: ingredient.name ?? ingredient.inci },
    })),
  ];
}
