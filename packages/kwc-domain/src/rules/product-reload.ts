import { FORCED_PRODUCT_RELOAD } from '../constants';

/** The numeric product id after the comma of a product URL: `/krem-nivea,1240.html` → 1240. */
export function productIdFromPath(path: string): number | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const match = /,(\d+)(?:\.html)?$/.exec(pathname);
  return match?.[1] === undefined ? null : Number(match[1]);
}

/**
 * Whether a product URL is forced to reload the whole page (spec section 9): only with the feature
 * flag on, and when the id after the comma is a multiple of 20 below 420000.
 */
export function shouldForceProductReload(path: string, flagEnabled: boolean): boolean {
  if (!flagEnabled) return false;
  const id = productIdFromPath(path);
  return id !== null && id % FORCED_PRODUCT_RELOAD.idMultipleOf === 0 && id < FORCED_PRODUCT_RELOAD.idBelow;
}
