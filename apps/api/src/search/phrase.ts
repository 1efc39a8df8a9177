import { sql, type SQL } from 'drizzle-orm';

/** The words of a search phrase as a prefix tsquery text: "krem nawil" → "krem:* & nawil:*". */
export function prefixQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ');
}

/**
 * Ids of the products matching a phrase: Polish word forms and accent-free words, and only when no
 * product has the words, near spellings (trigrams catch "witmina"). A union, not an OR: each branch
 * keeps its GIN index, where an OR scanned the whole table.
 */
export function matchingProductIds(text: string): SQL {
  const query = prefixQuery(text);
  if (!query) return sql`select null::int as id where false`;
  const polish = sql`search_polish @@ to_tsquery('polish', ${query})`;
  const simple = sql`search_simple @@ to_tsquery('polish_unaccent', ${query})`;
  return sql`select id from products where ${polish}
    union select id from products where ${simple}
    union select id from products
      where not exists (select 1 from products where ${polish}) and not exists (select 1 from products where ${simple})
        and lower(kwc_unaccent(${text})) <% search_text`;
}

/**
 * Products matching a phrase (see `matchingProductIds`). `= any(array(…))` reads the matches by
 * primary key, where `in (…)` made PostgreSQL hash-join them against a scan of every product.
 */
export function textCondition(text: string): SQL {
  return sql`products.id = any(array(${matchingProductIds(text)}))`;
}
