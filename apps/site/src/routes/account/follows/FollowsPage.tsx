import {
  FOLLOW_MESSAGES,
  FOLLOW_PAGE_PATHS,
  FOLLOW_PLURALS,
  formatCount,
  type FollowDirection,
  type FollowUser,
} from '@kwc/domain';
import { useSession, useUserFollows } from '@kwc/hooks';
import { AuthCard, Button, Link } from '@kwc/ui';

import { HttpError, type PageProps } from '../../../app/page';
import { RouterLink } from '../../../app/RouterLink';
import { AccountScreen, guardedLoad, useGuards } from '../accountPage';
import * as account from '../account.css';
import { FollowButton } from './FollowButton';
import * as styles from './follows.css';

// `/konto/obserwowania` (+ `/obserwowani`, `/obserwujacy`): my follows; `/profil/{userId}/obserwowania`
// (+ `/obserwowani`, `/obserwujacy`): anyone's. Login required (spec section 2); an unknown or
// deactivated user's pages are 404.

export const load = guardedLoad(['login'], async (context) => {
  const userId = context.params.userId;
  if (!userId) return {};
  try {
    await context.fetchJson(`/api/kwc/users/${userId}/follows?direction=given&limit=1`);
    return {};
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return { status: 404 };
    throw error;
  }
});

const LISTS = {
  given: {
    label: 'Obserwowani',
    empty: FOLLOW_MESSAGES.noFollowed,
    othersEmpty: 'Ta osoba nikogo jeszcze nie obserwuje.',
  },
  received: { label: 'Obserwujący', empty: FOLLOW_MESSAGES.noFollowers, othersEmpty: FOLLOW_MESSAGES.noFollowers },
} as const;

/** The tabs of a follows page: mine (with the activity feed) or a profile's. */
export function followTabs(userId: number | null) {
  return userId === null
    ? [
        { href: FOLLOW_PAGE_PATHS.mine, label: 'Obserwowania' },
        { href: FOLLOW_PAGE_PATHS.mineGiven, label: LISTS.given.label },
        { href: FOLLOW_PAGE_PATHS.mineReceived, label: LISTS.received.label },
        { href: FOLLOW_PAGE_PATHS.activity, label: 'Aktywność' },
      ]
    : [
        { href: FOLLOW_PAGE_PATHS.profile(userId), label: 'Obserwowania' },
        { href: FOLLOW_PAGE_PATHS.profileGiven(userId), label: LISTS.given.label },
        { href: FOLLOW_PAGE_PATHS.profileReceived(userId), label: LISTS.received.label },
      ];
}

export function FollowTabs({
  tabs,
  current,
  label,
}: {
  tabs: ReturnType<typeof followTabs>;
  current: string;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={account.tabs}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              as={RouterLink}
              aria-current={tab.href === current ? 'page' : undefined}
              variant="standalone"
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const DIRECTION_OF: Record<string, FollowDirection> = {
  obserwowani: 'given',
  obserwujacy: 'received',
};

export default function FollowsPage(props: PageProps) {
  useGuards(['login'], props);
  const { user } = useSession();
  const profileId = props.params.userId ? Number(props.params.userId) : null;
  const ownerId = profileId ?? user?.id ?? null;
  const mine = profileId === null || profileId === user?.id;
  const direction = DIRECTION_OF[props.params.direction ?? ''] ?? null;
  const tabs = followTabs(profileId);
  const current = tabs[direction === 'given' ? 1 : direction === 'received' ? 2 : 0]!.href;
  const title = profileId === null ? 'Moje obserwowania' : 'Obserwowania';
  return (
    <AccountScreen title={title}>
      <AuthCard title={title} width="wide">
        <FollowTabs tabs={tabs} current={current} label={title} />
        <div className={direction ? undefined : styles.sections}>
          {(direction ? [direction] : (['given', 'received'] as const)).map((shown) => (
            <FollowList key={shown} userId={ownerId} direction={shown} mine={mine} viewerId={user?.id ?? null} />
          ))}
        </div>
      </AuthCard>
    </AccountScreen>
  );
}

function FollowList({
  userId,
  direction,
  mine,
  viewerId,
}: {
  userId: number | null;
  direction: FollowDirection;
  mine: boolean;
  viewerId: number | null;
}) {
  const list = useUserFollows(userId, direction);
  const copy = LISTS[direction];
  const headingId = `lista-${direction}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={list.isLoading || list.isLoadingMore}>
      <h2 id={headingId} className={styles.heading}>
        {copy.label}
        {list.total !== undefined ? ` (${list.total})` : ''}
      </h2>
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      {list.isLoading ? <p className={styles.meta}>Wczytywanie…</p> : null}
      {!list.isLoading && !list.error && list.items.length === 0 ? <p>{mine ? copy.empty : copy.othersEmpty}</p> : null}
      {list.items.length > 0 ? (
        <ul className={styles.list}>
          {list.items.map((person) => (
            <Person key={person.id} person={person} self={person.id === viewerId} />
          ))}
        </ul>
      ) : null}
      {list.hasMore ? (
        <Button variant="secondary" className={styles.more} onClick={list.loadMore} disabled={list.isLoadingMore}>
          {FOLLOW_MESSAGES.showMore}
        </Button>
      ) : null}
    </section>
  );
}

function Person({ person, self }: { person: FollowUser; self: boolean }) {
  const name = person.username || 'Użytkowniczka';
  return (
    <li className={styles.person}>
      {person.avatar ? (
        <img className={styles.avatar} src={person.avatar} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <Link href={`/profil/${person.id}`} as={RouterLink} className={styles.name}>
          {name}
        </Link>
        <p className={styles.meta}>
          {person.rank} · {formatCount(person.reviews, FOLLOW_PLURALS.reviews)} ·{' '}
          {formatCount(person.followers, FOLLOW_PLURALS.followers)}
        </p>
      </div>
      {self ? null : (
        <FollowButton userId={person.id} username={name} isFollowed={person.isFollowed} followers={person.followers} />
      )}
    </li>
  );
}
