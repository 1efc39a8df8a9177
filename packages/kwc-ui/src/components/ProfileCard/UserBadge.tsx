import type { UserSummary } from '@kwc/domain';
import type { ElementType, ReactNode } from 'react';

import * as styles from './ProfileCard.css';

/** The fixed default avatar the API serves (spec section 3 "Product": "a fixed default avatar"). */
export const DEFAULT_AVATAR_SRC = '/api/images/placeholders/avatar.svg';

const avatarPx = { sm: 32, md: 44, lg: 96 } as const;

export interface AvatarProps {
  /** The user's picture; `null` shows the default avatar. */
  src: string | null;
  /**
   * Diameter: sm 32 px, md 44 px, lg 96 px.
   * @default 'md'
   */
  size?: keyof typeof avatarPx;
  /**
   * The picture shown when the user has none.
   * @default DEFAULT_AVATAR_SRC ('/api/images/placeholders/avatar.svg')
   */
  defaultSrc?: string;
  className?: string;
}

/** A round user picture. Decorative: the username always stands beside it. */
export function Avatar({ src, size = 'md', defaultSrc = DEFAULT_AVATAR_SRC, className }: AvatarProps) {
  const px = avatarPx[size];
  const classes = styles.avatar({ size });
  return (
    <img
      src={src ?? defaultSrc}
      alt=""
      width={px}
      height={px}
      loading="lazy"
      decoding="async"
      className={className ? `${classes} ${className}` : classes}
    />
  );
}

export interface UserBadgeProps {
  /** Who: username, avatar and rank (`UserSummary` or an account). */
  user: Pick<UserSummary, 'username' | 'avatar' | 'rank'>;
  /** The user's profile; with it the username is a link. */
  href?: string;
  /**
   * The element or router component for the profile link (like `Link`'s `as`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * sm: a 32 px avatar on one line with the rank; md: a 44 px avatar, rank under the name.
   * @default 'md'
   */
  size?: 'sm' | 'md';
  /** A line under the name, e.g. the date of a review. */
  meta?: ReactNode;
  /**
   * The picture shown when the user has none.
   * @default DEFAULT_AVATAR_SRC
   */
  defaultAvatarSrc?: string;
  className?: string;
}

/** A compact user: avatar, username and rank, next to reviews and added products. */
export function UserBadge({
  user,
  href,
  linkAs: LinkComponent = 'a',
  size = 'md',
  meta,
  defaultAvatarSrc,
  className,
}: UserBadgeProps) {
  const classes = styles.badge({ size });
  return (
    <div className={className ? `${classes} ${className}` : classes}>
      <Avatar src={user.avatar} size={size} defaultSrc={defaultAvatarSrc} />
      <div className={styles.badgeText({ size })}>
        {href ? (
          <LinkComponent href={href} className={styles.badgeName}>
            {user.username}
          </LinkComponent>
        ) : (
          <span className={styles.badgeName}>{user.username}</span>
        )}
        <span className={styles.rank}>{user.rank}</span>
        {meta && <span className={styles.badgeMeta}>{meta}</span>}
      </div>
    </div>
  );
}
