const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

/** Whether `id` looks like a tag-manager id: `GTM-` and uppercase letters or digits (spec section 9). */
export function isTagManagerId(id: string): boolean {
  return TAG_MANAGER_ID.test(id);
}

/**
 * Reads the configured tag-manager id. A missing id gives `null`, for the caller to log
 * '[Analytics]: GTM ID not set' (spec section 8); a malformed one raises an error (spec section 9).
 *
 * @throws {TypeError} when the id is set but malformed.
 */
export function parseTagManagerId(id: string | null | undefined): string | null {
  if (id === undefined || id === null || id.trim() === '') return null;
  if (!isTagManagerId(id)) {
    throw new TypeError(`Invalid GTM ID "${id}": expected GTM- followed by uppercase letters or digits`);
  }
  return id;
}
