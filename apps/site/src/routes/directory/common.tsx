import {
  formatCount,
  formatNumber,
  PAGES_LIMITS,
  type Ingredient,
  type PolishPluralForms,
  type Product,
} from '@kwc/domain';
import { apiPath, useWishlistMarks } from '@kwc/hooks';
import { Breadcrumbs, breadcrumbJsonLd, Icon, ratingLabel, type BreadcrumbItem, type ProductGridProps } from '@kwc/ui';
import { useMemo, type ReactNode } from 'react';
import useSWR from 'swr';

import { container } from '../../app/layout.css';
import { RouterLink } from '../../app/RouterLink';
import { useVisitor, useWishlistCheck } from '../../app/Visitor';
import * as styles from './common.css';

// Pieces shared by the directory, community, CMS and home screens.

/** The class of a directory page's root: the centred container with space above the footer. */
export const pageClassName = `${container} ${styles.page}`;

/** The first step of every trail. */
export const HOME_CRUMB: BreadcrumbItem = { label: 'Strona główna', href: '/' };

/** Polish nouns after a number, for the counts these pages show. */
export const COUNT_FORMS = {
  products: ['produkt', 'produkty', 'produktów'],
  reviews: ['opinia', 'opinie', 'opinii'],
  likes: ['pochwała', 'pochwały', 'pochwał'],
  brands: ['marka', 'marki', 'marek'],
  ingredients: ['składnik', 'składniki', 'składników'],
  categories: ['kategoria', 'kategorie', 'kategorii'],
  reviewers: ['recenzentka', 'recenzentki', 'recenzentek'],
} as const satisfies Record<string, PolishPluralForms>;

/** `12 produktów`, `1 opinia`… */
export function countText(count: number, noun: keyof typeof COUNT_FORMS): string {
  return formatCount(count, COUNT_FORMS[noun]);
}

/** The important ingredients' page. */
export const IMPORTANT_INGREDIENTS_PATH = '/wazne-skladniki';

/** The name a reader knows an ingredient by: the Polish one, else its INCI name. */
export function ingredientName(ingredient: Pick<Ingredient, 'name' | 'inciName'>): string {
  return ingredient.name ?? ingredient.inciName;
}

/** A product page's path: the API gives `{slug},{id}`, the page is `/{slug},{id}.html`. */
export function productHref(product: Pick<Product, 'urlPath'>): string {
  const path = product.urlPath.replace(/^\/+/, '');
  return `/${path.endsWith('.html') ? path : `${path}.html`}`;
}

/** A user's public profile (spec section 2 "Profile routes"). */
export function profileHref(userId: number): string {
  return `/profil/${userId}`;
}

/** A category's or brand's listing: its url key from the site's root. */
export function listingHref(urlKey: string): string {
  return `/${urlKey.replace(/^\/+/, '')}`;
}

/**
 * The `page` query parameter of a paged screen: 1 when absent, `null` when it is not a page number
 * (the page then does not exist).
 */
export function pageParam(search: string | URLSearchParams, maxPage = PAGES_LIMITS.maxPage): number | null {
  const value = (typeof search === 'string' ? new URLSearchParams(search) : search).get('page');
  if (value === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(value)) return null;
  const page = Number(value);
  return page <= maxPage ? page : null;
}

/** The address of page `page` of a paged screen: the first page has no parameter. */
export function pageHref(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path;
}

/** The API path of one page of a paged answer; the first page's key has no `page`. */
export function pagedApiPath(path: string, page: number): string {
  return apiPath(path, { page: page > 1 ? page : undefined });
}

/**
 * Data the page's loader put into SWR's fallback under `key` (an API path). The global fetcher
 * reads the same path, so a page shown without its fallback still loads.
 */
export function usePageData<T>(key: string): T | undefined {
  return useSWR<T>(key).data;
}

/** The BreadcrumbList JSON-LD of a trail, with absolute URLs. */
export function trailJsonLd(trail: readonly BreadcrumbItem[], origin: string) {
  // A relative base would throw in `new URL`; tests and SSR always give an origin.
  return breadcrumbJsonLd(trail, origin || 'http://localhost');
}

/**
 * A rating as one star and its value ('★ 4,3'), for cards that show many ratings at once: five
 * drawn stars per card would weigh the page down (ten SVGs each).
 */
export function CompactRating({ value, className }: { value: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={ratingLabel(value)}
      className={className ? `${styles.rating} ${className}` : styles.rating}
    >
      <Icon name="starFilled" size={14} className={styles.ratingStar} />
      <span aria-hidden="true">{formatNumber(Math.round(value * 10) / 10)}</span>
    </span>
  );
}

export interface PageIntroProps {
  /** The trail from the home page down to this page. */
  trail: readonly BreadcrumbItem[];
  title: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** A short line over the title. */
  eyebrow?: ReactNode;
  /** Anything under the lead (counts, an index). */
  children?: ReactNode;
}

/** The top of a directory page: visible breadcrumbs, the page's h1 and a lead. */
export function PageIntro({ trail, title, lead, eyebrow, children }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <Breadcrumbs items={trail} linkAs={RouterLink} className={styles.breadcrumbs} />
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}

/**
 * Wishlist hearts for a set of product tiles: asks once which of them are on the visitor's
 * wishlist (after hydration: the server renders them all unpressed) and toggles them.
 */
export function useTileWishlist(
  products: readonly Product[],
): Pick<ProductGridProps, 'tileOptions' | 'onWishlistChange'> {
  const { wishlist } = useVisitor();
  const skus = useMemo(() => products.map((product) => product.sku), [products]);
  // Only a change among these products re-renders the tiles (not the counts loading at start).
  const marks = useWishlistMarks(wishlist, skus);
  useWishlistCheck(skus.join(','));
  return {
    tileOptions: (product) => ({
      isOnWishlist: marks.isOnWishlist(product.sku),
      wishlistBusy: marks.pendingSku === product.sku,
      href: productHref(product),
    }),
    onWishlistChange: (product) => {
      void wishlist.toggle(product.sku);
    },
  };
}
