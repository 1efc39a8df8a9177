import type { SearchResult } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import type { CatalogueDictionary } from '../catalog/dictionary';
import type { FacetIndex } from '../catalog/facet-index';
import { prefixQuery, textCondition } from '../catalog/listing';
import { queryRows, type Database } from '../db/client';

const LIMITS = { brand: 3, category: 4, product: 10, ingredient: 3 } as const;

/** An accent-free, lower-cased phrase, as `search_text` holds names. */
const plain = (text: string) => sql`lower(kwc_unaccent(${text}))`;

type FoundProduct = { id: number; url_path: string; name: string; brand: string };

/**
 * Products matching a phrase, from the listing index's words (text-index.ts): exact names (the
 * brand and name, or the brand alone) first, then by `ts_rank`, popularity and id. `null` when the
 * phrase needs the database (no dictionary match: near spellings are tried there).
 */
async function productsInMemory(
  db: Database,
  index: FacetIndex,
  dictionary: CatalogueDictionary,
  text: string,
  options: { contextCategoryId?: number | undefined; includeNonPublic: boolean },
): Promise<FoundProduct[] | null> {
  const [[exact]] = await Promise.all([
    queryRows<{ plain: string; brands: number[] }>(
      db,
      sql`select ${plain(text)} as plain,
            array(select id from brands where lower(kwc_unaccent(name)) = ${plain(text)}) as brands`,
    ),
    dictionary.ready(),
  ]);
  const cards = await index.searchProducts(text, {
    plain: exact!.plain,
    exactBrands: exact!.brands,
    categoryId: options.contextCategoryId,
    includeNonPublic: options.includeNonPublic,
    limit: LIMITS.product,
  });
  return (
    cards?.map((card) => ({
      id: card.id,
      url_path: card.url_path,
      name: card.name,
      brand: dictionary.brands.get(card.brand_id)?.name ?? '',
    })) ?? null
  );
}

/**
 * Text search across brands, categories, products and ingredients (spec section 7
 * `/catalog/text-search`). Polish word forms, words typed without Polish letters and small typos
 * all match; exact names come first, then dictionary matches by rank, then near spellings.
 */
export async function textSearch(
  db: Database,
  text: string,
  {
    contextCategoryId,
    includeNonPublic = false,
    index,
    dictionary,
  }: {
    contextCategoryId?: number | undefined;
    includeNonPublic?: boolean;
    /** The listing index: products are then matched in memory (the SQL below stays the fallback). */
    index?: FacetIndex | undefined;
    dictionary?: CatalogueDictionary | undefined;
  },
): Promise<SearchResult[]> {
  const query = prefixQuery(text);
  if (!query) return [];
  const scope = contextCategoryId ? sql`and products.category_path @> array[${contextCategoryId}]::int[]` : sql``;
  const visible = includeNonPublic ? sql`` : sql`and products.is_public`;
  const [brands, categories, products, ingredients] = await Promise.all([
    queryRows<{ slug: string; name: string }>(
      db,
      sql`select slug, name from brands
          where lower(kwc_unaccent(name)) like ${plain(text)} || '%'
             or word_similarity(${plain(text)}, lower(kwc_unaccent(name))) > 0.6
          order by (lower(kwc_unaccent(name)) = ${plain(text)}) desc, popularity desc, name
          limit ${LIMITS.brand}`,
    ),
    queryRows<{ url_key: string; name: string }>(
      db,
      sql`select url_key, name from categories
          where kind = 'category' and status <> 'REDIRECTED' ${includeNonPublic ? sql`` : sql`and is_public`}
            and (search_words @@ to_tsquery('polish', ${query}) or search_words @@ to_tsquery('polish_unaccent', ${query}))
          order by (lower(kwc_unaccent(name)) = ${plain(text)}) desc, product_count desc
          limit ${LIMITS.category}`,
    ),
    (index && dictionary
      ? productsInMemory(db, index, dictionary, text, { contextCategoryId, includeNonPublic })
      : Promise.resolve(null)
    ).then(
      (found) =>
        found ??
        queryRows<FoundProduct>(
          db,
          sql`select products.id, products.url_path, products.name, b.name as brand from products join brands b on b.id = products.brand_id
          where ${textCondition(text)} ${visible} ${scope}
          order by (products.search_text = ${plain(text)} or lower(kwc_unaccent(b.name)) = ${plain(text)}) desc,
                   (products.search_polish @@ to_tsquery('polish', ${query}) or products.search_simple @@ to_tsquery('polish_unaccent', ${query})) desc,
                   ts_rank(products.search_polish, to_tsquery('polish', ${query})) desc,
                   word_similarity(${plain(text)}, products.search_text) desc,
                   products.popularity desc, products.id
          limit ${LIMITS.product}`,
        ),
    ),
    queryRows<{ slug: string; name: string | null; inci: string }>(
      db,
      sql`select slug, name_pl as name, inci from ingredients
          where lower(kwc_unaccent(coalesce(name_pl, ''))) like '%' || ${plain(text)} || '%'
             or lower(inci) like '%' || lower(${text}) || '%'
          order by is_important desc, length(coalesce(name_pl, inci))
          limit ${LIMITS.ingredient}`,
    ),
  ]);
  return [
    ...brands.map((brand) => ({
      _id: `brand-${brand.slug}`,
      _type: 'brand' as const,
      _source: { slug: `marka-${brand.slug}`, name: brand.name },
    })),
    ...categories.map((category) => ({
      _id: `category-${category.url_key}`,
      _type: 'category' as const,
      _source: { url_key: category.url_key, full_name: category.name },
    })),
    ...products.map((product) => ({
      _id: `product-${product.id}`,
      _type: 'product' as const,
      _source: { url_path: `${product.url_path}.html`, name: `${product.brand} ${product.name}` },
    })),
    ...ingredients.map((ingredient) => ({
      _id: `ingredient-${ingredient.slug}`,
      _type: 'ingredient' as const,
      _source: { url: `/skladnik-${ingredient.slug}`, title: ingredient.name ?? ingredient.inci },
    })),
  ];
}
