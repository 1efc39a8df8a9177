import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import { useEffect } from 'react';

import { useKeyValueStorage } from '../provider/KwcHooksProvider';
import type { KeyValueStorage } from '../storage/keyValueStorage';

/**
 * Asks the next product page to scroll to its reviews (spec section 7 `scrollToReviews`): call it
 * before navigating from a link such as a listing tile's review count.
 */
export function requestScrollToReviews(storage: KeyValueStorage): void {
  storage.setItem(LOCAL_STORAGE_KEYS.scrollToReviews, 'true');
}

/** Whether a scroll to reviews was asked for; the request is consumed. */
export function takeScrollToReviews(storage: KeyValueStorage): boolean {
  const requested = storage.getItem(LOCAL_STORAGE_KEYS.scrollToReviews) !== null;
  if (requested) storage.removeItem(LOCAL_STORAGE_KEYS.scrollToReviews);
  return requested;
}

/**
 * On the product page: once `ready` (the reviews section is rendered), scrolls to it through
 * `scroll` when `requestScrollToReviews` asked for it, once.
 */
export function useScrollToReviews(ready: boolean, scroll: () => void): void {
  const storage = useKeyValueStorage();
  useEffect(() => {
    if (ready && takeScrollToReviews(storage)) scroll();
  }, [ready, scroll, storage]);
}
