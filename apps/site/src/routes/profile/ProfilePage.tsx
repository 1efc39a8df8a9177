import { profilePagePath } from '@kwc/domain';
import { profileKey, useProfile } from '@kwc/hooks';
import { Link } from '@kwc/ui';
import { lazy, Suspense } from 'react';
import { useSWRConfig } from 'swr';

import type { PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { FollowFace } from '../shared/FollowFace';
import { pageParam } from '../shared/paging';
import { guardedLoad, useGuards } from '../account/accountPage';
import { loadProfile, sectionOf } from './profileLoad';
import { ProfileView } from './ProfileView';
import * as styles from './profile.css';

// `/profil/{userId}` and `/profil/{userId}/{section}` (spec section 2): login and the user-profile
// check (an unknown or deactivated user is a 404), on the server and in client navigation alike.

// Loaded when shown: imported with the page, the follow screens' module made a chunk cycle that
// stopped the client from starting ("u is not a function" on every page).
const FollowButton = lazy(() =>
  import('../account/follows/FollowButton').then((module) => ({ default: module.FollowButton })),
);

export const load = guardedLoad(['login'], (context) =>
  loadProfile(context, Number(context.params.userId), sectionOf(context.params.section)),
);

export default function ProfilePage(props: PageProps) {
  useGuards(['login'], props);
  const userId = Number(props.params.userId);
  const section = sectionOf(props.params.section);
  const { data } = useProfile(userId);
  const { mutate } = useSWRConfig();
  const name = data?.profile.username ?? 'Profil';
  return (
    <div className={styles.page}>
      <Seo title={`${name} – profil w KWC`} robots="noindex,nofollow" />
      <ProfileView
        userId={userId}
        section={section}
        page={pageParam(props.search) ?? 1}
        sectionHref={(target) => profilePagePath(userId, target)}
        followHrefs={{ followers: `/profil/${userId}/obserwujacy`, followed: `/profil/${userId}/obserwowani` }}
        action={
          !data ? null : data.isOwner ? (
            <Link href="/konto/edycja-konta" as={RouterLink} variant="standalone">
              Edytuj profil
            </Link>
          ) : (
            <Suspense fallback={<FollowFace isFollowed={data.isFollowed} username={data.profile.username} size="md" />}>
              <FollowButton
                key={userId}
                userId={userId}
                isFollowed={data.isFollowed}
                followers={data.counters.followers}
                username={data.profile.username}
                size="md"
                // The card's follower count follows the answer, without reading the profile again.
                onChange={({ isFollowed, followers }) =>
                  void mutate(
                    profileKey(userId),
                    { ...data, isFollowed, counters: { ...data.counters, followers } },
                    { revalidate: false },
                  )
                }
              />
            </Suspense>
          )
        }
      />
    </div>
  );
}
