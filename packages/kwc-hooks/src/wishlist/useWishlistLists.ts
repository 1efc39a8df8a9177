import { FRONT_API_PATHS, type WishlistListsResponse } from '@kwc/domain';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';
import type { WishlistStore } from './wishlistStore';

// A logged-in user's named wishlists (spec sections 5 and 7); the key sits here, not in api/keys.ts,
// because only the wishlist page and the heart's list menu read it (the first view never does).

/** `/api/kwc/wishlist-list`: the user's lists with their counts. */
export const wishlistListsKey: string = FRONT_API_PATHS.getWishlistLists;

/** SWR keys of the wishlist's reads: the lists and any page of products kept in SWR. */
const isWishlistKey = (key: unknown): boolean =>
  typeof key === 'string' && (key === wishlistListsKey || key.startsWith(`${FRONT_API_PATHS.getWishlist}?`));

const swrOptions = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** The user's named lists, oldest first, each with its number of products; nothing is asked while logged out. */
export function useWishlistLists(
  config?: SWRConfiguration<WishlistListsResponse, ApiError>,
): SWRResponse<WishlistListsResponse, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<WishlistListsResponse, ApiError>(
    isLoggedIn ? wishlistListsKey : null,
    () => client.getWishlistLists(),
    { ...swrOptions, ...config },
  );
}

/** What `useWishlistListActions` gives; each call throws the client's ApiError (Polish message) when refused. */
export interface WishlistListActions {
  /** Creates a list; resolves its id. A 6th list or a name in use is a 409. */
  create(listName: string): Promise<number>;
  rename(listId: number, listName: string): Promise<void>;
  /** Deletes a list; its products go back to the default list. */
  remove(listId: number): Promise<void>;
  /** Puts a product (by id) in a list, `null` the default one; adds it to the wishlist if it is not there. */
  moveProduct(productId: number, listId: number | null): Promise<void>;
}

/**
 * Changes of the named lists. After each, the lists (names and counts) are asked again, and so is
 * the wishlist: the SWR-kept reads and, when given, the app's wishlist store (its page and counts).
 */
export function useWishlistListActions(store?: WishlistStore): WishlistListActions {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const refresh = useCallback(async () => {
    await Promise.all([mutate(isWishlistKey), store?.load()]);
  }, [mutate, store]);
  const create = useCallback(
    async (listName: string) => {
      const { id } = await client.createWishlistList({ listName });
      await refresh();
      return id;
    },
    [client, refresh],
  );
  const rename = useCallback(
    async (listId: number, listName: string) => {
      await client.renameWishlistList({ listId, listName });
      await refresh();
    },
    [client, refresh],
  );
  const remove = useCallback(
    async (listId: number) => {
      await client.deleteWishlistList({ listId });
      await refresh();
    },
    [client, refresh],
  );
  const moveProduct = useCallback(
    async (productId: number, listId: number | null) => {
      await client.addProductToWishlistList({ productId, listId });
      await refresh();
    },
    [client, refresh],
  );
  return useMemo(() => ({ create, rename, remove, moveProduct }), [create, rename, remove, moveProduct]);
}
