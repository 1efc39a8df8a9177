import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import { useCallback } from 'react';

import { useStoredItem } from '../storage/useStoredItem';

/** ours: the list switches between one and two columns (mobile). */
const ONE_OR_TWO: readonly number[] = [1, 2];

/**
 * The product list's column count, kept in local storage (spec section 7). A stored value outside
 * `allowed` (hand-edited, or from an older layout) gives the default. The server renders the default.
 */
export function useListColumnCount(
  defaultCount: number,
  allowed: readonly number[] = ONE_OR_TWO,
): [count: number, setCount: (count: number) => void] {
  const [stored, setStored] = useStoredItem(LOCAL_STORAGE_KEYS.listColumnCount);
  const parsed = stored === null ? NaN : Number(stored);
  const count = allowed.includes(parsed) ? parsed : defaultCount;
  const setCount = useCallback(
    (next: number) => {
      if (allowed.includes(next)) setStored(String(next));
    },
    [allowed, setStored],
  );
  return [count, setCount];
}
