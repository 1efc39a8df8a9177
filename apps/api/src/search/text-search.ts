import type { SearchResult } from '@kwc/domain';
import { sql, type SQL } from 'drizzle-orm';

import type { CatalogueDictionary } from '../catalog/dictionary';
import type { FacetIndex } from '../catalog/facet-index';
import { prefixQuery, textCondition } from '../catalog/listing';
import { queryRows, type Database } from '../db/client';

const LIMITS = { brand: 3, category: 4, product: 10, ingredient: 3 } as const;

/** An accent-free, lower-cased phrase, as `search_text` holds names. */
const plain = (text: string) => sql`lower(kwc_unaccent(${text}))`;

type FoundProduct = { id: number; url_path: string; name: string; brand: string };

/** What one statement answers besides the products: the small tables, and what "exact" means. */
interface Others extends Record<string, unknown> {
  plain: string;
  exact_brands: number[];
  brands: { slug: string; name: string }[] | null;
  categories: { url_key: string; name: string }[] | null;
  ingredients: { slug: string; name: string | null; inci: string }[] | null;
}

/**
 * Brands, categories and ingredients matching a phrase, the phrase as `search_text` spells names,
 * and the brands named exactly so — in one statement (one round trip and one plan instead of four:
 * on a busy single core that was a third of a search).
 */
function others(db: Database, text: string, query: string, includeNonPublic: boolean) {
  const json = (rows: SQL) => sql`(select json_agg(r) from (${rows}) r)`;
  return queryRows<Others>(
    db,
    sql`select ${plain(text)} as plain,
          array(select id from brands where lower(kwc_unaccent(name)) = ${plain(text)}) as exact_brands,
          ${json(sql`select slug, name from brands
            where lower(kwc_unaccent(name)) like ${plain(text)} || '%'
               or word_similarity(${plain(text)}, lower(kwc_unaccent(name))) > 0.6
            order by (lower(kwc_unaccent(name)) = ${plain(text)}) desc, popularity desc, name
            limit ${LIMITS.brand}`)} as brands,
          ${json(sql`select url_key, name from categories
            where kind = 'category' and status <> 'REDIRECTED' ${includeNonPublic ? sql`` : sql`and is_public`}
              and (search_words @@ to_tsquery('polish', ${query}) or search_words @@ to_tsquery('polish_unaccent', ${query}))
            order by (lower(kwc_unaccent(name)) = ${plain(text)}) desc, product_count desc
            limit ${LIMITS.category}`)} as categories,
          ${json(sql`select slug, name_pl as name, inci from ingredients
            where lower(kwc_unaccent(coalesce(name_pl, ''))) like '%' || ${plain(text)} || '%'
               or lower(inci) like '%' || lower(${text}) || '%'
            order by is_important desc, length(coalesce(name_pl, inci))
            limit ${LIMITS.ingredient}`)} as ingredients`,
  ).then(([row]) => row!);
}

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
    sql`select products.id, products.url_path, products.name, b.name as brand from products join brands b on b.id = products.brand_id
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
 * Text search across brands, categories, products and ingredients (spec section 7
 * `/catalog/text-search`). Polish word forms, words typed without Polish letters and small typos
 * all match. Products come from the listing index's words when it is given (text-index.ts: exact
 * names first — the brand and name, or the brand alone — then `ts_rank`, popularity and id); the
 * database answers near spellings ("witmina") and phrases the index does not read.
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
    index?: FacetIndex | undefined;
    dictionary?: CatalogueDictionary | undefined;
  },
): Promise<SearchResult[]> {
  const query = prefixQuery(text);
  if (!query) return [];
  // The small tables' statement, the change log and the dictionary, all at once.
  const [found] = await Promise.all([others(db, text, query, includeNonPublic), dictionary?.ready(), index?.sync()]);
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
    })) ?? (await productsInDatabase(db, text, query, { contextCategoryId, includeNonPublic }));
  return [
    ...(found.brands ?? []).map((brand) => ({
      _id: `brand-${brand.slug}`,
      _type: 'brand' as const,
      _source: { slug: `marka-${brand.slug}`, name: brand.name },
    })),
    ...(found.categories ?? []).map((category) => ({
      _id: `category-${category.url_key}`,
      _type: 'category' as const,
      _source: { url_key: category.url_key, full_name: category.name },
    })),
    ...products.map((product) => ({
      _id: `product-${product.id}`,
      _type: 'product' as const,
      _source: { url_path: `${product.url_path}.html`, name: `${product.brand} ${product.name}` },
    })),
    ...(found.ingredients ?? []).map((ingredient) => ({
      _id: `ingredient-${ingredient.slug}`,
      _type: 'ingredient' as const,
      _source: { url: `/skladnik-${ingredient.slug}`, title: ingredient.name ?? ingredient.inci },
    })),
  ];
}
