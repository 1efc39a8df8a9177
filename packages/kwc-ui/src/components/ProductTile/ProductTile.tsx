import { formatCount, formatNumber, formatPrice, type Product, type ProductState, productPageHref } from '@kwc/domain';
import { layoutBreakpoints } from '@kwc/tokens';
import { type ElementType, type ReactNode, useId } from 'react';

import { IconButton } from '../IconButton';
import { RatingStars } from '../RatingStars';
import * as styles from './ProductTile.css';

/** Widths of the WebP variants the API renders for every packshot (apps/api images routes). */
export const PRODUCT_IMAGE_WIDTHS = [160, 240, 320, 480, 640, 960] as const;

/** The fixed age-restricted placeholder the API serves (spec section 3 "Product"). */
export const AGE_RESTRICTED_PLACEHOLDER_SRC = '/api/images/placeholders/18plus.svg';

// ours: the spec names the badges and states but gives no copy.
export const PRODUCT_TILE_MESSAGES = {
  addToWishlist: 'Dodaj do ulubionych',
  removeFromWishlist: 'Usuń z ulubionych',
  priceFrom: 'od',
  noReviews: 'Brak opinii',
  adultPlaceholderAlt: 'Zdjęcie ukryte: produkt dla osób pełnoletnich',
  badges: { bestseller: 'Bestseller', new: 'Nowość', sale: 'Promocja' },
  states: { expiring: 'Wycofywany', archived: 'Wycofany' },
} as const satisfies {
  badges: Record<string, string>;
  states: Record<ProductState, string>;
  [key: string]: unknown;
};

/** A highlight on a tile, from the product flags of spec section 3 (bestseller, new, offer/sale). */
export type ProductBadge = keyof typeof PRODUCT_TILE_MESSAGES.badges;

export const REVIEW_FORMS = ['opinia', 'opinie', 'opinii'] as const;
export const HIT_FORMS = ['HIT', 'HITy', 'HITów'] as const;

const PACKSHOT = /^(.*\/images\/products\/)(\d+)\.svg$/;

/**
 * `src` and `srcSet` of a product picture. For the API's packshots (`…/images/products/{id}.svg`)
 * the SVG stays the `src` and the WebP width variants make the `srcSet`; other paths are used as
 * they are, without a `srcSet`.
 */
export function productImageSources(path: string): { src: string; srcSet?: string } {
  const match = PACKSHOT.exec(path);
  if (!match) return { src: path };
  const [, base, id] = match;
  return {
    src: path,
    srcSet: PRODUCT_IMAGE_WIDTHS.map((width) => `${base}${id}-${width}.webp ${width}w`).join(', '),
  };
}

export interface ProductTileProps {
  /** The product as listings give it (spec section 3 "Product"). */
  product: Product;
  /**
   * Where the tile leads.
   * @default the product's page, `/{urlPath}.html`
   */
  href?: string;
  /**
   * The element or router component for the link (like `Link`'s `as`); it receives `href` and
   * `className`.
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * Loads the picture eagerly with high priority: for tiles of the first row, which are usually
   * the largest paint of a listing.
   * @default false
   */
  priority?: boolean;
  /**
   * The `sizes` of the picture; `ProductGrid` passes one that matches its columns.
   * @default '(min-width: 1024px) 240px, 50vw'
   */
  sizes?: string;
  /**
   * Highlights shown over the picture, in this order.
   * @default []
   */
  badges?: readonly ProductBadge[];
  /**
   * Several shops offer the product: the price reads 'od 12,99 zł'.
   * @default false
   */
  severalOffers?: boolean;
  /**
   * Whether adult products may show their picture (spec section 4 "Adult content display").
   * When false, products of adult categories show the age-restricted placeholder.
   * @default false
   */
  showAdultContent?: boolean;
  /**
   * The placeholder shown instead of an adult product's picture.
   * @default AGE_RESTRICTED_PLACEHOLDER_SRC ('/api/images/placeholders/18plus.svg')
   */
  adultPlaceholderSrc?: string;
  /**
   * The product is on the visitor's wishlist (the heart is pressed).
   * @default false
   */
  isOnWishlist?: boolean;
  /**
   * A wishlist action runs (spec section 4: actions are blocked meanwhile).
   * @default false
   */
  wishlistBusy?: boolean;
  /** Called with the wished state when the heart is used. Without it the tile shows no heart. */
  onWishlistChange?: (next: boolean) => void;
  /**
   * Level of the product name's heading.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /** Controls under the tile's text (the wishlist page's list menu); they sit above the tile's link. */
  footer?: ReactNode;
  className?: string;
}

/**
 * A product in a listing: packshot, brand, name, rating, HITs, badges and price. The whole tile is
 * one link (the name's link stretches over it); the wishlist heart stays a separate button.
 */
export function ProductTile({
  product,
  href = productPageHref(product.urlPath),
  linkAs: LinkComponent = 'a',
  priority = false,
  sizes = `(min-width: ${layoutBreakpoints.desktop}px) 240px, 50vw`,
  badges = [],
  severalOffers = false,
  showAdultContent = false,
  adultPlaceholderSrc = AGE_RESTRICTED_PLACEHOLDER_SRC,
  isOnWishlist = false,
  wishlistBusy = false,
  onWishlistChange,
  headingLevel = 3,
  footer,
  className,
}: ProductTileProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hidden = product.belongsToAdultCategory && !showAdultContent;
  const imagePath = product.images[0]?.path;
  const image = hidden || imagePath === undefined ? null : productImageSources(imagePath);
  const state = product.productState;

  return (
    <article
      className={className ? `${styles.root} ${className}` : styles.root}
      data-state={state ?? undefined}
      aria-labelledby={titleId}
    >
      <div className={styles.media}>
        {image ? (
          <img
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? sizes : undefined}
            width={400}
            height={400}
            // The name is right beside the picture: an alt would repeat it.
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding="async"
          />
        ) : hidden ? (
          <img
            className={styles.image}
            src={adultPlaceholderSrc}
            width={400}
            height={400}
            alt={PRODUCT_TILE_MESSAGES.adultPlaceholderAlt}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.noImage} aria-hidden="true">
            {product.brandName}
          </span>
        )}
        {(badges.length > 0 || state) && (
          <ul className={styles.badges}>
            {state && <li className={styles.badge({ kind: 'state' })}>{PRODUCT_TILE_MESSAGES.states[state]}</li>}
            {badges.map((badge) => (
              <li key={badge} className={styles.badge({ kind: badge })}>
                {PRODUCT_TILE_MESSAGES.badges[badge]}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.heading} id={titleId}>
          <LinkComponent href={href} className={styles.link}>
            <span className={styles.brand}>{product.brandName}</span>{' '}
            <span className={styles.name}>{product.name}</span>
          </LinkComponent>
        </Heading>
        <div className={styles.meta}>
          {product.numberOfReviews > 0 && product.rating !== null ? (
            <span className={styles.rating}>
              <RatingStars value={product.rating} size="sm" />
              <span className={styles.ratingValue} aria-hidden="true">
                {formatNumber(Math.round(product.rating * 10) / 10)}
              </span>
              <span className={styles.count}>({formatCount(product.numberOfReviews, REVIEW_FORMS)})</span>
            </span>
          ) : (
            <span className={styles.count}>{PRODUCT_TILE_MESSAGES.noReviews}</span>
          )}
          {product.numberOfHits > 0 && (
            <span className={styles.hits}>{formatCount(product.numberOfHits, HIT_FORMS)}</span>
          )}
        </div>
        {product.price !== null && (
          <p className={styles.price}>
            {severalOffers && <span className={styles.priceFrom}>{PRODUCT_TILE_MESSAGES.priceFrom} </span>}
            {formatPrice(product.price)}
          </p>
        )}
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
      {onWishlistChange && (
        <IconButton
          className={styles.wishlist}
          variant="outline"
          size="sm"
          icon={isOnWishlist ? 'heartFilled' : 'heart'}
          label={isOnWishlist ? PRODUCT_TILE_MESSAGES.removeFromWishlist : PRODUCT_TILE_MESSAGES.addToWishlist}
          aria-describedby={titleId}
          pressed={isOnWishlist}
          busy={wishlistBusy}
          onClick={() => onWishlistChange(!isOnWishlist)}
        />
      )}
    </article>
  );
}
