import type { ProductPageResponse } from '@kwc/domain';

import { PRODUCT_MESSAGES } from './messages';
import * as styles from './ProductDescription.css';
import { EmptyNote } from './ProductSection';

/** 'Opis': the producer's description, a paragraph per blank-line-separated block. */
export function ProductDescription({ description }: { description: ProductPageResponse['product']['description'] }) {
  if (!description) return <EmptyNote>{PRODUCT_MESSAGES.noDescription}</EmptyNote>;
  return (
    <div className={styles.prose}>
      {description
        .split(/\n\s*\n/)
        .filter((paragraph) => paragraph.trim())
        .map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
    </div>
  );
}
