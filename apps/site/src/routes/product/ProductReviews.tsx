import {
  formatCount,
  formatNumber,
  isProductReviewSort,
  PAGES_LIMITS,
  PRODUCT_REVIEW_SORTS,
  type ProductReviewSort,
  type PublicReview,
  type ReviewsSummary,
} from '@kwc/domain';
import { useCookie, useCookieStore, useProductReviews } from '@kwc/hooks';
import { Button, Icon, RatingStars, ReviewCard } from '@kwc/ui';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';

import { PRODUCT_MESSAGES, REVIEW_FORMS, REVIEW_SORT_LABELS } from './messages';
import * as styles from './ProductReviews.css';
import { EmptyNote } from './ProductSection';
import { RECEIVED_AS_HINT } from './receivedAsHint';
import { HowWeVerifyLink, ReviewAction } from './ReviewAction';
import type { ReviewLikesState } from './ReviewLikesSource';
import {
  REVIEW_SORT_COOKIE,
  REVIEW_SORT_COOKIE_MAX_AGE_S,
  reviewCardData,
  reviewSortFromCookie,
  reviewsQuery,
} from './reviewSort';
import { useSignedIn } from '../../app/signedIn';

// Loaded only for a signed-in visitor: which reviews she liked, and liking them.
const ReviewLikesSource = lazy(() => import('./ReviewLikesSource'));

/**
 * The review cards with their 'Pochwal' buttons: a logged-out visitor's press leads to the login
 * page and back here; a signed-in visitor's likes come with `ReviewLikesSource`. A press made while
 * they load is played once they are known, on the same button (a keyboard user's focus stays).
 */
function ReviewItems({ reviews }: { reviews: readonly PublicReview[] }) {
  const signedIn = useSignedIn();
  const [location, navigate] = useLocation();
  const [state, setState] = useState<ReviewLikesState | null>(null);
  const [queued, setQueued] = useState<ReadonlyMap<number, boolean>>(new Map());
  const mine = signedIn ? state : null;
  const toLogin = () => navigate(`/konto/logowanie?${new URLSearchParams({ back: location })}`);
  const likeChange = (review: PublicReview) => {
    if (!signedIn) return toLogin;
    if (!mine) return (next: boolean) => setQueued((current) => new Map(current).set(review.id, next));
    return mine.isOwn(review) ? undefined : (next: boolean) => mine.setLiked(review.id, next);
  };
  return (
    <>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard
            review={{ ...reviewCardData(review), likes: mine ? mine.likesOf(review.id, review.likes) : review.likes }}
            receivedAsHint={RECEIVED_AS_HINT}
            liked={mine ? mine.isLiked(review.id) : (queued.get(review.id) ?? false)}
            likeBusy={mine ? mine.isBusy(review.id) : queued.has(review.id)}
            onLikeChange={likeChange(review)}
          />
        </li>
      ))}
      {signedIn && (
        <Suspense fallback={null}>
          <ReviewLikesSource
            reviews={reviews}
            onState={setState}
            queued={queued}
            onPlayed={() => setQueued(new Map())}
          />
        </Suspense>
      )}
    </>
  );
}

/** The visitor's review order: the `selected-review-sort` cookie, read alike by the loader. */
export function useReviewSort(): [ProductReviewSort, (sort: ProductReviewSort) => void] {
  const cookies = useCookieStore();
  const sort = reviewSortFromCookie(useCookie(REVIEW_SORT_COOKIE));
  // Stable: the order field's effect depends on it and would otherwise run at every render.
  const setSort = useCallback(
    (next: ProductReviewSort) => cookies.set(REVIEW_SORT_COOKIE, next, { maxAge: REVIEW_SORT_COOKIE_MAX_AGE_S }),
    [cookies],
  );
  return [sort, setSort];
}

/** Average, stars and how many reviews gave each rating. */
function RatingBreakdown({ averageRating, summary }: { averageRating: number; summary: ReviewsSummary }) {
  const { numberOfReviews, ratingCounts } = summary;
  return (
    <aside className={styles.reviewsSummary} aria-label={PRODUCT_MESSAGES.ratingBreakdown}>
      <div className={styles.reviewsScore}>
        <p className={styles.reviewsAverage}>
          {formatNumber(Math.round(averageRating * 10) / 10)}
          <span className={styles.reviewsAverageScale}>/ 5</span>
        </p>
        <RatingStars value={averageRating} size="md" />
        <p className={styles.moreNote}>{formatCount(numberOfReviews, REVIEW_FORMS)}</p>
        <HowWeVerifyLink />
      </div>
      <ul className={styles.breakdown}>
        {([5, 4, 3, 2, 1] as const).map((stars) => {
          const count = ratingCounts[String(stars) as keyof typeof ratingCounts] ?? 0;
          const share = numberOfReviews > 0 ? (count / numberOfReviews) * 100 : 0;
          return (
            <li
              key={stars}
              className={styles.breakdownRow}
              aria-label={PRODUCT_MESSAGES.ratingRow(stars, formatCount(count, REVIEW_FORMS))}
            >
              <span aria-hidden="true">{stars}★</span>
              <span className={styles.breakdownBar} aria-hidden="true">
                <span className={styles.breakdownFill} style={{ width: `${share.toFixed(1)}%` }} />
              </span>
              <span className={styles.breakdownCount} aria-hidden="true">
                {formatNumber(count)}
              </span>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

/** Reviews of one page after the first, loaded by 'Pokaż więcej'. */
function ReviewPage({ sku, sort, page }: { sku: string; sort: ProductReviewSort; page: number }) {
  const { data } = useProductReviews(reviewsQuery(sku, sort, page));
  return data ? <ReviewItems reviews={data.reviews} /> : null;
}

/**
 * 'Opinie użytkowniczek': the rating breakdown, the order select (kept in the
 * `selected-review-sort` cookie) and the review cards, a page at a time.
 */
export function ProductReviews({
  productId,
  sku,
  summary,
}: {
  productId: number;
  sku: string;
  summary: ReviewsSummary;
}) {
  const sortId = useId();
  const [sort, setSort] = useReviewSort();
  const sortField = useRef<HTMLSelectElement>(null);
  // An order chosen in the server's list before the page's code came (it waits for a first sign of
  // use): hydration keeps the choice on screen but not in the state, so it is taken now.
  useEffect(() => {
    const chosen = sortField.current?.value;
    // Later the field and the state agree (React writes the state into it before effects run).
    if (isProductReviewSort(chosen) && chosen !== sort) setSort(chosen);
  }, [sort, setSort]);
  // Pages shown, per order: another order starts again from its first page.
  const [shown, setShown] = useState<{ sort: ProductReviewSort; pages: number }>({ sort, pages: 1 });
  const pages = shown.sort === sort ? shown.pages : 1;
  // The previous order's reviews stay, dimmed, while the new order loads: the section keeps its height.
  const first = useProductReviews(reviewsQuery(sku, sort, 1), { keepPreviousData: true });
  const last = useProductReviews(pages > 1 ? reviewsQuery(sku, sort, pages) : null);
  const total = first.data?.total ?? summary.numberOfReviews;
  const reviewsShown = Math.min(total, pages * PAGES_LIMITS.reviewsPageSize);
  const loadingMore = pages > 1 && !last.data && !last.error;
  const stale = first.isLoading;

  if (total === 0 || summary.averageRating === null) {
    return (
      <>
        <EmptyNote>{PRODUCT_MESSAGES.noReviewsYet}</EmptyNote>
        <div className={styles.reviewActions}>
          <ReviewAction productId={productId} />
          <HowWeVerifyLink />
        </div>
      </>
    );
  }
  return (
    <div className={styles.reviewsLayout}>
      <RatingBreakdown averageRating={summary.averageRating} summary={summary} />
      <div className={styles.reviewsMain}>
        <div className={styles.reviewsToolbar}>
          <ReviewAction productId={productId} />
          <div className={styles.sortField}>
            <label htmlFor={sortId} className={styles.sortLabel}>
              {PRODUCT_MESSAGES.sortReviews}
            </label>
            <span className={styles.selectWrap}>
              <select
                ref={sortField}
                id={sortId}
                className={styles.sortSelect}
                value={sort}
                onChange={(event) => setSort(event.target.value as ProductReviewSort)}
              >
                {PRODUCT_REVIEW_SORTS.map((option) => (
                  <option key={option} value={option}>
                    {REVIEW_SORT_LABELS[option]}
                  </option>
                ))}
              </select>
              <Icon name="chevronDown" size={16} className={styles.selectIcon} />
            </span>
          </div>
        </div>
        <ul
          className={stale ? `${styles.reviewList} ${styles.reviewListStale}` : styles.reviewList}
          aria-busy={stale || loadingMore || undefined}
        >
          {first.data ? <ReviewItems reviews={first.data.reviews} /> : null}
          {Array.from({ length: pages - 1 }, (_, index) => (
            <ReviewPage key={`${sort}-${index + 2}`} sku={sku} sort={sort} page={index + 2} />
          ))}
        </ul>
        {first.error && !first.data ? <EmptyNote>{PRODUCT_MESSAGES.reviewsUnavailable}</EmptyNote> : null}
        {reviewsShown < total || loadingMore ? (
          <div className={styles.more}>
            <p className={styles.moreNote}>
              {PRODUCT_MESSAGES.reviewsShown(reviewsShown, formatCount(total, REVIEW_FORMS))}
            </p>
            <Button
              variant="secondary"
              disabled={loadingMore}
              aria-busy={loadingMore || undefined}
              onClick={() => setShown({ sort, pages: pages + 1 })}
            >
              {PRODUCT_MESSAGES.moreReviews}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
