import { FOLLOW_LABELS } from '@kwc/domain';
import { Button } from '@kwc/ui';

import * as styles from './FollowFace.css';

export interface FollowFaceProps {
  isFollowed: boolean;
  /** Whose button it is, for screen readers: "Obserwuj ania.demo". */
  username: string;
  size?: 'md' | 'sm';
  disabled?: boolean;
  onPress?: () => void;
  /** A refusal, shown beside the button. */
  message?: string | null;
}

/**
 * The follow button as it looks: 'Obserwuj' / 'Obserwujesz' (`aria-pressed`). Also the stand-in
 * while the live button's code loads, so the page does not move under a finger when it arrives.
 */
export function FollowFace({ isFollowed, username, size = 'sm', disabled, onPress, message }: FollowFaceProps) {
  const label = isFollowed ? FOLLOW_LABELS.following : FOLLOW_LABELS.follow;
  return (
    <span className={styles.followAction}>
      <Button
        variant={isFollowed ? 'secondary' : 'primary'}
        size={size}
        aria-pressed={isFollowed}
        aria-label={`${label} ${username}`}
        disabled={disabled}
        onClick={onPress}
      >
        {label}
      </Button>
      {message ? (
        <span role="alert" className={styles.error}>
          {message}
        </span>
      ) : null}
    </span>
  );
}
