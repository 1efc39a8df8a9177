import { WISHLIST, wishlistPageAfterChange, type Product, type WishlistState } from '@kwc/domain';

import type { ApiClient } from '../api/createApiClient';
import { consoleLogger, type Logger } from '../api/types';

/** The wishlist as the site holds it (spec section 3) and what section 4's state machine adds. */
export interface WishlistSnapshot extends Readonly<Omit<WishlistState, 'skus' | 'products'>> {
  /** SKUs known to be on the wishlist: the page's products, added ones, and `checkProducts` answers. */
  readonly skus: readonly string[];
  /** The current page's products; removed ones stay until the page changes (see `deletedSkus`). */
  readonly products: readonly Product[];
  /** Products removed on this page, still shown so the visitor can add them back. */
  readonly deletedSkus: readonly string[];
  /** The add or remove in progress; while it runs every other action is refused. */
  readonly pendingAction: { type: 'add' | 'remove'; sku: string } | null;
  /** A load is in progress. */
  readonly isLoading: boolean;
  /** A load has succeeded at least once. */
  readonly isLoaded: boolean;
  /** Whether the store serves the wishlist page (pages of products) or only the counts. */
  readonly isWishlistPage: boolean;
  /** The named lists the page shows (logged-in users; 0: the default list); empty: every product. */
  readonly lists: readonly number[];
}

export interface WishlistStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): WishlistSnapshot;
  /** What the server renders: nothing loaded. */
  getServerSnapshot(): WishlistSnapshot;
  /**
   * Loads the wishlist. On the wishlist page, one page of products (`pageSize` 24); elsewhere only
   * the counts (`pageSize` 0, spec section 7). Failures are logged only (spec section 8).
   */
  load(options?: { page?: number; isWishlistPage?: boolean; lists?: readonly number[] }): Promise<void>;
  /** Adds a product; resolves `false` when refused (another action runs) or failed. */
  add(sku: string): Promise<boolean>;
  /** Removes a product; on the wishlist page it stays shown as deleted until the page changes. */
  remove(sku: string): Promise<boolean>;
  /** Adds or removes, depending on whether the product is on the wishlist. */
  toggle(sku: string): Promise<boolean>;
  /** Goes to another wishlist page; refused while an action runs. */
  setPage(page: number): Promise<boolean>;
  /** Learns which of these products (e.g. a listing's) are on the wishlist. */
  checkProducts(skus: readonly string[]): Promise<void>;
  isOnWishlist(sku: string): boolean;
}

export interface WishlistStoreOptions {
  client: Pick<ApiClient, 'getWishlist' | 'addToWishlist' | 'removeFromWishlist' | 'areProductsOnWishlist'>;
  /** The anonymous id while logged out (see `readAnonymousId`); `null` when logged in. */
  getAnonymousId: () => string | null;
  /** @default console */
  logger?: Logger;
  /** @default WISHLIST.pageSize (24) */
  pageSize?: number;
}

const INITIAL: WishlistSnapshot = {
  skus: [],
  products: [],
  total: 0,
  allListsTotal: 0,
  page: 1,
  deletedSkus: [],
  pendingAction: null,
  isLoading: false,
  isLoaded: false,
  isWishlistPage: false,
  lists: [],
};

const sameValue = (a: unknown, b: unknown) =>
  Object.is(a, b) ||
  (Array.isArray(a) &&
    Array.isArray(b) &&
    a.length === b.length &&
    a.every((item, index) => Object.is(item, b[index])));
const without = (list: readonly string[], sku: string) => list.filter((item) => item !== sku);
const withSku = (list: readonly string[], sku: string) => (list.includes(sku) ? list : [...list, sku]);

/** The wishlist state machine of spec section 4, framework-free; read it with `useWishlist`. */
export function createWishlistStore({
  client,
  getAnonymousId,
  logger = consoleLogger,
  pageSize = WISHLIST.pageSize,
}: WishlistStoreOptions): WishlistStore {
  let state = INITIAL;
  let loadSequence = 0;
  const listeners = new Set<() => void>();

  // A patch that changes nothing (lists compared item by item) keeps the snapshot and its
  // identity, and tells no one: every reader re-renders on a new snapshot.
  const update = (patch: Partial<WishlistSnapshot>) => {
    const keys = Object.keys(patch) as (keyof WishlistSnapshot)[];
    if (keys.every((key) => sameValue(state[key], patch[key]))) return;
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  };

  async function load({
    page,
    isWishlistPage,
    lists,
  }: { page?: number; isWishlistPage?: boolean; lists?: readonly number[] } = {}) {
    const onPage = isWishlistPage ?? state.isWishlistPage;
    const targetPage = onPage ? (page ?? state.page) : 1;
    // Off the page the counts are of the whole wishlist.
    const targetLists = onPage ? (lists ?? state.lists) : [];
    const sequence = ++loadSequence;
    update({ isLoading: true });
    try {
      const answer = await client.getWishlist({
        anonymousId: getAnonymousId(),
        page: targetPage,
        pageSize: onPage ? pageSize : 0,
        ...(targetLists.length > 0 ? { lists: targetLists } : {}),
      });
      if (sequence !== loadSequence) return;
      update({
        products: answer.products,
        skus: answer.products.map((product) => product.sku).reduce(withSku, state.skus),
        total: answer.total,
        allListsTotal: answer.allListsTotal,
        page: targetPage,
        isWishlistPage: onPage,
        lists: targetLists,
        // The server's page no longer holds removed products: nothing to track any more.
        deletedSkus: [],
        isLoaded: true,
      });
    } catch (error) {
      logger.error(error);
    } finally {
      if (sequence === loadSequence) update({ isLoading: false });
    }
  }

  /** Runs one user action, refusing it while another (or a load) is in progress. */
  async function exclusive(action: NonNullable<WishlistSnapshot['pendingAction']>, run: () => Promise<void>) {
    if (state.pendingAction !== null || state.isLoading) return false;
    update({ pendingAction: action });
    try {
      await run();
      return true;
    } catch (error) {
      logger.error(error);
      return false;
    } finally {
      update({ pendingAction: null });
    }
  }

  /** Spec section 4: after a change, a page past the last one drops back. */
  async function keepPageInRange() {
    if (!state.isWishlistPage) return;
    const page = wishlistPageAfterChange({ page: state.page, total: state.total, pageSize });
    if (page !== state.page) await load({ page });
  }

  const store: WishlistStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => state,
    getServerSnapshot: () => INITIAL,
    load,
    add: (sku) =>
      exclusive({ type: 'add', sku }, async () => {
        const answer = await client.addToWishlist({ productSKU: sku, anonymousId: getAnonymousId() });
        const wasOn = state.skus.includes(sku);
        update({
          skus: withSku(state.skus, sku),
          deletedSkus: without(state.deletedSkus, sku),
          total: wasOn ? state.total : state.total + 1,
          allListsTotal: answer.allListsTotal,
        });
      }),
    remove: (sku) =>
      exclusive({ type: 'remove', sku }, async () => {
        const answer = await client.removeFromWishlist({ productSKU: sku, anonymousId: getAnonymousId() });
        const wasOn = state.skus.includes(sku);
        const shown = state.isWishlistPage && state.products.some((product) => product.sku === sku);
        update({
          skus: without(state.skus, sku),
          deletedSkus: shown ? withSku(state.deletedSkus, sku) : state.deletedSkus,
          total: wasOn ? Math.max(0, state.total - 1) : state.total,
          allListsTotal: answer.allListsTotal,
        });
        await keepPageInRange();
      }),
    toggle: (sku) => (state.skus.includes(sku) ? store.remove(sku) : store.add(sku)),
    async setPage(page) {
      if (state.pendingAction !== null || state.isLoading) return false;
      await load({ page, isWishlistPage: true });
      return true;
    },
    async checkProducts(skus) {
      if (skus.length === 0) return;
      try {
        const onWishlist = await client.areProductsOnWishlist({ productSKUs: skus, anonymousId: getAnonymousId() });
        update({
          skus: onWishlist.reduce(
            withSku,
            state.skus.filter((sku) => !skus.includes(sku)),
          ),
        });
      } catch (error) {
        logger.error(error);
      }
    },
    isOnWishlist: (sku) => state.skus.includes(sku),
  };
  return store;
}
