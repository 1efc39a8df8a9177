import { formatDate, type EditorialRecommendation, type TestingCampaign, type TestingStatus } from '@kwc/domain';
import { productImageSources } from '@kwc/ui';

import { RouterLink } from '../../app/RouterLink';
import { CompactRating } from '../shared/CompactRating';
import { countText } from '../shared/counts';
import { productHref } from '../shared/hrefs';
import * as styles from './FeatureCards.css';
import { HOME_COPY } from './messages';

/** 'Polecane przez redakcję': the editors' picks, a row of cards to swipe on phones. */
export function EditorialPicks({ picks }: { picks: readonly EditorialRecommendation[] }) {
  return (
    <ul className={styles.scroller}>
      {picks.map((pick, index) => (
        <li key={pick.id} className={styles.scrollerItem}>
          <PickCard pick={pick} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** 'Testowanie': the testing campaigns, a row of cards to swipe on phones. */
export function TestingCampaigns({ campaigns }: { campaigns: readonly TestingCampaign[] }) {
  return (
    <ul className={styles.scroller}>
      {campaigns.map((campaign) => (
        <li key={campaign.id} className={styles.scrollerItem}>
          <TestingCard campaign={campaign} />
        </li>
      ))}
    </ul>
  );
}

const STATUS_TONES: Record<TestingStatus, keyof typeof styles.status> = {
  trwa: 'running',
  wkrótce: 'upcoming',
  zakończone: 'ended',
};

function Packshot({
  path,
  sizes,
  priority = false,
  className,
}: {
  path: string | undefined;
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  if (!path) return <span className={className} aria-hidden="true" />;
  const image = productImageSources(path);
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={400}
      height={400}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}

function PickCard({ pick, priority }: { pick: EditorialRecommendation; priority: boolean }) {
  const { product } = pick;
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <Packshot
          path={product.images[0]?.path}
          sizes="(min-width: 1024px) 280px, 260px"
          priority={priority}
          className={styles.cardImage}
        />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardKicker}>{product.brandName}</p>
        <h3 className={styles.cardTitle}>
          <RouterLink href={productHref(product)} className={styles.stretchedLink}>
            {pick.title}
          </RouterLink>
        </h3>
        <p className={styles.cardText}>{pick.lead}</p>
        <p className={styles.cardProduct}>
          <span className={styles.cardProductName}>{product.name}</span>
          {product.rating !== null && product.numberOfReviews > 0 ? (
            <span className={styles.cardRating}>
              <CompactRating value={product.rating} />
              <span>{countText(product.numberOfReviews, 'reviews')}</span>
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

function testingDates(campaign: TestingCampaign): string {
  switch (campaign.status) {
    case 'trwa':
      return `Zgłoszenia do ${formatDate(campaign.endsAt)}`;
    case 'wkrótce':
      return `Start ${formatDate(campaign.startsAt)}`;
    default:
      return `Zakończone ${formatDate(campaign.endsAt)}`;
  }
}

function TestingCard({ campaign }: { campaign: TestingCampaign }) {
  const { product } = campaign;
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <Packshot
          path={product.images[0]?.path}
          sizes="(min-width: 1024px) 280px, 260px"
          className={styles.cardImage}
        />
        <span className={styles.status[STATUS_TONES[campaign.status]]}>{HOME_COPY.testingStatus[campaign.status]}</span>
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardKicker}>
          <time dateTime={campaign.status === 'wkrótce' ? campaign.startsAt : campaign.endsAt}>
            {testingDates(campaign)}
          </time>
        </p>
        <h3 className={styles.cardTitle}>
          <RouterLink href={productHref(product)} className={styles.stretchedLink}>
            {campaign.title}
          </RouterLink>
        </h3>
        <p className={styles.cardText}>{campaign.description}</p>
        <p className={styles.cardProduct}>
          <span className={styles.cardProductName}>
            {product.brandName} {product.name}
          </span>
        </p>
      </div>
    </article>
  );
}
