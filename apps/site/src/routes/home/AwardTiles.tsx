import type { RewardedProduct } from '@kwc/domain';
import { Icon, ProductTile } from '@kwc/ui';

import { RouterLink } from '../../app/RouterLink';
import { productHref } from '../shared/hrefs';
import type { useTileWishlist } from '../shared/useTileWishlist';
import * as styles from './AwardTiles.css';

type TileWishlist = ReturnType<typeof useTileWishlist>;

/** 'Nagrodzone produkty': each product's tile under the award it won. */
export function RewardedProducts({
  awards,
  sizes,
  tiles,
}: {
  awards: readonly RewardedProduct[];
  sizes: string;
  tiles: TileWishlist;
}) {
  return (
    <ul className={styles.awardGrid}>
      {awards.map((award, index) => (
        <li key={`${award.product.sku}-${award.name}-${award.year}`} className={styles.awardItem}>
          <AwardTile award={award} sizes={sizes} tiles={tiles} index={index} />
        </li>
      ))}
    </ul>
  );
}

function AwardTile({
  award,
  sizes,
  tiles,
  index,
}: {
  award: RewardedProduct;
  sizes: string;
  tiles: TileWishlist;
  index: number;
}) {
  const { product } = award;
  return (
    <>
      <p className={styles.awardLabel}>
        <Icon name="starFilled" size={16} className={styles.awardIcon} />
        <span>
          {award.name} {award.year}
        </span>
      </p>
      <ProductTile
        {...tiles.tileOptions?.(product, index)}
        product={product}
        href={productHref(product)}
        linkAs={RouterLink}
        sizes={sizes}
        onWishlistChange={tiles.onWishlistChange ? (next) => tiles.onWishlistChange?.(product, next) : undefined}
      />
    </>
  );
}
