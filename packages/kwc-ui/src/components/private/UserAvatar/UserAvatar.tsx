import * as styles from './UserAvatar.css';

/** Initials for a user without an avatar: the first two letters or word starts of the username. */
export function userInitials(username: string): string {
  const words = username.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : username.slice(0, 2);
  return letters.toLocaleUpperCase('pl-PL');
}

/** A user's picture, or their initials in a circle; decorative (the name is always written beside it). */
export function UserAvatar({
  avatar,
  username,
  size = 'sm',
  className,
}: {
  avatar: string | null;
  username: string;
  size?: 'sm' | 'lg';
  className?: string | undefined;
}) {
  const classes = styles.root({ size });
  return (
    <span className={className ? `${classes} ${className}` : classes} aria-hidden="true">
      {avatar ? <img src={avatar} alt="" className={styles.image} /> : userInitials(username)}
    </span>
  );
}
