// In-process search libraries over the same catalogue, as a yardstick for the API: Orama and
// ItemsJS, each built from the exported products and asked the same logical listing and text
// queries. Facets are multi-select like the API's: each group is counted with every active filter
// except its own.
import { create, insertMultiple, search } from '@orama/orama';
import itemsjs from 'itemsjs';

export const PEERS = ['orama', 'itemsjs'];

/** Lower-cased and accent-free, like the database's `search_text` (kwc_unaccent maps ł to l too). */
function plainText(text) {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').toLowerCase();
}

const optionField = (code) => `opt_${code}`;

/** Every property pattern code, and each option id's pattern. */
function patternsOf(data) {
  const patternOf = new Map(data.options.map((option) => [option.id, option.pattern_code]));
  return { codes: [...new Set(patternOf.values())].sort(), patternOf };
}

/** A product's option ids split per pattern: `{ opt_kolor: [3, 7], … }` with an array for every pattern. */
function optionsByPattern(product, codes, patternOf) {
  const fields = Object.fromEntries(codes.map((code) => [optionField(code), []]));
  for (const id of product.property_option_ids) fields[optionField(patternOf.get(id))].push(id);
  return fields;
}

/** Sort keys of the API's sorts; prices are never null in the seeded catalogue (every product has an offer). */
const SORTS = { price_asc: { field: 'price', order: 'asc' }, popularity_desc: { field: 'popularity', order: 'desc' } };

const toCounts = (entries) => new Map(entries.filter(([, n]) => n > 0).map(([id, n]) => [Number(id), n]));

/**
 * Orama: one document per product; brand is an `enum`, category path, shops and each pattern's
 * options `enum[]`, flags `boolean`, price and popularity `number` (sortable), and `text` the
 * accent-free brand and name (Orama's tokenizer has no Polish letters, so the text and the query
 * are both made accent-free). A filtered listing is one search for the page and the facets of
 * unfiltered groups plus one count-only search per filtered group, without its own filter.
 */
async function buildOrama(data) {
  const { codes, patternOf } = patternsOf(data);
  const schema = {
    brand: 'enum',
    scope: 'enum[]',
    shops: 'enum[]',
    ...Object.fromEntries(codes.map((code) => [optionField(code), 'enum[]'])),
    bestseller: 'boolean',
    offer_sale: 'boolean',
    is_new: 'boolean',
    price: 'number',
    popularity: 'number',
    text: 'string',
  };
  const db = create({ schema });
  await insertMultiple(
    db,
    data.products.map((product) => ({
      id: String(product.id),
      brand: product.brand_id,
      scope: product.category_path,
      shops: product.partner_shop_ids,
      ...optionsByPattern(product, codes, patternOf),
      bestseller: product.bestseller,
      offer_sale: product.offer_sale,
      is_new: product.is_new,
      price: product.price,
      popularity: product.popularity,
      text: product.search_text,
    })),
    1000,
  );
  const flagFacet = { true: true, false: true };

  /** A listing: the page and the facets of `patterns`, brands, shops and flags. */
  function listing({ scope, brand, option, patterns, sort, limit }) {
    // `scope` null is the whole catalogue (no category condition).
    const filters = scope === null ? {} : { scope: { containsAll: [scope] } };
    if (brand) filters.brand = { eq: brand };
    if (option) filters[optionField(option.pattern)] = { containsAny: [option.id] };
    const without = (field) => Object.fromEntries(Object.entries(filters).filter(([name]) => name !== field));
    const facets = { shops: {}, bestseller: flagFacet, offer_sale: flagFacet, is_new: flagFacet };
    if (!brand) facets.brand = {};
    for (const code of patterns) if (code !== option?.pattern) facets[optionField(code)] = {};
    const { field, order } = SORTS[sort];
    const searches = [
      { term: '', where: filters, facets, sortBy: { property: field, order: order.toUpperCase() }, limit },
      ...(brand ? [{ term: '', where: without('brand'), facets: { brand: {} }, limit: 0 }] : []),
      ...(option
        ? [
            {
              term: '',
              where: without(optionField(option.pattern)),
              facets: { [optionField(option.pattern)]: {} },
              limit: 0,
            },
          ]
        : []),
    ];
    return {
      searches: searches.length,
      run: () => searches.map((params) => search(db, params)),
      normalize: ([page, ...counts]) => {
        const merged = Object.assign({}, page.facets, ...counts.map((result) => result.facets));
        const options = Object.entries(merged)
          .filter(([name]) => name.startsWith('opt_'))
          .flatMap(([, facet]) => Object.entries(facet.values));
        return {
          total: page.count,
          ids: page.hits.map((hit) => Number(hit.id)),
          facets: {
            brands: toCounts(Object.entries(merged.brand.values)),
            options: toCounts(options),
            shops: toCounts(Object.entries(merged.shops.values)),
          },
        };
      },
    };
  }

  /** Products whose text has every word of the phrase (prefix matches), best first. */
  function text({ phrase, limit }) {
    const params = { term: plainText(phrase), properties: ['text'], threshold: 0, limit };
    return {
      searches: 1,
      run: () => search(db, params),
      normalize: (result) => ({ total: result.count, ids: result.hits.map((hit) => Number(hit.id)) }),
    };
  }

  return { listing, text };
}

/**
 * ItemsJS: aggregations `brand`, `shops` and one per pattern (`opt_*`), all disjunctive
 * (`conjunction: false`, so a group's counts ignore its own filter), `scope` (the category path,
 * conjunctive) and `flags`; sortings by price ascending and popularity descending, both with the id
 * as tie-break like the API; the accent-free brand and name as the searchable field. ItemsJS counts
 * every configured aggregation on every search (it has no per-query facet list).
 */
function buildItemsjs(data) {
  const { codes, patternOf } = patternsOf(data);
  const items = data.products.map((product) => ({
    id: product.id,
    brand: product.brand_id,
    scope: product.category_path,
    shops: product.partner_shop_ids,
    ...optionsByPattern(product, codes, patternOf),
    flags: [
      ...(product.bestseller ? ['bestseller'] : []),
      ...(product.offer_sale ? ['offer_sale'] : []),
      ...(product.is_new ? ['is_new'] : []),
    ],
    price: product.price,
    popularity: product.popularity,
    text: product.search_text,
  }));
  const disjunctive = { conjunction: false, size: 1000 };
  const engine = itemsjs(items, {
    aggregations: {
      brand: disjunctive,
      shops: disjunctive,
      ...Object.fromEntries(codes.map((code) => [optionField(code), disjunctive])),
      scope: { size: 1000 },
      flags: { size: 10 },
    },
    sortings: Object.fromEntries(
      Object.entries(SORTS).map(([name, { field, order }]) => [name, { field: [field, 'id'], order: [order, 'asc'] }]),
    ),
    searchableFields: ['text'],
  });
  const buckets = (aggregation) => aggregation.buckets.map((bucket) => [bucket.key, bucket.doc_count]);

  function listing({ scope, brand, option, patterns, sort, limit }) {
    const filters = scope === null ? {} : { scope: [scope] };
    if (brand) filters.brand = [brand];
    if (option) filters[optionField(option.pattern)] = [option.id];
    const params = { filters, sort, per_page: limit };
    return {
      searches: 1,
      run: () => engine.search(params),
      normalize: (result) => {
        const { aggregations } = result.data;
        return {
          total: result.pagination.total,
          ids: result.data.items.map((item) => item.id),
          facets: {
            brands: toCounts(buckets(aggregations.brand)),
            options: toCounts(patterns.flatMap((code) => buckets(aggregations[optionField(code)]))),
            shops: toCounts(buckets(aggregations.shops)),
          },
        };
      },
    };
  }

  function text({ phrase, limit }) {
    const params = { query: plainText(phrase), per_page: limit };
    return {
      searches: 1,
      run: () => engine.search(params),
      normalize: (result) => ({ total: result.pagination.total, ids: result.data.items.map((item) => item.id) }),
    };
  }

  return { listing, text };
}

/** Builds peer `name` over `data`: `{ listing(query), text(query) }`, each giving `{ run, normalize, searches }`. */
export function buildPeer(name, data) {
  if (name === 'orama') return buildOrama(data);
  if (name === 'itemsjs') return buildItemsjs(data);
  throw new Error(`unknown peer ${name} (known: ${PEERS.join(', ')})`);
}
