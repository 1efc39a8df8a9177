import type { ActiveReviewer } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { UserBadge } from '@kwc/ui';

import { RouterLink } from '../../app/RouterLink';
import { countText } from '../shared/counts';
import { profileHref } from '../shared/hrefs';
import { HOME_COPY } from './messages';
import * as styles from './ReviewerCards.css';

/** 'Najaktywniejsze recenzentki': the reviewers ranked, with their reviews and likes. */
export function ActiveReviewers({ reviewers }: { reviewers: readonly ActiveReviewer[] }) {
  return (
    <ol className={styles.reviewerGrid}>
      {reviewers.map((reviewer, index) => (
        <li key={reviewer.userId}>
          <ReviewerCard reviewer={reviewer} position={index + 1} />
        </li>
      ))}
    </ol>
  );
}

function ReviewerCard({ reviewer, position }: { reviewer: ActiveReviewer; position: number }) {
  return (
    <article className={styles.reviewer}>
      {/* The number drawn, its words read: aria-label on a plain span is not valid HTML. */}
      <span className={styles.reviewerRank}>
        <span aria-hidden="true">{position}</span>
        <span className={visuallyHidden}>{HOME_COPY.rank(position)}</span>
      </span>
      <UserBadge
        user={reviewer}
        href={profileHref(reviewer.userId)}
        linkAs={RouterLink}
        className={styles.reviewerBadge}
      />
      <p className={styles.reviewerCounts}>
        <span>{countText(reviewer.reviewCount, 'reviews')}</span>
        <span aria-hidden="true"> · </span>
        <span>{countText(reviewer.likes, 'likes')}</span>
      </p>
    </article>
  );
}
