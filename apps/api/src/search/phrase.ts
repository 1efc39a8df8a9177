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
 * Ids of the products matching a phrase: Polish word forms (kremów → krem) and words typed without
 * Polish letters, each through its GIN index; only when no product has the words, near spellings
 * of the name and brand (a trigram match catches "witmina"). One statement, every branch indexed:
 * an OR of the three conditions made PostgreSQL scan the whole table (121 ms at 10,000 products).
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
 * Products matching a phrase (see `matchingProductIds`). As `= any(array(…))` the matches are read
 * by primary key; as `in (…)` PostgreSQL hash-joined them against a scan of every product (57 of the
 * 143 ms of a search at 100,000 products).
 */
export function textCondition(text: string): SQL {
  return sql`products.id = any(array(${matchingProductIds(text)}))`;
}
