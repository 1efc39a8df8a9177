import { useEffect, useRef } from 'react';

import { useApiClient } from '../provider/KwcHooksProvider';

/**
 * Sends the product-view beacon once per product shown (spec section 7), once the visitor is
 * known: logged in, or logged out with an anonymous id.
 */
export function useProductViewBeacon(
  sku: string | null,
  { anonymousId, isLoggedIn }: { anonymousId: string | null; isLoggedIn: boolean },
): void {
  const client = useApiClient();
  const lastSent = useRef<string | null>(null);
  useEffect(() => {
    if (sku === null || (!isLoggedIn && anonymousId === null)) return;
    // One view per product page, even when effects run twice (StrictMode) or the id arrives late.
    if (lastSent.current === sku) return;
    lastSent.current = sku;
    void client.sendProductViewBeacon({ productSKU: sku, anonymousId: isLoggedIn ? null : anonymousId });
  }, [client, sku, anonymousId, isLoggedIn]);
}
