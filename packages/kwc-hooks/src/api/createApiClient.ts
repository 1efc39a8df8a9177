import { abTestCalls, type AbTestCalls } from '../ab/abCalls';
import { accountCalls, type AccountCalls } from '../account/accountCalls';
import { catalogCalls, type CatalogCalls } from '../catalog/catalogCalls';
import { directoryCalls, type DirectoryCalls } from '../directory/directoryCalls';
import { hitCalls, type HitCalls } from '../hits/hitCalls';
import { followCalls, type FollowCalls } from '../follows/followCalls';
import { legalHintCalls, type LegalHintCalls } from '../legalHint/legalHintCalls';
import { pageCalls, type PageCalls } from '../pages/pageCalls';
import { recentlyViewedCalls, type RecentlyViewedCalls } from '../recentlyViewed/recentlyViewedCalls';
import { reviewCalls, type ReviewCalls } from '../reviews/reviewCalls';
import { addedProductCalls, type AddedProductCalls } from '../added-products/addedProductCalls';
import { profileCalls, type ProfileCalls } from '../profiles/profileCalls';
import { reviewWritingCalls, type ReviewWritingCalls } from '../reviews/reviewWritingCalls';
import { searchCalls, type SearchCalls } from '../search/searchCalls';
import { wishlistCalls, type WishlistCalls } from '../wishlist/wishlistCalls';
import { createTransport, type ApiClientOptions } from './transport';

export type { LoginInput, LoginResult } from '../account/accountCalls';
export type {
  FilterValuesQueryInput,
  PageQueryInput,
  ProductOfVisitor,
  ProductReviewsQueryInput,
  WishlistQueryInput,
} from './inputs';
export type { ApiClientOptions, RequestOptions } from './transport';

/**
 * The typed client of the KWC API (spec section 7), one set of calls per area. Every call parses
 * its answer with the kwc-domain schema and fails with an `ApiError`: `ApiResponseError` (4xx/5xx,
 * the server's message), `ApiSchemaError` (the answer does not match) or `ApiNetworkError`.
 */
export interface ApiClient
  extends
    AccountCalls,
    WishlistCalls,
    RecentlyViewedCalls,
    LegalHintCalls,
    AbTestCalls,
    CatalogCalls,
    SearchCalls,
    PageCalls,
    ReviewCalls,
    ReviewWritingCalls,
    AddedProductCalls,
    ProfileCalls,
    HitCalls,
    DirectoryCalls,
    FollowCalls {}

/** Creates the API client. Nothing is read from the browser until a call is made. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const transport = createTransport(options);
  return {
    ...accountCalls(transport),
    ...wishlistCalls(transport),
    ...recentlyViewedCalls(transport, options),
    ...legalHintCalls(transport),
    ...abTestCalls(transport),
    ...catalogCalls(transport, options),
    ...searchCalls(transport, options),
    ...pageCalls(transport),
    ...reviewCalls(transport),
    ...reviewWritingCalls(transport),
    ...addedProductCalls(transport),
    ...profileCalls(transport),
    ...hitCalls(transport),
    ...directoryCalls(transport),
    ...followCalls(transport),
  };
}
