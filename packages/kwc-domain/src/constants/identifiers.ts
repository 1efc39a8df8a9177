/** The format of a product SKU, `KWC-` and a number (spec section 3); `skuSchema` checks it. */
export const SKU_PATTERN = /^KWC-\d+$/;

/** Whether a value is a well-formed SKU: exactly what `skuSchema` accepts, without zod. */
export function isSku(value: unknown): value is string {
  return typeof value === 'string' && SKU_PATTERN.test(value);
}

/**
 * The format of the generated anonymous visitor id (spec section 1); `anonymousIdSchema` checks it.
 * ours: URL- and cookie-safe characters, long enough to be unguessable (a UUID fits).
 */
export const ANONYMOUS_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * Whether a value is a well-formed anonymous id: exactly what `anonymousIdSchema` accepts, without
 * zod, so the visitor-side code that reads the cookie stays small.
 */
export function isAnonymousId(value: unknown): value is string {
  return typeof value === 'string' && ANONYMOUS_ID_PATTERN.test(value);
}
