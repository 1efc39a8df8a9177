import { LISTING } from '@kwc/domain';
import type { ComponentPropsWithRef } from 'react';

import { Button } from '../Button';
import { Icon } from '../Icon';
import { Spinner } from '../Spinner';
import * as styles from './Pagination.css';
import { LOAD_MORE_MESSAGES, loadMoreState } from './paging';

export interface LoadMoreProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Products shown so far. */
  loaded: number;
  /** Products the listing has in all. */
  total: number;
  /**
   * Products per page.
   * @default LISTING.pageSize (24)
   */
  pageSize?: number;
  /**
   * The next page is loading: the button shows a spinner and ignores presses.
   * @default false
   */
  busy?: boolean;
  /** Loads the next page. The site also calls it on its own while `loadMoreState(…).autoLoad` holds. */
  onLoadMore: () => void;
}

/**
 * The foot of a listing (spec section 9): how many products are shown, a 'Pokaż więcej' button —
 * from 192 products on the only way to go on — and the 10,000-product window message once the next
 * page would start past it. A `ref` on it suits an intersection observer for infinite loading.
 */
export function LoadMore({
  loaded,
  total,
  pageSize = LISTING.pageSize,
  busy = false,
  onLoadMore,
  className,
  ...props
}: LoadMoreProps) {
  const state = loadMoreState({ loaded, total, pageSize });
  const shown = total > 0 ? Math.min(1, loaded / total) : 1;
  return (
    <div className={className ? `${styles.loadMore} ${className}` : styles.loadMore} {...props}>
      <p className={styles.progressText} aria-live="polite">
        {LOAD_MORE_MESSAGES.progress(Math.min(loaded, total), total)}
      </p>
      <span className={styles.progressTrack} aria-hidden="true">
        <span className={styles.progressBar} style={{ width: `${(shown * 100).toFixed(2)}%` }} />
      </span>
      {state.status === 'more' && (
        <Button
          variant={state.autoLoad ? 'secondary' : 'primary'}
          className={styles.loadMoreButton}
          // Busy, not `disabled`: a disabled button would drop keyboard focus while the page loads.
          aria-busy={busy || undefined}
          onClick={busy ? undefined : onLoadMore}
        >
          {busy ? (
            <>
              <Spinner size="sm" label="" />
              {LOAD_MORE_MESSAGES.loading}
            </>
          ) : state.autoLoad ? (
            LOAD_MORE_MESSAGES.loadMore
          ) : (
            LOAD_MORE_MESSAGES.loadNext(state.nextCount)
          )}
        </Button>
      )}
      {state.status === 'windowLimit' && (
        <p className={styles.windowLimit}>
          <Icon name="info" size={20} className={styles.windowLimitIcon} />
          {LOAD_MORE_MESSAGES.windowLimit}
        </p>
      )}
    </div>
  );
}
