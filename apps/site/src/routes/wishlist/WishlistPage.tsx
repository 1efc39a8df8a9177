import { COOKIE_NAMES, formatCount, WISHLIST, type Product } from '@kwc/domain';
import {
  useAdultContentDisplay,
  useCookie,
  useCookieStore,
  useGuidedTour,
  useWishlistPage,
  type WishlistSnapshot,
  type WishlistStore,
} from '@kwc/hooks';
import { breadcrumbJsonLd, Breadcrumbs, GuidedTour, Icon, Pagination, ProductGrid, toast } from '@kwc/ui';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

import { container } from '../../app/layout.css';
import type { PageProps } from '../../app/page';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { useVisitor, useVisitorIdentity } from '../../app/Visitor';
import { useSignedIn } from '../../app/signedIn';
import {
  PRODUCT_FORMS,
  WISHLIST_EMPTY_LINKS,
  WISHLIST_LISTS_MESSAGES,
  WISHLIST_MESSAGES,
  WISHLIST_TOUR,
  WISHLIST_TOUR_STEPS,
} from './messages';
import { listFilterFromSearch, wishlistHref, WISHLIST_PAGE_PATH, type ListFilter } from './wishlistHref';
import * as styles from './WishlistPage.css';

export { WISHLIST_PAGE_PATH };

// A logged-in user's named lists (issue 33), loaded only for a session: anonymous visitors get none of it.
const WishlistLists = lazy(() => import('./lists/WishlistLists'));
const ListMenu = lazy(() => import('./lists/ListMenu'));

/** How long the finished onboarding is remembered. ours: the spec gives the cookie no lifetime. */
const ONBOARDING_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The page number of `?page=N`; anything else is the first page. */
export function wishlistPageFromSearch(search: string): number {
  const value = new URLSearchParams(search).get('page');
  const page = value !== null && /^\d{1,4}$/.test(value) ? Number(value) : 1;
  return page >= 1 ? page : 1;
}

/** The address of a wishlist page: the first one without a query. */
export function wishlistPageHref(page: number, list: ListFilter = null): string {
  return wishlistHref({ page, list });
}

const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / WISHLIST.pageSize));

/**
 * The visitor's wishlist (`/wishlist`, spec sections 2 to 4): personal, so the server renders a frame
 * and a placeholder, and the browser loads the products by the anonymous id. Pages of 24 are in the
 * URL (`?page=N`); a removal that empties the last page drops back a page, and the URL follows.
 */
export default function WishlistPage({ search }: PageProps) {
  const page = wishlistPageFromSearch(search);
  const signedIn = useSignedIn();
  const list = signedIn ? listFilterFromSearch(search) : null;
  const { origin, isCrawler } = useSiteContext();
  const visitor = useVisitor();
  const store = visitor.wishlist;
  // A first visit has no wishlist yet: its first view is the empty state, on the server and in the
  // browser alike (the visitor's state is read when the page loaded, before the layout makes her id).
  const [firstVisit] = useState(visitor.isFirstVisit);
  // The id must be in its cookie before the first load below asks for the list (logged out).
  useVisitorIdentity();
  const wishlist = useWishlistPage(store, page, list === null ? [] : [list]);
  usePageInUrl(store, wishlist, page, list);
  const showAdultContent = useAdultContentDisplay({ isCrawler, isAccountInitialized: true, dateOfBirth: null });

  // A load that ran elsewhere (the counts at start) does not count: the page needs its products.
  const ready = wishlist.isLoaded && wishlist.isWishlistPage;
  const pageCount = pageCountOf(wishlist.total);
  const isEmpty = ready ? wishlist.total === 0 && wishlist.products.length === 0 : firstVisit;
  const breadcrumbs = [
    { label: WISHLIST_MESSAGES.home, href: '/' },
    { label: WISHLIST_MESSAGES.title, href: WISHLIST_PAGE_PATH },
  ];

  return (
    <div className={`${container} ${styles.page}`}>
      <Seo
        title={WISHLIST_MESSAGES.title}
        description={WISHLIST_MESSAGES.metaDescription}
        canonicalPath={WISHLIST_PAGE_PATH}
        robots="noindex,follow"
        jsonLd={[breadcrumbJsonLd(breadcrumbs, origin)]}
      />
      <Breadcrumbs items={breadcrumbs} linkAs={Link} className={styles.breadcrumbs} />
      <header className={styles.intro}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>
            <Icon name="heartFilled" size={32} className={styles.titleIcon} />
            {WISHLIST_MESSAGES.title}
          </h1>
          <p className={styles.count} aria-live="polite">
            {ready && !isEmpty
              ? `${formatCount(wishlist.total, PRODUCT_FORMS)}${
                  pageCount > 1 ? ` · ${WISHLIST_MESSAGES.pageOf(wishlist.page, pageCount)}` : ''
                }`
              : null}
          </p>
        </div>
        <p className={styles.description}>
          {signedIn ? WISHLIST_LISTS_MESSAGES.description : WISHLIST_MESSAGES.description}
        </p>
      </header>

      {signedIn ? (
        <Suspense fallback={null}>
          <WishlistLists store={store} selected={list} allListsTotal={wishlist.allListsTotal} />
        </Suspense>
      ) : null}

      <div className={styles.content} data-tour="wishlist-content">
        {!ready && !isEmpty ? (
          <WishlistSkeleton />
        ) : isEmpty ? (
          list !== null && wishlist.allListsTotal > 0 ? (
            <EmptyList list={list} />
          ) : (
            <EmptyWishlist />
          )
        ) : (
          <WishlistProducts
            store={store}
            wishlist={wishlist}
            showAdultContent={showAdultContent}
            list={signedIn ? list : undefined}
          />
        )}
      </div>

      {ready && pageCount > 1 ? (
        <Pagination
          page={wishlist.page}
          pageCount={pageCount}
          hrefForPage={(target) => wishlistPageHref(target, list)}
          linkAs={Link}
          className={styles.pagination}
        />
      ) : null}

      <WishlistTour ready={ready} />
    </div>
  );
}

/**
 * Keeps `?page=N` in step with the store: after a removal the store may drop back a page (spec
 * section 4), and a page past the last one (an old link) goes to the last page.
 */
function usePageInUrl(store: WishlistStore, snapshot: WishlistSnapshot, page: number, list: ListFilter) {
  const [, navigate] = useLocation();
  useEffect(() => {
    // Read now, not from the render: the page's own load may have just started.
    const current = store.getSnapshot();
    if (!current.isLoaded || !current.isWishlistPage || current.isLoading || current.pendingAction) return;
    const last = pageCountOf(current.total);
    const target = current.page !== page ? current.page : page > last ? last : page;
    if (target !== page) navigate(wishlistPageHref(target, list), { replace: true });
  }, [store, snapshot, page, list, navigate]);
}

/** The products of the page; removed ones stay, dimmed, until the page changes. */
function WishlistProducts({
  store,
  wishlist,
  showAdultContent,
  list,
}: {
  store: WishlistStore;
  wishlist: WishlistSnapshot;
  /** Adult products show their pictures only as spec section 4 allows. */
  showAdultContent: boolean;
  /** A logged-in user's list shown (each product gets the menu moving it to another); undefined when logged out. */
  list?: ListFilter;
}) {
  const busy = wishlist.pendingAction !== null || wishlist.isLoading;
  const change = async (product: Product, keep: boolean) => {
    const done = keep ? await store.add(product.sku) : await store.remove(product.sku);
    const name = `${product.brandName} ${product.name}`;
    if (!done) toast.error(WISHLIST_MESSAGES.actionFailed, { id: 'wishlist' });
    else if (keep) toast.success(WISHLIST_MESSAGES.restored(name), { id: 'wishlist' });
    else toast.info(WISHLIST_MESSAGES.removed(name), { id: 'wishlist' });
  };
  return (
    <div className={wishlist.isLoading ? styles.stale : undefined} aria-busy={wishlist.isLoading || undefined}>
      <ProductGrid
        products={wishlist.products}
        label={WISHLIST_MESSAGES.listLabel}
        headingLevel={2}
        linkAs={Link}
        priorityCount={4}
        tileOptions={(product) => {
          const removed = wishlist.deletedSkus.includes(product.sku);
          return {
            href: `/${product.urlPath}.html`,
            isOnWishlist: !removed,
            wishlistBusy: wishlist.pendingAction?.sku === product.sku,
            className: removed ? styles.removed : undefined,
            footer:
              list !== undefined && !removed ? (
                <Suspense fallback={null}>
                  <ListMenu
                    sku={product.sku}
                    store={store}
                    label={WISHLIST_LISTS_MESSAGES.moveTo}
                    productName={`${product.brandName} ${product.name}`}
                    currentList={list}
                  />
                </Suspense>
              ) : undefined,
          };
        }}
        onWishlistChange={(product, next) => {
          if (!busy) void change(product, next);
        }}
        showAdultContent={showAdultContent}
      />
    </div>
  );
}

/** What the server and the first browser render show: the list's room, no layout shift after. */
function WishlistSkeleton() {
  return (
    <div aria-busy="true">
      <p className={styles.count}>{WISHLIST_MESSAGES.loading}</p>
      <ul className={styles.skeletonGrid} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <li key={index}>
            <div className={styles.skeletonMedia} />
            <div className={styles.skeletonLine} />
            <div className={`${styles.skeletonLine} ${styles.skeletonLineShort}`} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function EmptyWishlist() {
  return (
    <EmptyState title={WISHLIST_MESSAGES.emptyTitle} text={WISHLIST_MESSAGES.emptyText}>
      <Link href={WISHLIST_EMPTY_LINKS.categories} className={`${styles.buttonLink} ${styles.buttonLinkPrimary}`}>
        {WISHLIST_MESSAGES.browseCategories}
      </Link>
      <Link href={WISHLIST_EMPTY_LINKS.brands} className={`${styles.buttonLink} ${styles.buttonLinkSecondary}`}>
        {WISHLIST_MESSAGES.popularBrands}
      </Link>
    </EmptyState>
  );
}

/** A list with nothing on it while the wishlist has products: how to put them there. */
function EmptyList({ list }: { list: number }) {
  const copy = list === 0 ? WISHLIST_LISTS_MESSAGES.emptyDefault : WISHLIST_LISTS_MESSAGES.emptyNamed;
  return (
    <EmptyState title={copy.title} text={copy.text}>
      <Link href={WISHLIST_PAGE_PATH} className={`${styles.buttonLink} ${styles.buttonLinkPrimary}`}>
        {WISHLIST_LISTS_MESSAGES.showAll}
      </Link>
    </EmptyState>
  );
}

function EmptyState({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyArt} aria-hidden="true">
        <Icon name="heart" size={40} />
      </span>
      <h2 className={styles.emptyTitle}>{title}</h2>
      <p className={styles.emptyText}>{text}</p>
      <div className={styles.emptyActions}>{children}</div>
    </div>
  );
}

/**
 * The wishlist tour (spec sections 2 and 4), once the list is on screen: shown until it is
 * finished or dismissed, which marks it complete in local storage and in the
 * `is-wishlist-onboarding-finished` cookie.
 */
function WishlistTour({ ready }: { ready: boolean }) {
  const tour = useGuidedTour(WISHLIST_TOUR, WISHLIST_TOUR_STEPS.length);
  const cookies = useCookieStore();
  const onboardingFinished = useCookie(COOKIE_NAMES.wishlistOnboardingFinished) === '1';
  const end = () => {
    tour.finish();
    cookies.set(COOKIE_NAMES.wishlistOnboardingFinished, '1', { maxAge: ONBOARDING_COOKIE_MAX_AGE_S });
  };
  return (
    <GuidedTour
      steps={WISHLIST_TOUR_STEPS}
      group={WISHLIST_TOUR}
      open={ready && !tour.isFinished && !onboardingFinished}
      initialStep={tour.step}
      onStepChange={(index) => (index > tour.step ? tour.next() : tour.back())}
      onFinish={end}
      onClose={end}
    />
  );
}
