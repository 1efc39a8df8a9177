import type { ProductPageResponse } from '@kwc/domain';
import { AGE_RESTRICTED_PLACEHOLDER_SRC, PRODUCT_TILE_MESSAGES, productImageSources } from '@kwc/ui';
import { preload } from 'react-dom';

import { PRODUCT_MESSAGES } from './messages';
import * as styles from './Packshot.css';

/** The product's picture: the page's largest paint, so it loads first and holds its box. */
export function Packshot({ product, hidden }: { product: ProductPageResponse['product']; hidden: boolean }) {
  const path = product.images[0]?.path;
  const sources = path && !hidden ? productImageSources(path) : null;
  const sizes = '(min-width: 1024px) 480px, (min-width: 640px) 40vw, calc(100vw - 80px)';
  if (sources?.srcSet)
    preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    <div className={styles.media}>
      {sources ? (
        <img
          className={styles.packshot}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.srcSet ? sizes : undefined}
          width={400}
          height={400}
          alt={PRODUCT_MESSAGES.packshotAlt(product.brandName, product.name)}
          fetchPriority="high"
          loading="eager"
        />
      ) : hidden ? (
        <img
          className={styles.packshot}
          src={AGE_RESTRICTED_PLACEHOLDER_SRC}
          width={400}
          height={400}
          alt={PRODUCT_TILE_MESSAGES.adultPlaceholderAlt}
        />
      ) : null}
      {product.productState ? (
        <span className={styles.mediaState}>{PRODUCT_TILE_MESSAGES.states[product.productState]}</span>
      ) : null}
    </div>
  );
}
