import { breadcrumbJsonLd, type BreadcrumbItem } from '@kwc/ui';

/** The first step of every trail. */
export const HOME_CRUMB: BreadcrumbItem = { label: 'Strona główna', href: '/' };

/** The BreadcrumbList JSON-LD of a trail, with absolute URLs. */
export function trailJsonLd(trail: readonly BreadcrumbItem[], origin: string) {
  // A relative base would throw in `new URL`; tests and SSR always give an origin.
  return breadcrumbJsonLd(trail, origin || 'http://localhost');
}
