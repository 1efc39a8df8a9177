import { type AccountCounters, formatNumber, pluralPl, type PolishPluralForms, type SocialLinks } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import type { ElementType, ReactNode } from 'react';

import { SHARED_MESSAGES } from '../private/messages';
import * as styles from './ProfileCard.css';
import { Avatar } from './UserBadge';

/** The counters a profile shows, keyed as the account's counters (spec section 3 "Account"). */
export type ProfileCounterKey = 'reviews' | 'notes_plus' | 'hits' | 'followers' | 'followed';

/** Counters in the order shown, each with its Polish forms after a number. ours: the wording. */
export const PROFILE_COUNTERS: readonly { key: ProfileCounterKey; forms: PolishPluralForms }[] = [
  { key: 'reviews', forms: ['opinia', 'opinie', 'opinii'] },
  { key: 'notes_plus', forms: ['pochwała', 'pochwały', 'pochwał'] },
  { key: 'hits', forms: ['HIT', 'HITy', 'HITów'] },
  { key: 'followers', forms: ['obserwujący', 'obserwujących', 'obserwujących'] },
  { key: 'followed', forms: ['obserwowany', 'obserwowanych', 'obserwowanych'] },
];

export type SocialNetwork = keyof SocialLinks;

const SOCIAL: Record<SocialNetwork, { name: string; base: string; at: boolean; path: string }> = {
  instagram: {
    name: 'Instagram',
    base: 'https://www.instagram.com/',
    at: false,
    path: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm5.2-9.6v.1',
  },
  facebook: {
    name: 'Facebook',
    base: 'https://www.facebook.com/',
    at: false,
    path: 'M14.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 15.3 4.3c-2.3 0-3.8 1.4-3.8 4v2.2H9v3h2.5V21',
  },
  tiktok: {
    name: 'TikTok',
    base: 'https://www.tiktok.com/',
    at: true,
    path: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.3 2.6 2.2 4.6 5 4.8',
  },
  youtube: {
    name: 'YouTube',
    base: 'https://www.youtube.com/',
    at: true,
    path: 'M3.5 8.2c.1-1.5 1.2-2.6 2.7-2.7C8 5.4 10 5.3 12 5.3s4 .1 5.8.2c1.5.1 2.6 1.2 2.7 2.7.1 1.3.2 2.5.2 3.8s-.1 2.5-.2 3.8c-.1 1.5-1.2 2.6-2.7 2.7-1.8.1-3.8.2-5.8.2s-4-.1-5.8-.2c-1.5-.1-2.6-1.2-2.7-2.7-.1-1.3-.2-2.5-.2-3.8s.1-2.5.2-3.8zM10.3 9.3v5.4l4.6-2.7z',
  },
};

const HANDLE = /^@?([\w.-]{1,100})$/;

/**
 * Where a profile's social link leads: the profile's own http(s) URL, or the network's URL for a
 * bare handle ('ania.pieknie', '@ania'); `null` for anything else (never a `javascript:` URL).
 */
export function socialLinkHref(network: SocialNetwork, value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      return new URL(text).href;
    } catch {
      return null;
    }
  }
  const handle = HANDLE.exec(text)?.[1];
  if (!handle) return null;
  const { base, at } = SOCIAL[network];
  return `${base}${at ? '@' : ''}${handle}`;
}

// ours: the spec gives no copy for profiles.
export const PROFILE_CARD_MESSAGES = {
  counters: 'Statystyki',
  social: 'Media społecznościowe',
  newTab: SHARED_MESSAGES.newTab,
} as const;

export interface ProfileCardProps {
  /** Whose profile. */
  user: { username: string; avatar: string | null; rank: string };
  /** The profile's counters (spec section 3 "Account"); only the shown ones are needed. */
  counters: Pick<AccountCounters, ProfileCounterKey>;
  /**
   * Social links; empty ones are left out.
   * @default {}
   */
  socialLinks?: Partial<SocialLinks>;
  /**
   * Links of counters to profile sections, e.g. `{ reviews: '/profil/42/opinie' }`.
   * @default {}
   */
  counterHrefs?: Partial<Record<ProfileCounterKey, string>>;
  /**
   * The element or router component for counter links (like `Link`'s `as`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /** An action under the name, e.g. a 'Obserwuj' button. */
  action?: ReactNode;
  /**
   * Level of the username heading.
   * @default 2
   */
  headingLevel?: 1 | 2 | 3;
  /**
   * The picture shown when the user has none.
   * @default DEFAULT_AVATAR_SRC
   */
  defaultAvatarSrc?: string;
  className?: string;
}

/** A user's public profile at a glance: avatar, username, rank, counters and social links. */
export function ProfileCard({
  user,
  counters,
  socialLinks = {},
  counterHrefs = {},
  linkAs: LinkComponent = 'a',
  action,
  headingLevel = 2,
  defaultAvatarSrc,
  className,
}: ProfileCardProps) {
  const Heading = `h${headingLevel}` as const;
  const social = (Object.keys(SOCIAL) as SocialNetwork[])
    .map((network) => ({ network, href: socialLinkHref(network, socialLinks[network]) }))
    .filter((link): link is { network: SocialNetwork; href: string } => link.href !== null);

  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-label={user.username}>
      <div className={styles.cover} aria-hidden="true" />
      <div className={styles.cardBody}>
        <Avatar src={user.avatar} size="lg" defaultSrc={defaultAvatarSrc} className={styles.cardAvatar} />
        <Heading className={styles.cardName}>{user.username}</Heading>
        <span className={`${styles.rank} ${styles.cardRank}`}>{user.rank}</span>
        {action && <div className={styles.cardAction}>{action}</div>}
        <ul className={styles.counters} aria-label={PROFILE_CARD_MESSAGES.counters}>
          {PROFILE_COUNTERS.map(({ key, forms }) => {
            const count = counters[key];
            const content = (
              <>
                <span className={styles.counterValue}>{formatNumber(count)}</span>{' '}
                <span className={styles.counterLabel}>{pluralPl(count, forms)}</span>
              </>
            );
            const href = counterHrefs[key];
            return (
              <li key={key} className={styles.counter}>
                {href ? (
                  <LinkComponent href={href} className={styles.counterLink}>
                    {content}
                  </LinkComponent>
                ) : (
                  <span className={styles.counterLink}>{content}</span>
                )}
              </li>
            );
          })}
        </ul>
        {social.length > 0 && (
          <ul className={styles.social} aria-label={PROFILE_CARD_MESSAGES.social}>
            {social.map(({ network, href }) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer me" className={styles.socialLink}>
                  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                    <path
                      d={SOCIAL[network].path}
                      fill="none"
                      stroke="currentColor"
                      strokeWidth={1.75}
                      strokeLinecap="round"
                      strokeLinejoin="round"
                    />
                  </svg>
                  <span className={visuallyHidden}>
                    {SOCIAL[network].name} {PROFILE_CARD_MESSAGES.newTab}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
