import { z } from 'zod';

import { ANONYMOUS_ID_PATTERN, SKU_PATTERN } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';

/** Product SKU, `KWC-` and a number (spec section 3). */
export const skuSchema = z.string().regex(SKU_PATTERN, { error: VALIDATION_MESSAGES.invalidSku });
export type Sku = z.infer<typeof skuSchema>;

/**
 * The generated anonymous visitor id (spec section 1): `ANONYMOUS_ID_PATTERN` (`isAnonymousId` is the
 * same check without zod).
 */
export const anonymousIdSchema = z.string().regex(ANONYMOUS_ID_PATTERN, {
  error: VALIDATION_MESSAGES.invalidValue,
});

/** The largest value of PostgreSQL's `integer`, which every id and count in a query maps to. */
const PG_INTEGER_MAX = 2_147_483_647;

/**
 * Database ids: positive integers, bounded by PostgreSQL's integer (a larger id failed the query as
 * a 500: the fuzzer's `GET /api/reviews/liked?ids=2147483648`).
 */
export const idSchema = z
  .number({ error: VALIDATION_MESSAGES.invalidNumber })
  .int()
  .positive()
  .max(PG_INTEGER_MAX, { error: VALIDATION_MESSAGES.numberTooLarge });

/** An ISO 8601 date-time with offset, as JSON carries dates. */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/** An image as the API gives it: a path under the image host (spec section 3 "images (path)"). */
export const imageSchema = z.object({ path: z.string() });

/** ours: breadcrumb shape; spec section 3 lists `breadcrumbs` without fields. */
export const breadcrumbSchema = z.object({ id: idSchema, full_name: z.string(), url_key: z.string() });
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

/** A link shown in lists of links (popular links, brand SEO links). ours: shape. */
export const linkSchema = z.object({ label: z.string(), url: z.string() });

/** Error body of every 4xx/5xx API response. ours: spec section 8 leaves server error bodies open. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    requestId: z.string().optional(),
    /** A 400's Polish message per wrong field of the body, by the field's name. */
    fields: z.record(z.string(), z.string()).optional(),
    /** A 429's wait in seconds (also the `Retry-After` header). */
    retryAfter: z.number().int().positive().optional(),
    /** A 409 on a second review of the same product: the author's existing review. */
    reviewId: z.number().int().positive().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The "token" answer of spec section 7. ours: the token sits in an object so fields can be added. */
export const tokenResponseSchema = z.object({ token: z.string().min(1) });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

const INTEGER_TEXT = /^\s*-?\d+\s*$/;

/** URL query values arrive as text; numerals become numbers, and an empty value counts as absent. */
function numberFromQuery(value: unknown): unknown {
  if (value === '') return undefined;
  return typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value;
}

/**
 * An integer query parameter that also accepts its text form (`'2'` → 2), with Polish messages for
 * anything else. With `fallback`, a missing or empty value takes it.
 */
export function queryInt(options: { min?: number; max?: number; fallback?: number } = {}) {
  let schema = z.number({ error: VALIDATION_MESSAGES.invalidNumber }).int({ error: VALIDATION_MESSAGES.invalidNumber });
  if (options.min !== undefined) schema = schema.min(options.min, { error: VALIDATION_MESSAGES.numberTooSmall });
  // Bounded by PostgreSQL's integer even without a max: a larger id failed the query as a 500 (found
  // by the fuzzer: `GET /api/kwc/wishlist?lists[]=9007199254740991`).
  schema = schema.max(Math.min(options.max ?? PG_INTEGER_MAX, PG_INTEGER_MAX), {
    error: VALIDATION_MESSAGES.numberTooLarge,
  });
  return z.preprocess(numberFromQuery, options.fallback === undefined ? schema : schema.default(options.fallback));
}

/** An optional integer query parameter: absent or empty gives `undefined`. */
export function optionalQueryInt(options: { min?: number; max?: number } = {}) {
  return z.preprocess(numberFromQuery, queryInt(options).optional());
}

/**
 * A repeated query parameter such as `lists[]=1&lists[]=2`: one value arrives as a string and
 * several as an array, depending on the server's query parser; both become an array.
 */
export function queryArray<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
    z.array(item),
  );
}

/** Optional text in a query: trimmed, and empty counts as absent. */
export const optionalQueryText = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.string().trim().optional(),
);
