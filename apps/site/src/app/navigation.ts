import { shouldForceProductReload } from '@kwc/domain';

import type { SiteFeatures } from './config';

/** Session-storage key of the last reload a navigation forced (the page-reload guard). */
export const RELOAD_GUARD_KEY = 'kwc-last-forced-reload';

export type FullReloadReason = 'main-page' | 'forced-product' | 'new-build' | null;

/**
 * Whether a client navigation to `target` (path and query) becomes a full page load (spec
 * section 9): the home page while "full page reload on main-page navigation" is on, the product
 * URLs of the forced-reload rule while that flag is on, and any page once a newer build is out.
 */
export function fullReloadReason(
  target: string,
  { features, newBuild }: { features: SiteFeatures; newBuild: boolean },
): FullReloadReason {
  const pathname = target.split(/[?#]/, 1)[0] ?? '/';
  if (newBuild) return 'new-build';
  if (features.fullPageReloadOnMainPageNavigation && pathname === '/') return 'main-page';
  if (pathname.endsWith('.html') && shouldForceProductReload(pathname, features.forcedProductReload)) {
    return 'forced-product';
  }
  return null;
}

/**
 * The page-reload guard: a forced reload is allowed when none happened in the last `guardMs`
 * (default 10 s), so a page that keeps asking for one cannot loop.
 */
export function mayForceReload(lastReloadAt: number | null, now: number, guardMs: number): boolean {
  return lastReloadAt === null || !(now - lastReloadAt < guardMs && now >= lastReloadAt);
}
