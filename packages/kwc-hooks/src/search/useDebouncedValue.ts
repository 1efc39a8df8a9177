import { useEffect, useState } from 'react';

/**
 * Returns `value` once it has stopped changing for `delayMs` (spec section 2 "Search": the
 * search request waits 500 ms after the last keystroke).
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
