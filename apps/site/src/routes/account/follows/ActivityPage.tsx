import { FOLLOW_MESSAGES, formatDate, type ActivityItem } from '@kwc/domain';
import { useActivityFeed } from '@kwc/hooks';
import { AuthCard, Button, Link } from '@kwc/ui';

import type { PageProps } from '../../../app/page';
import { RouterLink } from '../../../app/RouterLink';
import { AccountScreen, guardedLoad, useGuards } from '../accountPage';
import { followTabs, FollowTabs } from './FollowsPage';
import * as styles from './follows.css';

// `/konto/obserwowania-aktywnosc`: what the people I follow did, newest first; "Pokaż więcej" asks
// for the next keyset page. Login required (spec section 2).

export const load = guardedLoad(['login']);

const KIND_LABELS: Record<ActivityItem['kind'], string> = {
  review: 'Nowa opinia',
  hit: 'Nowy HIT',
  product: 'Nowy produkt',
};

export default function ActivityPage(props: PageProps) {
  useGuards(['login'], props);
  const feed = useActivityFeed();
  const title = 'Aktywność obserwowanych';
  const tabs = followTabs(null);
  return (
    <AccountScreen title={title}>
      <AuthCard title={title} width="wide">
        <FollowTabs tabs={tabs} current={tabs[3]!.href} label="Moje obserwowania" />
        <section className={styles.section} aria-label={title} aria-busy={feed.isLoading || feed.isLoadingMore}>
          {feed.error ? <p role="alert">{feed.error.message}</p> : null}
          {feed.isLoading ? <p className={styles.meta}>Wczytywanie…</p> : null}
          {!feed.isLoading && !feed.error && feed.items.length === 0 ? (
            <div className={styles.section}>
              <p>{FOLLOW_MESSAGES.noActivity}</p>
              <Link href="/" as={RouterLink}>
                Przeglądaj katalog
              </Link>
            </div>
          ) : null}
          {feed.items.length > 0 ? (
            <ol className={styles.list}>
              {feed.items.map((item) => (
                <Event key={item.id} item={item} />
              ))}
            </ol>
          ) : null}
          {feed.hasMore ? (
            <Button variant="secondary" className={styles.more} onClick={feed.loadMore} disabled={feed.isLoadingMore}>
              {FOLLOW_MESSAGES.showMore}
            </Button>
          ) : null}
        </section>
      </AuthCard>
    </AccountScreen>
  );
}

function Event({ item }: { item: ActivityItem }) {
  const name = item.actor.username || 'Użytkowniczka';
  const product = [item.product.brandName, item.product.name].filter(Boolean).join(' ');
  return (
    <li className={styles.event}>
      <div className={styles.eventHead}>
        <span className={styles.kind}>{KIND_LABELS[item.kind]}</span>
        <Link href={`/profil/${item.actor.id}`} as={RouterLink} className={styles.name}>
          {name}
        </Link>
        <time className={styles.meta} dateTime={item.createdAt}>
          {formatDate(item.createdAt)}
        </time>
      </div>
      <Link href={`/${item.product.urlPath}.html`}>{product}</Link>
      {item.review ? (
        <p className={styles.meta}>
          „{item.review.title}” · ocena {item.review.rating}/5
        </p>
      ) : null}
    </li>
  );
}
