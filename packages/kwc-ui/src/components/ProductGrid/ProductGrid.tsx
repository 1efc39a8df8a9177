import type { Product } from '@kwc/domain';
import { breakpoints, layoutBreakpoints, tokens } from '@kwc/tokens';
import type { ElementType, ReactNode } from 'react';

import { ProductTile, type ProductTileProps } from '../ProductTile';
import * as styles from './ProductGrid.css';

/**
 * Tiles per row, per layout step. The site persists the visitor's choice
 * (`LOCAL_STORAGE_KEYS.listColumnCount`): one or two on a phone, three to five on a desktop.
 */
export interface ProductGridColumns {
  mobile: 1 | 2;
  tablet?: 2 | 3 | 4;
  desktop: 3 | 4 | 5;
}

export const DEFAULT_PRODUCT_GRID_COLUMNS: ProductGridColumns = { mobile: 2, tablet: 3, desktop: 4 };

// ours: the spec gives no copy for an empty listing.
export const PRODUCT_GRID_MESSAGES = {
  label: 'Produkty',
  emptyTitle: 'Nie znaleźliśmy takich produktów',
  emptyText: 'Zmień lub wyczyść filtry, a na pewno znajdziesz coś dla siebie.',
} as const;

/** Tablets show one column fewer than desktops unless the site says otherwise. */
function tabletColumns(columns: ProductGridColumns): 2 | 3 | 4 {
  return columns.tablet ?? ((columns.desktop - 1) as 2 | 3 | 4);
}

const px = (value: string) => Number.parseInt(value, 10);

/**
 * The `sizes` of tile pictures for a column count, so the browser picks the right WebP width: the
 * container is at most 1184 px wide (spec section 2), tiles share it minus gaps and gutters.
 */
export function productGridSizes(columns: ProductGridColumns): string {
  const tablet = tabletColumns(columns);
  const gutter = px(tokens.container.gutter) * 2;
  const widest = Math.ceil((px(tokens.container.maxWidth) - gutter) / columns.desktop);
  return [
    `(min-width: ${breakpoints.xl}px) ${widest}px`,
    `(min-width: ${layoutBreakpoints.desktop}px) calc((100vw - ${gutter}px) / ${columns.desktop})`,
    `(min-width: ${layoutBreakpoints.tablet}px) calc((100vw - ${gutter}px) / ${tablet})`,
    `calc((100vw - ${gutter}px) / ${columns.mobile})`,
  ].join(', ');
}

/** What a tile shows besides its product: badges, offers, wishlist state. */
export type ProductGridTileOptions = Omit<
  ProductTileProps,
  'product' | 'priority' | 'sizes' | 'linkAs' | 'showAdultContent' | 'adultPlaceholderSrc' | 'onWishlistChange'
>;

export interface ProductGridProps {
  /** The products of the loaded pages, in listing order. */
  products: readonly Product[];
  /**
   * Tiles per row per layout step.
   * @default DEFAULT_PRODUCT_GRID_COLUMNS ({ mobile: 2, tablet: 3, desktop: 4 })
   */
  columns?: ProductGridColumns;
  /**
   * How many tiles load their pictures eagerly: the first row.
   * @default columns.desktop
   */
  priorityCount?: number;
  /** Per-product tile options (badges, `severalOffers`, `isOnWishlist`, `wishlistBusy`, `href`). */
  tileOptions?: (product: Product, index: number) => ProductGridTileOptions;
  /** Called when a tile's heart is used; without it tiles show no heart. */
  onWishlistChange?: (product: Product, next: boolean) => void;
  /**
   * The router link component passed to every tile.
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * Whether adult products may show their pictures (spec section 4).
   * @default false
   */
  showAdultContent?: boolean;
  /**
   * The age-restricted placeholder for adult products.
   * @default AGE_RESTRICTED_PLACEHOLDER_SRC
   */
  adultPlaceholderSrc?: string;
  /**
   * Accessible name of the list.
   * @default 'Produkty'
   */
  label?: string;
  /**
   * Shown instead of the grid when there are no products, under the empty-state message, e.g. a
   * 'Wyczyść filtry' button.
   */
  emptyAction?: ReactNode;
  /**
   * The empty state's heading and text, e.g. a search's 'Brak wyników dla podanej frazy...'.
   * @default PRODUCT_GRID_MESSAGES.emptyTitle, PRODUCT_GRID_MESSAGES.emptyText
   */
  emptyMessage?: { title: string; text: string };
  /**
   * Heading level of the tiles' names and of the empty state's title.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** The listing grid: product tiles in a persisted number of columns, or an empty state. */
export function ProductGrid({
  products,
  columns = DEFAULT_PRODUCT_GRID_COLUMNS,
  priorityCount = columns.desktop,
  tileOptions,
  onWishlistChange,
  linkAs,
  showAdultContent = false,
  adultPlaceholderSrc,
  label = PRODUCT_GRID_MESSAGES.label,
  emptyAction,
  emptyMessage = { title: PRODUCT_GRID_MESSAGES.emptyTitle, text: PRODUCT_GRID_MESSAGES.emptyText },
  headingLevel = 3,
  className,
}: ProductGridProps) {
  if (products.length === 0) {
    const Heading = `h${headingLevel}` as const;
    return (
      <div className={className ? `${styles.empty} ${className}` : styles.empty}>
        <svg className={styles.emptyArt} viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
          <circle cx="60" cy="60" r="56" className={styles.emptyArtBackdrop} />
          <rect x="38" y="46" width="36" height="46" rx="8" className={styles.emptyArtJar} />
          <rect x="42" y="36" width="28" height="12" rx="4" className={styles.emptyArtLid} />
          <circle cx="78" cy="70" r="16" className={styles.emptyArtLens} />
          <path d="M90 82l12 12" className={styles.emptyArtHandle} />
        </svg>
        <Heading className={styles.emptyTitle}>{emptyMessage.title}</Heading>
        <p className={styles.emptyText}>{emptyMessage.text}</p>
        {emptyAction}
      </div>
    );
  }

  const sizes = productGridSizes(columns);
  const gridClass = [
    styles.grid,
    styles.columnsMobile[columns.mobile],
    styles.columnsTablet[tabletColumns(columns)],
    styles.columnsDesktop[columns.desktop],
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    // `role="list"`: Safari drops list semantics when `list-style` is none.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul className={gridClass} aria-label={label} role="list">
      {products.map((product, index) => (
        <li key={product.sku} className={styles.item}>
          <ProductTile
            {...tileOptions?.(product, index)}
            product={product}
            priority={index < priorityCount}
            sizes={sizes}
            linkAs={linkAs}
            showAdultContent={showAdultContent}
            adultPlaceholderSrc={adultPlaceholderSrc}
            headingLevel={headingLevel}
            onWishlistChange={onWishlistChange ? (next) => onWishlistChange(product, next) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
