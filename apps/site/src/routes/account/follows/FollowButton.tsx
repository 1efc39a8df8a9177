import { FOLLOW_MESSAGES } from '@kwc/domain';
import { useFollowToggle } from '@kwc/hooks';
import { useState } from 'react';

import { FollowFace } from '../../shared/FollowFace';

export interface FollowButtonProps {
  userId: number;
  /** What the page knows: whether the viewer follows the user, and the user's follower count. */
  isFollowed: boolean;
  followers: number;
  /** Whose button it is, for screen readers: "Obserwuj ania.demo". */
  username: string;
  /** Called with the state after a change (e.g. a profile's follower count). */
  onChange?: (state: { isFollowed: boolean; followers: number }) => void;
  size?: 'md' | 'sm';
}

/**
 * 'Obserwuj' / 'Obserwujesz' as a toggle button (`aria-pressed`), for the follow lists and the
 * profile page. A refusal (e.g. the session ended) is shown beside it in Polish.
 */
export function FollowButton({ userId, isFollowed, followers, username, onChange, size = 'sm' }: FollowButtonProps) {
  const follow = useFollowToggle(userId, { isFollowed, followers });
  const [message, setMessage] = useState<string | null>(null);
  const toggle = () => {
    setMessage(null);
    follow
      .toggle()
      .then((state) => onChange?.(state))
      .catch((error: unknown) => setMessage(error instanceof Error ? error.message : FOLLOW_MESSAGES.unknownUser));
  };
  return (
    <FollowFace
      isFollowed={follow.isFollowed}
      username={username}
      size={size}
      disabled={follow.isPending}
      onPress={toggle}
      message={message}
    />
  );
}
