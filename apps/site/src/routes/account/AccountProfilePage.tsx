import { userKey, useSession, useUser } from '@kwc/hooks';
import { AuthCard, Link, ProfileCard } from '@kwc/ui';
import { useLocation } from 'wouter';

import type { PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountScreen, guardedLoad, useGuards } from './accountPage';
import * as styles from './account.css';

// `/konto/profil/{section?}` (my archive) and `/konto/obserwowania*` (my follows): login required
// (spec section 2). Reviews, products and follows come with the community issue; until then each
// section says honestly that it is empty.

export const load = guardedLoad(['login'], async (context) => ({
  fallback: { [userKey()]: await context.fetchJson(userKey()) },
}));

const PROFILE_SECTIONS = [
  { slug: '', label: 'Opinie', empty: 'Nie masz jeszcze opublikowanych opinii.' },
  { slug: 'szkice', label: 'Szkice', empty: 'Nie masz zapisanych szkiców opinii.' },
  { slug: 'produkty', label: 'Produkty', empty: 'Nie dodałaś/eś jeszcze żadnego produktu.' },
  { slug: 'hity', label: 'HITy', empty: 'Nie masz jeszcze produktów oznaczonych jako HIT.' },
  { slug: 'pochwaly', label: 'Pochwały', empty: 'Nikt jeszcze nie pochwalił Twoich opinii.' },
] as const;

const FOLLOW_SECTIONS = [
  { path: '/konto/obserwowania', label: 'Obserwowania', empty: 'Nie obserwujesz jeszcze nikogo.' },
  { path: '/konto/obserwowania/obserwowani', label: 'Obserwowani', empty: 'Nie obserwujesz jeszcze nikogo.' },
  { path: '/konto/obserwowania/obserwujacy', label: 'Obserwujący', empty: 'Nikt Cię jeszcze nie obserwuje.' },
  {
    path: '/konto/obserwowania-aktywnosc',
    label: 'Aktywność',
    empty: 'Tu zobaczysz nowe opinie osób, które obserwujesz.',
  },
] as const;

export default function AccountProfilePage(props: PageProps) {
  useGuards(['login'], props);
  const [live] = useLocation();
  const location = props.pathname ?? live;
  const follows = location.startsWith('/konto/obserwowania');
  const sections = follows
    ? FOLLOW_SECTIONS.map((section) => ({ href: section.path, label: section.label, empty: section.empty }))
    : PROFILE_SECTIONS.map((section) => ({
        href: section.slug ? `/konto/profil/${section.slug}` : '/konto/profil',
        label: section.label,
        empty: section.empty,
      }));
  // `/konto/profil/opinie` is the default section under its own name.
  const current = sections.find((section) => section.href === location) ?? sections[0]!;
  const title = follows ? 'Moje obserwowania' : 'Moje archiwum';
  return (
    <AccountScreen title={title}>
      <AuthCard title={title} width="wide">
        <ProfileSummary />
        <nav aria-label={title}>
          <ul className={styles.tabs}>
            {sections.map((section) => (
              <li key={section.href}>
                <Link
                  href={section.href}
                  as={RouterLink}
                  aria-current={section === current ? 'page' : undefined}
                  variant="standalone"
                >
                  {section.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className={styles.emptyState} aria-labelledby="sekcja-konta">
          <h2 id="sekcja-konta">{current.label}</h2>
          <p>{current.empty}</p>
          <Link href="/" as={RouterLink}>
            Przeglądaj katalog
          </Link>
        </section>
      </AuthCard>
    </AccountScreen>
  );
}

function ProfileSummary() {
  const { user } = useSession();
  const profile = useUser();
  if (!user || !profile.data) return null;
  const data = profile.data;
  return (
    <ProfileCard
      user={{ username: user.username ?? user.email, avatar: data.avatar, rank: data.rank }}
      counters={data.counters}
      socialLinks={{
        instagram: data.social_instagram,
        facebook: data.social_facebook,
        tiktok: data.social_tiktok,
        youtube: data.social_youtube,
      }}
    />
  );
}
