import { formatNumber, HIT_MESSAGES } from '@kwc/domain';
import { Icon } from '@kwc/ui';

import * as styles from './ProductHeader.css';

/** The HIT button's face: the label and the product's number of HITs. */
export function HitFace({ count }: { count: number }) {
  return (
    <>
      <Icon name="star" size={20} className={styles.wishlistIcon} />
      {HIT_MESSAGES.label}
      <span className={styles.hitCount}>{formatNumber(count)}</span>
    </>
  );
}
