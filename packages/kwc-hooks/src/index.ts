// API client
export {
  createApiClient,
  type ApiClient,
  type ApiClientOptions,
  type FilterValuesQueryInput,
  type LoginInput,
  type LoginResult,
  type PageQueryInput,
  type ProductOfVisitor,
  type ProductReviewsQueryInput,
  type RequestOptions,
  type WishlistQueryInput,
} from './api/createApiClient';
export { createStartupReads, type StartupReads } from './api/startupReads';
export { ApiError, ApiNetworkError, ApiResponseError, ApiSchemaError, type ApiSchemaIssue } from './api/errors';
export { retryAfterSeconds } from './api/transport';
export {
  abTestsKey,
  categoryInfoKey,
  filterValuesKey,
  homeKey,
  legalHintKey,
  menuKey,
  productPageKey,
  productReviewsKey,
  productsKey,
  recentlyViewedKey,
  textSearchKey,
} from './api/keys';
export { consoleLogger, type Logger, type Notifier } from './api/types';
export { apiPath, type QueryValue } from './api/urls';
export { productViewBeacon } from './api/viewBeacon';

// Provider and adapters
export {
  KwcHooksProvider,
  useApiClient,
  useCookieStore,
  useKeyValueStorage,
  useLogger,
  type KwcHooksContextValue,
  type KwcHooksProviderProps,
} from './provider/KwcHooksProvider';
export {
  createDocumentCookieStore,
  createMemoryCookieStore,
  parseCookieHeader,
  serializeCookie,
  type CookieOptions,
  type CookieStore,
  type MemoryCookieStore,
} from './storage/cookieStore';
export { createLocalStorage, createMemoryStorage, type KeyValueStorage } from './storage/keyValueStorage';
export { useCookie } from './storage/useCookie';
export { useStoredItem } from './storage/useStoredItem';

// Catalogue resources
export {
  categoryInfoRedirect,
  useCategoryInfo,
  type CategoryInfoResult,
  type CategoryRedirect,
} from './catalog/useCategoryInfo';
export {
  canLoadFilterValues,
  useFilterValues,
  type FilterSelection,
  type FilterValuesResult,
  type UseFilterValuesOptions,
} from './catalog/useFilterValues';
export { useMenu } from './catalog/useMenu';
export { useProducts } from './catalog/useProducts';
export { useLegalHint, type LegalHintResult } from './legalHint/useLegalHint';

// Screens: the product page, home, articles, reviews and the directories
export { articlePageKey, useArticlePage } from './pages/useArticlePage';
export { useHomeSections } from './pages/useHomeSections';
export { useProductPage } from './pages/useProductPage';
export { newestReviewsKey, useNewestReviews } from './reviews/useNewestReviews';
export { useProductReviews } from './reviews/useProductReviews';
export { reviewersKey, useReviewers } from './reviews/useReviewers';
export { categoryListKey, useCategoryList } from './directory/useCategoryList';
export { categoryMapKey, useCategoryMap } from './directory/useCategoryMap';
export { importantIngredientsKey, useImportantIngredients } from './directory/useImportantIngredients';
export { ingredientPageKey, useIngredientPage } from './directory/useIngredientPage';
export { popularBrandsKey, usePopularBrands } from './directory/usePopularBrands';

// Search
export { useDebouncedValue } from './search/useDebouncedValue';
export {
  useSearch,
  useSearchPhrase,
  type SearchPhraseResult,
  type SearchResult,
  type SearchState,
  type UseSearchOptions,
  type UseSearchPhraseOptions,
} from './search/useSearch';
export { useTextSearch } from './search/useTextSearch';

// Visitor identity and lists
export {
  ANONYMOUS_ID_MAX_AGE_S,
  generateAnonymousId,
  isAnonymousId,
  readAnonymousId,
  syncAnonymousId,
} from './auth/anonymousId';
export { useAnonymousId } from './auth/useAnonymousId';
export {
  createWishlistStore,
  type WishlistSnapshot,
  type WishlistStore,
  type WishlistStoreOptions,
} from './wishlist/wishlistStore';
export {
  LOGIN_PATH,
  shouldLoadWishlistAtStart,
  useWishlist,
  useWishlistAtStart,
  useWishlistMarks,
  useWishlistPage,
  WISHLIST_PATH,
  type WishlistMarks,
} from './wishlist/useWishlist';
export {
  useWishlistListActions,
  useWishlistLists,
  wishlistListsKey,
  type WishlistListActions,
} from './wishlist/useWishlistLists';
export { useProductViewBeacon } from './recentlyViewed/useProductViewBeacon';
export { useRecentlyViewed, type RecentlyViewedResult } from './recentlyViewed/useRecentlyViewed';

// Login state and account (spec section 4). `session/sessionActions`, `session/useSessionChecks`
// and `account/*` are for the site's lazily loaded chunks: no anonymous first view needs them.
export {
  createSessionStore,
  readRefreshMarker,
  readTokenCookie,
  type SessionState,
  type SessionStore,
  type SessionStoreOptions,
} from './session/sessionStore';
export { isAccountKey, useSession, useSessionListsReload, useSessionStore } from './session/useSession';
export {
  activate,
  beginSession,
  checkSession,
  clearSession,
  logIn,
  logOut,
  register,
  startSessionChecks,
  type SessionCheckOptions,
  type SessionCheckResult,
  type SessionChecksOptions,
} from './session/sessionActions';
export { useSessionChecks } from './session/useSessionChecks';
export {
  AccountActionRefused,
  useAccountAction,
  type AccountAction,
  type AccountActionState,
} from './account/useAccountAction';
export {
  useActivateAccount,
  useCancelEmailChange,
  useConfirmEmailChange,
  useDeactivateAccount,
  useDeleteAvatar,
  useEndOtherSessions,
  useEndSession,
  useLogin,
  useLogout,
  usePasswordReset,
  usePasswordResetRequest,
  useRegister,
  useResendActivation,
  useSecondFactorLogin,
  useTwoFactorChanges,
  useUpdateUser,
  useUploadAvatar,
} from './account/useAccountForms';
export {
  accountDetailsKey,
  accountSessionsKey,
  authProvidersKey,
  linkCheckKey,
  twoFactorKey,
  useAccountDetails,
  useAccountSessions,
  useAuthProviders,
  useLinkCheck,
  useTwoFactorStatus,
  useUser,
  userKey,
} from './account/useAccountReads';

// Writing reviews and moderating them (issue 32): for the account side's lazily loaded chunks.
export type { ReviewAnswer, ReviewWritingCalls } from './reviews/reviewWritingCalls';
export {
  myReviewKey,
  reviewShopsKey,
  useMyReview,
  useReviewShops,
  useSubmitReview,
  useUploadReviewPhoto,
  type MyReview,
} from './reviews/useReviewWriting';
export {
  DRAFT_SAVE_STATE_TEXT,
  useReviewDraft,
  type DraftSaveState,
  type ReviewDraftOptions,
  type ReviewDraftState,
} from './reviews/useReviewDraft';
export { ticketReplyKey, useSendTicketReply, useTicketReply } from './reviews/useTicketReply';
export { useReviewLikes, type ReviewLikes } from './reviews/useReviewLikes';
export {
  moderationQueueKey,
  useModerationDecision,
  useModerationQueue,
  type ModerationQueue,
} from './reviews/useModeration';

// Adult gate
export { confirmAdult } from './adult/adultCookie';
export { useAdultContentDisplay } from './adult/useAdultContentDisplay';
export { useAdultGate, type AdultGateResult, type UseAdultGateOptions } from './adult/useAdultGate';
export { useLastInAppRoute } from './navigation/useLastInAppRoute';

// A/B tests
export {
  applyAbAssignment,
  experienceVariant,
  isTestEnvironmentRequest,
  type ApplyAbAssignmentInput,
} from './ab/abAssignment';
export { useAbSegments, useAbTests } from './ab/useAbSegments';

// Visitor-side state
export { useClearToastsOnUrlChange, type ClearableToasts } from './toasts/useClearToastsOnUrlChange';
export {
  finishTour,
  isTourFinished,
  resetTour,
  setTourStep,
  TOUR_STEPS_STORAGE_KEY,
  tourStep,
  type TourId,
} from './tours/tourStore';
export { useGuidedTour, type GuidedTourResult } from './tours/useGuidedTour';
export { useListColumnCount } from './listing/useListColumnCount';
export {
  captureTrafficSource,
  isTrackedQueryKey,
  isTrafficSource,
  readTrafficSource,
  type TrafficSource,
} from './traffic/trafficSource';
export { useTrafficSource } from './traffic/useTrafficSource';
export { captureEmployeeFlag, EMPLOYEE_QUERY_KEY, readEmployeeFlag, setEmployeeFlag } from './employee/employeeFlag';
export { useEmployeeFlag } from './employee/useEmployeeFlag';
export { requestScrollToReviews, takeScrollToReviews, useScrollToReviews } from './reviews/scrollToReviews';

// Analytics
export {
  ADS_CONTEXT_EVENT,
  adsContextOf,
  browserDataLayer,
  consentGatedDataLayer,
  createAnalytics,
  type AdsContext,
  type ConsentGatedDataLayer,
  type Analytics,
  type AnalyticsEventName,
  type AnalyticsEventParameters,
  type AnalyticsOptions,
  type AnalyticsTrackArguments,
} from './analytics/analytics';
export { GTM_SCRIPT_URL, startTagManager, type TagManagerOptions } from './analytics/tagManager';

// Products added at /add-product and their moderation (issue 32): for the account side's lazy chunks.
export type {
  AddedProductAnswer,
  AddedProductCalls,
  ProductModerationQueueQuery,
} from './added-products/addedProductCalls';
export {
  productModerationQueueKey,
  useAddedProductFormOptions,
  useAddProduct,
  useInciCheck,
  useLikelyDuplicates,
  useMyAddedProducts,
  useProductModerationDecision,
  useProductModerationQueue,
  type AddedProductFormOptionsAnswer,
  type LikelyDuplicatesAnswer,
  type MyAddedProducts,
  type ProductModerationQueue,
} from './added-products/useAddedProducts';

// Profiles (issue 33): for the account side's lazy chunks.
export type { ProfileCalls } from './profiles/profileCalls';
export { profileKey, profileSectionKey, useProfile, useProfileSection } from './profiles/useProfile';
// HITs (issue 33): for the product page's lazily loaded, signed-in part.
export type { HitCalls } from './hits/hitCalls';
export { myHitsKey, useHitToggle, useMyHits, type HitToggle } from './hits/useHits';
// Follows and the activity feed (issue 33): for the account side's lazy chunks.
export type { FollowAnswer, FollowCalls } from './follows/followCalls';
export {
  useActivityFeed,
  useFollowToggle,
  useUserFollows,
  type FollowToggle,
  type KeysetList,
} from './follows/useFollows';
