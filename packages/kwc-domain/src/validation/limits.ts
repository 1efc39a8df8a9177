import { MAX_HITS, WISHLIST } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';

/** Whether a user who has `listCount` wishlists may create another (at most 5, spec section 5). */
export function canCreateWishlist(listCount: number): boolean {
  return listCount < WISHLIST.maxLists;
}

/** The message when a new wishlist would exceed the limit, or `null` when it is allowed. */
export function wishlistLimitError(listCount: number): string | null {
  return canCreateWishlist(listCount) ? null : VALIDATION_MESSAGES.wishlistLimitReached;
}

/** Whether a user who marked `hitCount` products as HIT may mark another (at most 30, spec section 5). */
export function canMarkAsHit(hitCount: number): boolean {
  return hitCount < MAX_HITS;
}

/** The message when another HIT would exceed the limit, or `null` when it is allowed. */
export function hitLimitError(hitCount: number): string | null {
  return canMarkAsHit(hitCount) ? null : VALIDATION_MESSAGES.hitLimitReached;
}

/** HITs still available to a user, never negative (the `hits_left` counter of spec section 3). */
export function hitsLeft(hitCount: number): number {
  return Math.max(0, MAX_HITS - hitCount);
}
