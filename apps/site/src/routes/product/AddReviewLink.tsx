import { RouterLink } from '../../app/RouterLink';
import * as styles from './ProductReviews.css';

/** The product page's link to writing or editing one's review (its own module: both links use it). */
export function AddReviewLink({ href, label }: { href: string; label: string }) {
  return (
    <RouterLink href={href} className={styles.addReview}>
      {label}
    </RouterLink>
  );
}
