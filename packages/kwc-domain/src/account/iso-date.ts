// A module of its own: the login state (token.ts) reads birth dates on every page's first view,
// where the age rules (age.ts, in the site's pages-only chunk) are not loaded.

/**
 * A `YYYY-MM-DD` date that exists (no 30 February, 29 February only in leap years): the pattern of
 * zod's `z.iso.date()`, which `isoDateSchema` uses. A test keeps the two in step.
 */
const ISO_DATE_PATTERN =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))$/;

/** Whether a value is a calendar date as `YYYY-MM-DD` that exists: what `isoDateSchema` accepts. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE_PATTERN.test(value);
}
