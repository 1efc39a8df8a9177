import { useEffect, useRef } from 'react';

/** What is cleared: kwc-ui's `toast` store fits. */
export interface ClearableToasts {
  clear(): void;
}

/** Clears the toasts whenever the URL changes, not on the first render (spec section 4 "Toasts"). */
export function useClearToastsOnUrlChange(url: string, toasts: ClearableToasts): void {
  const previous = useRef(url);
  useEffect(() => {
    if (previous.current === url) return;
    previous.current = url;
    toasts.clear();
  }, [url, toasts]);
}
