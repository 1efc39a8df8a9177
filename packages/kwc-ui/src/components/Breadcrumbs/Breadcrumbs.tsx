import { type ElementType, useEffect, useRef, useState } from 'react';

import { Icon } from '../Icon';
import * as styles from './Breadcrumbs.css';

/** One step of a trail: what it says and where it leads. */
export interface BreadcrumbItem {
  label: string;
  /** Path or URL of the page. */
  href: string;
}

// ours: the spec gives no copy for breadcrumbs.
export const BREADCRUMBS_MESSAGES = {
  label: 'Jesteś tutaj',
  showAll: 'Pokaż pełną ścieżkę',
} as const;

/** Trails longer than this collapse on phones to the first step, '…' and the last two. */
export const BREADCRUMBS_COLLAPSE_AFTER = 3;

/**
 * schema.org `BreadcrumbList` data of a trail, for a JSON-LD script: positions from 1 and absolute
 * URLs resolved against `baseUrl`.
 */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[], baseUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: new URL(item.href, baseUrl).href,
    })),
  } as const;
}

export interface BreadcrumbsProps {
  /** The trail from the top down; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /**
   * The element or router component for the links (like `Link`'s `as`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * Accessible name of the navigation landmark.
   * @default 'Jesteś tutaj'
   */
  label?: string;
  className?: string;
}

/**
 * Where the page sits in the catalogue: an ordered list of links in a navigation landmark, the
 * current page marked with `aria-current`. On phones long trails collapse behind a '…' button.
 */
export function Breadcrumbs({
  items,
  linkAs: LinkComponent = 'a',
  label = BREADCRUMBS_MESSAGES.label,
  className,
}: BreadcrumbsProps) {
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLOListElement>(null);
  const justExpanded = useRef(false);
  useEffect(() => {
    // The '…' button disappears when pressed: focus goes to the first step it revealed.
    if (!expanded || !justExpanded.current) return;
    justExpanded.current = false;
    listRef.current?.children[1]?.querySelector<HTMLElement>('[href]')?.focus();
  }, [expanded]);
  const collapsible = !expanded && items.length > BREADCRUMBS_COLLAPSE_AFTER;
  const lastIndex = items.length - 1;
  // Hidden on phones while collapsed: everything between the first step and the last two.
  const isCollapsed = (index: number) => collapsible && index > 0 && index < lastIndex - 1;

  return (
    <nav aria-label={label} className={className ? `${styles.root} ${className}` : styles.root}>
      <ol className={styles.list} ref={listRef}>
        {items.map((item, index) => (
          <li key={`${index}-${item.href}`} className={isCollapsed(index) ? styles.collapsedItem : styles.item}>
            {index > 0 && <Icon name="chevronRight" size={14} className={styles.separator} />}
            <LinkComponent
              href={item.href}
              className={styles.link}
              aria-current={index === lastIndex ? 'page' : undefined}
            >
              {item.label}
            </LinkComponent>
            {index === 0 && collapsible && (
              <span className={styles.moreItem}>
                <Icon name="chevronRight" size={14} className={styles.separator} />
                <button
                  type="button"
                  className={styles.more}
                  aria-label={BREADCRUMBS_MESSAGES.showAll}
                  onClick={() => {
                    justExpanded.current = true;
                    setExpanded(true);
                  }}
                >
                  …
                </button>
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
