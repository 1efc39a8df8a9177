import { VALIDATION_MESSAGES } from './messages';

/** Named wishlists (spec sections 5 and 7). ours: the spec states the rules, not the copy. */
export const WISHLIST_LIST_MESSAGES = {
  limitReached: VALIDATION_MESSAGES.wishlistLimitReached,
  nameTaken: 'Masz już listę ulubionych o tej nazwie',
  unknownList: 'Nie znaleziono takiej listy ulubionych',
  unknownProduct: 'Nie znaleziono takiego produktu',
} as const;
