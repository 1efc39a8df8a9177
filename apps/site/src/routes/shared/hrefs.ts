import type { Product } from '@kwc/domain';

import { PARTNER_REDIRECT_PATH } from '../../app/config';

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

/** The partner redirect (spec section 2) to a shop's offer of a product. */
export function partnerRedirectHref(shopSlug: string, productId: number): string {
  return `${PARTNER_REDIRECT_PATH}/${shopSlug}/${productId}`;
}
