import { ADDED_PRODUCT_API_PATHS, type AddedProduct, type AddedProductInput } from '@kwc/domain';
import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from 'swr';

import { useAccountAction } from '../account/useAccountAction';
import type { ApiError } from '../api/errors';
import { apiPath } from '../api/urls';
import { useApiClient } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';
import type { AddedProductAnswer, ProductModerationQueueQuery } from './addedProductCalls';

// Products added at `/add-product` (issue 32); keys here for the reason reviews/useReviewWriting.ts gives.

export type AddedProductFormOptionsAnswer = AddedProductAnswer<'addedProductFormOptions'>;
export type LikelyDuplicatesAnswer = AddedProductAnswer<'likelyDuplicates'>;
export type MyAddedProducts = AddedProductAnswer<'myAddedProducts'>;
export type ProductModerationQueue = AddedProductAnswer<'productModerationQueue'>;

const swrOptions = { revalidateOnFocus: false, keepPreviousData: true } as const;

/** Brands and leaf categories for the form; nothing is asked while logged out. */
export function useAddedProductFormOptions(
  config?: SWRConfiguration<AddedProductFormOptionsAnswer, ApiError>,
): SWRResponse<AddedProductFormOptionsAnswer, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<AddedProductFormOptionsAnswer, ApiError>(
    isLoggedIn ? ADDED_PRODUCT_API_PATHS.formOptions : null,
    () => client.getAddedProductFormOptions(),
    { ...swrOptions, ...config },
  );
}

/** A function checking an INCI list against the ingredient dictionary (known and unknown names). */
export function useInciCheck(): (inci: string) => Promise<AddedProductAnswer<'inciCheck'>> {
  const client = useApiClient();
  return useCallback((inci: string) => client.checkInci(inci), [client]);
}

/** Catalogue products of the same brand with a similar name; skipped while the name is under 3 characters. */
export function useLikelyDuplicates(
  query: { brandId?: number | null; brandName?: string | null; name: string },
  config?: SWRConfiguration<LikelyDuplicatesAnswer, ApiError>,
): SWRResponse<LikelyDuplicatesAnswer, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const name = query.name.trim();
  const brand = query.brandId ? { brandId: query.brandId } : query.brandName ? { brandName: query.brandName } : null;
  const key =
    isLoggedIn && brand && name.length >= 3
      ? apiPath(ADDED_PRODUCT_API_PATHS.likelyDuplicates, { ...brand, name })
      : null;
  return useSWR<LikelyDuplicatesAnswer, ApiError>(key, () => client.getLikelyDuplicates({ ...brand, name }), {
    ...swrOptions,
    ...config,
  });
}

/** Sends an added product; throws the client's ApiError (with `fields` on a 400). Refreshes "mine". */
export function useAddProduct(): { addProduct: (input: AddedProductInput) => Promise<AddedProduct> } {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const addProduct = useCallback(
    async (input: AddedProductInput) => {
      const { addedProduct } = await client.addProduct(input);
      // The answer goes first into the cached list, as useSubmitReview puts its answer in the cache.
      await mutate<MyAddedProducts>(
        ADDED_PRODUCT_API_PATHS.myAddedProducts,
        (current) => ({
          items: [addedProduct, ...(current?.items ?? []).filter((item) => item.id !== addedProduct.id)],
        }),
        { revalidate: false },
      );
      return addedProduct;
    },
    [client, mutate],
  );
  return { addProduct };
}

/** The user's added products, newest first; nothing is asked while logged out. */
export function useMyAddedProducts(
  config?: SWRConfiguration<MyAddedProducts, ApiError>,
): SWRResponse<MyAddedProducts, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<MyAddedProducts, ApiError>(
    isLoggedIn ? ADDED_PRODUCT_API_PATHS.myAddedProducts : null,
    () => client.getMyAddedProducts(),
    { ...swrOptions, ...config },
  );
}

/** `/api/moderation/products?status=&page=` with the defaults filled in. */
export const productModerationQueueKey = (query: ProductModerationQueueQuery = {}): string =>
  apiPath(ADDED_PRODUCT_API_PATHS.productModerationQueue, { status: query.status ?? 'pending', page: query.page ?? 1 });

const isProductQueueKey = (key: unknown): boolean =>
  typeof key === 'string' && key.startsWith(`${ADDED_PRODUCT_API_PATHS.productModerationQueue}?`);

/** One page of the product moderation queue, oldest first; a 403 as `error` without the moderator role. */
export function useProductModerationQueue(
  query: ProductModerationQueueQuery = {},
  config?: SWRConfiguration<ProductModerationQueue, ApiError>,
): SWRResponse<ProductModerationQueue, ApiError> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  return useSWR<ProductModerationQueue, ApiError>(
    isLoggedIn ? productModerationQueueKey(query) : null,
    () => client.getProductModerationQueue(query),
    { ...swrOptions, ...config },
  );
}

/** Publishes or rejects an added product, then asks every cached queue page again (as useModerationDecision). */
export function useProductModerationDecision() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const decide = useCallback(
    async (addedProductId: number, decision: Parameters<typeof client.decideAddedProduct>[1]) => {
      const answer = await client.decideAddedProduct(addedProductId, decision);
      await mutate(isProductQueueKey);
      return answer;
    },
    [client, mutate],
  );
  return useAccountAction(decide);
}
