import { z } from 'zod';

import { searchPhraseSchema } from '../validation';
import { optionalQueryInt } from './common';

/**
 * The source object of a search result (spec section 3 "Search result"): the result links by one of
 * its link fields and is titled by `full_name`, `name` or `title`.
 */
export const searchResultSourceSchema = z.object({
  slug: z.string().optional(),
  url_key: z.string().optional(),
  url: z.string().optional(),
  url_path: z.string().optional(),
  full_name: z.string().optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  /** ours: a product's first picture (a path the site serves), for the suggestion's thumbnail. */
  image: z.string().optional(),
  /** ours: a product's lowest offer price in złoty, `null` without offers. */
  price: z.number().nullable().optional(),
  /** ours: a product of an adult category (its picture is shown only to adults, spec section 4). */
  is_adult: z.boolean().optional(),
});
export type SearchResultSource = z.infer<typeof searchResultSourceSchema>;

/** A text search hit. ours: `_id` and `_type` beside the spec's source object. */
export const searchResultSchema = z.object({
  _id: z.string(),
  _type: z.enum(['category', 'brand', 'product', 'ingredient']),
  _source: searchResultSourceSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

/** Query of `GET /catalog/text-search` (spec section 7); `text` arrives trimmed and lower-cased. */
export const textSearchQuerySchema = z.object({
  text: searchPhraseSchema,
  contextCategoryId: optionalQueryInt({ min: 1 }),
});
export type TextSearchQuery = z.infer<typeof textSearchQuerySchema>;

/** Answer of `GET /catalog/text-search`: a list of results. */
export const textSearchResponseSchema = z.array(searchResultSchema);
export type TextSearchResponse = z.infer<typeof textSearchResponseSchema>;
