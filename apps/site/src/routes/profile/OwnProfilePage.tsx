import { useProfile, useSession } from '@kwc/hooks';
import { Link } from '@kwc/ui';

import type { PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { pageParam } from '../shared/paging';
import { guardedLoad, MessageScreen, useGuards } from '../account/accountPage';
import { loadProfile, sectionOf } from './profileLoad';
import { ProfileView } from './ProfileView';
import * as styles from './profile.css';

// `/konto/profil/{section?}` (spec section 2): my archive, login required. An account without a
// user name has no public profile yet: the page says how to get one.

export const load = guardedLoad(['login'], async (context) => {
  const result = await loadProfile(context, context.session!.id, sectionOf(context.params.section));
  // No profile yet (no user name): the screen below says so, as a page of its own, not a 404.
  return result.status === 404 ? {} : result;
});

const archiveHref = (section: string) => (section === 'opinie' ? '/konto/profil' : `/konto/profil/${section}`);

export default function OwnProfilePage(props: PageProps) {
  useGuards(['login'], props);
  const { user } = useSession();
  const userId = user?.id ?? null;
  const profile = useProfile(userId);
  if (userId === null) return null;
  // The API answers 404 for an account without a user name; the token says so before any call.
  if (!user?.username || (profile.error as { status?: number } | undefined)?.status === 404) {
    return (
      <MessageScreen
        title="Moje archiwum"
        tone="info"
        actions={[{ label: 'Podaj szczegóły konta', href: '/konto/podaj-szczegoly-konta' }]}
      >
        Twój profil pojawi się, gdy podasz nazwę użytkownika i datę urodzenia.
      </MessageScreen>
    );
  }
  return (
    <div className={styles.page}>
      <Seo title="Moje archiwum – KWC" robots="noindex,nofollow" />
      <ProfileView
        userId={userId}
        section={sectionOf(props.params.section)}
        page={pageParam(props.search) ?? 1}
        sectionHref={archiveHref}
        followHrefs={{ followers: '/konto/obserwowania/obserwujacy', followed: '/konto/obserwowania/obserwowani' }}
        action={
          <Link href="/konto/edycja-konta" as={RouterLink} variant="standalone">
            Edytuj profil
          </Link>
        }
      />
    </div>
  );
}
