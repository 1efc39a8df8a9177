import {
  FOLLOW_API_PATHS,
  FOLLOWS,
  type ActivityItem,
  type ActivityResponse,
  type FollowDirection,
  type FollowUser,
  type UserFollowsResponse,
} from '@kwc/domain';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';

import type { ApiError } from '../api/errors';
import { useApiClient } from '../provider/KwcHooksProvider';
import { useSession } from '../session/useSession';

// Follows and the activity feed (issue 33): keyset pages, each asked with the previous page's `next`.

/** What a keyset-paged list gives: the rows loaded so far and `loadMore` while `hasMore`. */
export interface KeysetList<T> {
  items: T[];
  hasMore: boolean;
  loadMore: () => void;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: ApiError | undefined;
}

type PageKey = readonly [key: string, after: string | null];

function useKeysetList<P extends { next: string | null }, T>(
  swr: ReturnType<typeof useSWRInfinite<P, ApiError>>,
  itemsOf: (page: P) => T[],
): KeysetList<T> {
  const pages = swr.data ?? [];
  const hasMore = (pages.at(-1)?.next ?? null) !== null;
  const { setSize } = swr;
  const loadMore = useCallback(() => {
    if (hasMore) void setSize((size) => size + 1);
  }, [hasMore, setSize]);
  return {
    items: pages.flatMap(itemsOf),
    hasMore,
    loadMore,
    isLoading: swr.isLoading,
    isLoadingMore: swr.size > 1 && swr.data !== undefined && swr.data[swr.size - 1] === undefined,
    error: swr.error,
  };
}

/** The key of a page: the first page's key and the cursor it continues from. */
const pageKey =
  (key: string | null) =>
  (index: number, previous: { next: string | null } | null): PageKey | null => {
    if (key === null) return null;
    if (index === 0) return [key, null];
    return previous?.next ? [key, previous.next] : null;
  };

/** Whom a user follows (`given`) or who follows them (`received`), newest first; asks nothing logged out. */
export function useUserFollows(
  userId: number | null,
  direction: FollowDirection,
  { pageSize = FOLLOWS.pageSize }: { pageSize?: number } = {},
): KeysetList<FollowUser> & { total: number | undefined } {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const key =
    isLoggedIn && userId !== null
      ? `${FOLLOW_API_PATHS.userFollows.replace('{userId}', String(userId))}?direction=${direction}&limit=${pageSize}`
      : null;
  const swr = useSWRInfinite<UserFollowsResponse, ApiError>(
    pageKey(key),
    ([, after]: PageKey) => client.getUserFollows(userId!, { direction, after, limit: pageSize }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  return { ...useKeysetList(swr, (page) => page.users), total: swr.data?.[0]?.total };
}

/** The activity of the people I follow, newest first; asks nothing logged out. */
export function useActivityFeed({ pageSize = FOLLOWS.pageSize }: { pageSize?: number } = {}): KeysetList<ActivityItem> {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const swr = useSWRInfinite<ActivityResponse, ApiError>(
    pageKey(isLoggedIn ? `${FOLLOW_API_PATHS.activity}?limit=${pageSize}` : null),
    ([, after]: PageKey) => client.getActivity({ after, limit: pageSize }),
    { revalidateFirstPage: false, revalidateOnFocus: false },
  );
  return useKeysetList(swr, (page) => page.items);
}

/** What `useFollowToggle` gives. */
export interface FollowToggle {
  isFollowed: boolean;
  followers: number;
  /** Follows or stops following; the server's answer becomes the state (and is returned). Throws the client's ApiError. */
  toggle: () => Promise<{ isFollowed: boolean; followers: number }>;
  isPending: boolean;
  error: ApiError | null;
}

/**
 * The follow state of one user, from what the page already knows (`isFollowed`, `followers`), and
 * its toggle. The activity feed is read again after a change; the lists are not, so a row someone
 * just stopped following stays in place (with 'Obserwuj') until the page is opened again.
 */
export function useFollowToggle(userId: number, initial: { isFollowed: boolean; followers: number }): FollowToggle {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState(initial);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  // Another user or fresher figures from the page: start from them (adjusted while rendering).
  const source = `${userId}:${initial.isFollowed}:${initial.followers}`;
  const [shownSource, setShownSource] = useState(source);
  if (shownSource !== source) {
    setShownSource(source);
    setState({ isFollowed: initial.isFollowed, followers: initial.followers });
  }
  const toggle = useCallback(async () => {
    setPending(true);
    setError(null);
    try {
      const answer = await client.setFollow(userId, !state.isFollowed);
      const next = { isFollowed: answer.isFollowed, followers: answer.followers };
      setState(next);
      await mutate((key) => typeof key === 'string' && key.includes(FOLLOW_API_PATHS.activity), undefined, {
        revalidate: true,
      });
      return next;
    } catch (caught) {
      setError(caught as ApiError);
      throw caught;
    } finally {
      setPending(false);
    }
  }, [client, mutate, state.isFollowed, userId]);
  return { ...state, toggle, isPending, error };
}
