import { describe, expect, it } from 'vitest';

import { canCreateWishlist, canMarkAsHit, hitLimitError, hitsLeft, wishlistLimitError } from './limits';

describe('wishlist limit', () => {
  it('allows at most 5 wishlists per user', () => {
    expect(canCreateWishlist(4)).toBe(true);
    expect(canCreateWishlist(5)).toBe(false);
    expect(wishlistLimitError(4)).toBeNull();
    expect(wishlistLimitError(5)).toBe('Możesz mieć najwyżej 5 list życzeń');
  });
});

describe('HIT limit', () => {
  it('allows at most 30 HITs', () => {
    expect(canMarkAsHit(29)).toBe(true);
    expect(canMarkAsHit(30)).toBe(false);
    expect(hitLimitError(29)).toBeNull();
    expect(hitLimitError(30)).toBe('Możesz oznaczyć jako HIT najwyżej 30 produktów');
    expect(hitsLeft(12)).toBe(18);
    expect(hitsLeft(31)).toBe(0);
  });
});
