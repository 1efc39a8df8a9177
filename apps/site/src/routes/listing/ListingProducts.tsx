import { LISTING, SEARCH_MESSAGES, type DecodedCategoryPath, type Product, type ProductsResponse } from '@kwc/domain';
import { productsKey, useAdultContentDisplay, useApiClient, useWishlistMarks } from '@kwc/hooks';
import { Button, LoadMore, loadMoreState, Pagination, ProductGrid, type ProductGridColumns } from '@kwc/ui';
import { memo, useEffect, useMemo, useRef } from 'react';
import useSWRInfinite from 'swr/infinite';

import { RouterLink } from '../../app/RouterLink';
import { ITEM_LIST_ATTRIBUTE, START_POSITION_ATTRIBUTE } from '../../app/tracking/itemList';
import { useSiteContext } from '../../app/SiteContext';
import { useVisitor, useWishlistCheck } from '../../app/Visitor';
import { useListOffer } from '../wishlist/listOffer';
import { searchPhraseOf, withPage, type ListingAddress } from './listingUrl';
import { scrollTopOf } from './scroll';
import * as styles from './ListingPage.css';

/** A product page's path: the API gives `{slug},{id}`, the page is `/{slug},{id}.html`. */
export function productHref(product: Pick<Product, 'urlPath'>): string {
  const path = product.urlPath.replace(/^\/+/, '');
  return `/${path.endsWith('.html') ? path : `${path}.html`}`;
}

// ours: the spec gives no copy for an empty listing's way out.
export const LISTING_PRODUCTS_MESSAGES = {
  clear: 'Wyczyść filtry',
  // The spec's no-results message (section 2 "Search"); ours: the advice under it.
  noResults: { title: SEARCH_MESSAGES.noResults, text: 'Sprawdź pisownię albo wpisz inną frazę.' },
} as const;

/** Pages a listing can show: its products, up to the 10,000-product window (spec section 9). */
export function pageCountOf(total: number, pageSize: number = LISTING.pageSize): number {
  return Math.max(1, Math.ceil(Math.min(total, LISTING.productWindow) / pageSize));
}

export interface ListingProductsProps {
  /** Where the listing's states live: their page URLs and API paths. */
  address: ListingAddress;
  /** The visitor's listing state (without predefined filters). */
  path: DecodedCategoryPath;
  /** The page the URL shows, 1-based. */
  page: number;
  products: readonly Product[];
  total: number;
  /** The visitor chose filters or a search phrase: the empty state offers to clear them. */
  canClear: boolean;
  /** 'Wyczyść filtry': every filter and the search phrase go. */
  onClear: () => void;
  /** Product columns on a phone (the visitor's remembered choice). */
  columnCount: number;
}

type PageKey = readonly [key: string, apiPath: string];

/**
 * The grid of a listing and its foot (spec section 9): the URL's page, the next ones appended by
 * 'Pokaż więcej' (by themselves below 192 products shown, then by the button, never past the
 * 10,000-product window), and numbered pages as plain links for crawlers and shared URLs.
 */
export const ListingProducts = memo(function ListingProducts({
  address,
  path,
  page,
  products,
  total,
  canClear,
  onClear,
  columnCount,
}: ListingProductsProps) {
  const client = useApiClient();
  const { isCrawler } = useSiteContext();
  const pageSize = LISTING.pageSize;

  // The pages after the URL's one; none until asked for (SWR keeps them for the back button).
  const more = useSWRInfinite<
    ProductsResponse,
    Error,
    (index: number, previous: ProductsResponse | null) => PageKey | null
  >(
    (index, previous) => {
      if (previous && previous.products.length === 0) return null;
      const next = page + index + 1;
      if ((next - 1) * pageSize >= Math.min(total, LISTING.productWindow)) return null;
      const apiPath = address.apiPath(withPage(path, next));
      return [productsKey(apiPath), apiPath];
    },
    ([, apiPath]) => client.getProducts(apiPath),
    { initialSize: 0, revalidateFirstPage: false, revalidateOnFocus: false },
  );

  const shown = useMemo(() => {
    const seen = new Set<string>();
    const list: Product[] = [];
    for (const product of [...products, ...(more.data ?? []).flatMap((response) => response.products)]) {
      if (seen.has(product.sku)) continue;
      seen.add(product.sku);
      list.push(product);
    }
    return list;
  }, [products, more.data]);

  const offset = (page - 1) * pageSize;
  const loaded = offset + shown.length;
  const foot = loadMoreState({ loaded, total, pageSize });
  const isLoadingMore = more.size > 0 && (more.data?.length ?? 0) < more.size && !more.error;
  const lastPage = page + (more.data?.length ?? 0);
  const { setSize } = more;
  const loadMore = () => {
    if (!isLoadingMore && foot.status === 'more') void setSize((size) => size + 1);
  };

  // Infinite loading while fewer than 192 products are shown: the foot coming into view loads on.
  const footRef = useRef<HTMLDivElement>(null);
  const autoLoad = foot.status === 'more' && foot.autoLoad && !isLoadingMore && !more.error;
  useEffect(() => {
    const node = footRef.current;
    if (!autoLoad || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        // One page per sighting: the observer comes back once that page is in.
        observer.disconnect();
        void setSize((size) => size + 1);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [autoLoad, setSize, shown.length]);

  // A numbered page keeps the scroll position (same path): bring the first product into view.
  const topRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    const top = topRef.current;
    if (top && scrollTopOf(top) < window.scrollY) window.scrollTo(0, scrollTopOf(top));
  }, [page]);

  const { wishlist } = useVisitor();
  const skus = shown.map((product) => product.sku);
  // Only a change among the shown products re-renders the grid (not the counts loading at start).
  const marks = useWishlistMarks(wishlist, skus);
  const listOffer = useListOffer(wishlist);
  useWishlistCheck(skus.join(','));
  const showAdultContent = useAdultContentDisplay({ isCrawler, isAccountInitialized: true, dateOfBirth: null });

  const columns: ProductGridColumns = { mobile: columnCount === 1 ? 1 : 2, tablet: 3, desktop: 3 };
  const pageCount = pageCountOf(total, pageSize);

  return (
    <div ref={topRef} className={styles.results}>
      <div
        className={styles.gridArea}
        // The item views' list (app/tracking/itemViews.ts): another page, filter or sort is another list.
        {...{
          [ITEM_LIST_ATTRIBUTE]: address.apiPath(withPage(path, page)),
          [START_POSITION_ATTRIBUTE]: offset + 1,
        }}
      >
        <ProductGrid
          products={shown}
          columns={columns}
          // The first row on a desktop; a phone's first row and a half.
          priorityCount={3}
          linkAs={RouterLink}
          showAdultContent={showAdultContent}
          emptyMessage={searchPhraseOf(path) ? LISTING_PRODUCTS_MESSAGES.noResults : undefined}
          emptyAction={
            canClear ? (
              <Button variant="secondary" onClick={onClear}>
                {LISTING_PRODUCTS_MESSAGES.clear}
              </Button>
            ) : undefined
          }
          headingLevel={2}
          tileOptions={(product) => ({
            href: productHref(product),
            isOnWishlist: marks.isOnWishlist(product.sku),
            wishlistBusy: marks.pendingSku === product.sku,
          })}
          onWishlistChange={(product, next) => {
            if (next) void wishlist.add(product.sku).then((added) => listOffer.afterAdd(product, added));
            else void wishlist.remove(product.sku);
          }}
        />
      </div>
      {shown.length > 0 ? (
        <>
          <LoadMore
            ref={footRef}
            className={styles.loadMore}
            loaded={loaded}
            total={total}
            pageSize={pageSize}
            busy={isLoadingMore}
            onLoadMore={loadMore}
          />
          <Pagination
            className={styles.pagination}
            page={Math.min(lastPage, pageCount)}
            pageCount={pageCount}
            hrefForPage={(target) => address.href(withPage(path, target))}
            linkAs={RouterLink}
          />
        </>
      ) : null}
      {listOffer.slot}
    </div>
  );
});
