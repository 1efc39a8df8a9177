import { formatCount, formatNumber, type Product, type ProductPageResponse } from '@kwc/domain';
import { useWishlist, type WishlistStore } from '@kwc/hooks';
import { Button, Icon, RatingStars, toast } from '@kwc/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';

import { HitControl } from './HitControl';
import { PRODUCT_MESSAGES, REVIEW_FORMS } from './messages';
import { Packshot } from './Packshot';
import * as styles from './ProductHeader.css';
import { Awards, Offers } from './ProductOffers';
import { useSignedIn } from '../../app/signedIn';

// The lists menu (issue 33) is a logged-in user's only: loaded after hydration, never for anonymous visitors.
const ListMenu = lazy(() => import('../wishlist/lists/ListMenu'));

/**
 * The page's head: the packshot beside the category, name, rating, state, short description, the
 * wishlist button, the offers, awards and the author of a user-added product.
 */
export function ProductHeader({
  page,
  wishlist,
  showAdultContent,
}: {
  page: ProductPageResponse;
  wishlist: WishlistStore;
  showAdultContent: boolean;
}) {
  const { product } = page;
  const category = page.breadcrumbs.at(-1);
  return (
    <div className={styles.hero}>
      <Packshot product={product} hidden={product.belongsToAdultCategory && !showAdultContent} />
      <div className={styles.summary}>
        {category ? (
          <Link href={`/${category.url_key}`} className={styles.eyebrow}>
            {category.full_name}
          </Link>
        ) : null}
        <h1 className={styles.title}>
          <span className={styles.titleBrand}>{product.brandName}</span> {product.name}
        </h1>
        <RatingSummary page={page} />
        {product.productState ? <StateNotice state={product.productState} /> : null}
        {product.shortDescription ? <p className={styles.shortDescription}>{product.shortDescription}</p> : null}
        <div className={styles.actions}>
          <WishlistButton store={wishlist} sku={product.sku} />
          <WishlistListMenu store={wishlist} sku={product.sku} />
          <HitControl sku={product.sku} numberOfHits={product.numberOfHits} />
          <Link href={`/${product.brandSlug}`} className={styles.brandLink}>
            {PRODUCT_MESSAGES.brandProducts(product.brandName)}
            <Icon name="chevronRight" size={16} />
          </Link>
        </div>
        <Offers page={page} />
        {page.awards.length > 0 ? <Awards awards={page.awards} /> : null}
        {page.author ? (
          <p className={styles.author}>
            {PRODUCT_MESSAGES.addedBy}: {page.author.username}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function RatingSummary({ page }: { page: ProductPageResponse }) {
  const { averageRating, numberOfReviews } = page.reviewsSummary;
  if (averageRating === null || numberOfReviews === 0) {
    return (
      <div className={styles.ratingRow}>
        <RatingStars value={0} size="md" label={PRODUCT_MESSAGES.noReviews} />
        <a href="#opinie" className={styles.ratingLink}>
          {PRODUCT_MESSAGES.noReviews}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.ratingRow}>
      <RatingStars value={averageRating} size="md" />
      <span className={styles.ratingValue} aria-hidden="true">
        {formatNumber(Math.round(averageRating * 10) / 10)}
      </span>
      <a href="#opinie" className={styles.ratingLink}>
        {formatCount(numberOfReviews, REVIEW_FORMS)}
      </a>
    </div>
  );
}

function StateNotice({ state }: { state: NonNullable<Product['productState']> }) {
  const copy = PRODUCT_MESSAGES.states[state];
  return (
    <div className={styles.notice} role="note">
      <Icon name={state === 'archived' ? 'warning' : 'info'} size={20} className={styles.noticeIcon} />
      <div>
        <p className={styles.noticeTitle}>{copy.title}</p>
        <p className={styles.noticeText}>{copy.text}</p>
      </div>
    </div>
  );
}

/** 'Dodaj do listy…' beside the heart, once a logged-in user's product is on the wishlist. */
function WishlistListMenu({ store, sku }: { store: WishlistStore; sku: string }) {
  const signedIn = useSignedIn();
  const onWishlist = useWishlist(store).skus.includes(sku);
  if (!signedIn || !onWishlist) return null;
  return (
    <Suspense fallback={null}>
      <ListMenu sku={sku} store={store} label={PRODUCT_MESSAGES.addToList} />
    </Suspense>
  );
}

/** 'Dodaj do ulubionych' / 'Usuń z ulubionych', through the app's wishlist store. */
function WishlistButton({ store, sku }: { store: WishlistStore; sku: string }) {
  const wishlist = useWishlist(store);
  const onWishlist = wishlist.skus.includes(sku);
  // Spec section 4: wishlist actions are blocked while another is in progress.
  const busy = wishlist.pendingAction !== null || wishlist.isLoading;
  const pending = wishlist.pendingAction?.sku === sku;
  const toggle = async () => {
    const adding = !onWishlist;
    const done = await store.toggle(sku);
    if (!done) toast.error(PRODUCT_MESSAGES.wishlistFailed, { id: 'wishlist' });
    else if (adding) toast.success(PRODUCT_MESSAGES.addedToWishlist, { id: 'wishlist' });
    else toast.info(PRODUCT_MESSAGES.removedFromWishlist, { id: 'wishlist' });
  };
  return (
    <Button
      variant="secondary"
      className={styles.wishlistButton}
      aria-pressed={onWishlist}
      aria-busy={pending || undefined}
      disabled={busy}
      onClick={() => void toggle()}
    >
      <Icon name={onWishlist ? 'heartFilled' : 'heart'} size={20} className={styles.wishlistIcon} />
      {onWishlist ? PRODUCT_MESSAGES.removeFromWishlist : PRODUCT_MESSAGES.addToWishlist}
    </Button>
  );
}
