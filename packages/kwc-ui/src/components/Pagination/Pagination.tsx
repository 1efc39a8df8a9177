import type { ElementType } from 'react';

import { Icon } from '../Icon';
import * as styles from './Pagination.css';
import { paginationRange } from './paging';

// ours: the spec gives no copy for numbered pagination.
export const PAGINATION_MESSAGES = {
  label: 'Strony',
  previous: 'Poprzednia',
  next: 'Następna',
  page: (page: number) => `Strona ${page}`,
  pageOf: (page: number, pageCount: number) => `Strona ${page} z ${pageCount}`,
} as const;

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. */
  pageCount: number;
  /** The address of a page, e.g. the listing URL with `?page=3` (crawlable links, no scripts needed). */
  hrefForPage: (page: number) => string;
  /**
   * The element or router component for the links (like `Link`'s `as`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Strony'
   */
  label?: string;
  className?: string;
}

/**
 * Numbered pages as plain links, for crawlers and for pages reached by URL: previous/next
 * ('Poprzednia' / 'Następna'), the first and last page, the current one with its neighbours. Phones
 * show 'Strona 3 z 20' between previous and next.
 */
export function Pagination({
  page,
  pageCount,
  hrefForPage,
  linkAs: LinkComponent = 'a',
  label = PAGINATION_MESSAGES.label,
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  const edge = (target: number, rel: 'prev' | 'next') => {
    const text = rel === 'prev' ? PAGINATION_MESSAGES.previous : PAGINATION_MESSAGES.next;
    const content = (
      <>
        {rel === 'prev' && <Icon name="chevronLeft" size={18} />}
        <span className={styles.edgeText}>{text}</span>
        {rel === 'next' && <Icon name="chevronRight" size={18} />}
      </>
    );
    const disabled = rel === 'prev' ? current === 1 : current === pageCount;
    if (disabled) {
      return (
        // An `a` without `href` is not focusable; `role="link"` keeps it in the reading order as disabled.
        // eslint-disable-next-line jsx-a11y/anchor-is-valid
        <a role="link" aria-disabled="true" className={styles.edge}>
          {content}
        </a>
      );
    }
    return (
      <LinkComponent href={hrefForPage(target)} rel={rel} className={styles.edge}>
        {content}
      </LinkComponent>
    );
  };

  return (
    <nav aria-label={label} className={className ? `${styles.pagination} ${className}` : styles.pagination}>
      {edge(current - 1, 'prev')}
      <ol className={styles.pages}>
        {paginationRange(current, pageCount).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <LinkComponent
                href={hrefForPage(slot)}
                className={styles.page}
                aria-label={PAGINATION_MESSAGES.page(slot)}
                aria-current={slot === current ? 'page' : undefined}
              >
                {slot}
              </LinkComponent>
            </li>
          ),
        )}
      </ol>
      <p className={styles.pageOf}>{PAGINATION_MESSAGES.pageOf(current, pageCount)}</p>
      {edge(current + 1, 'next')}
    </nav>
  );
}
