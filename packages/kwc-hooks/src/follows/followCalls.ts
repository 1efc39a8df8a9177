import { FOLLOW_API, type FollowDirection } from '@kwc/domain';

import { at } from '../api/endpoints';
import type { RequestOptions, Transport } from '../api/transport';

/** The parsed answer of a `FOLLOW_API` call. */
export type FollowAnswer<K extends keyof typeof FOLLOW_API> = ReturnType<(typeof FOLLOW_API)[K]['response']['parse']>;

/** Follows and the activity feed (`FOLLOW_API`, ours); every call needs a session (401 otherwise). */
export interface FollowCalls {
  /** 400 for oneself, 404 for a missing or deactivated user; idempotent. */
  setFollow(userId: number, followed: boolean, options?: RequestOptions): Promise<FollowAnswer<'follow'>>;
  getUserFollows(
    userId: number,
    query: { direction: FollowDirection; after?: string | null; limit?: number },
    options?: RequestOptions,
  ): Promise<FollowAnswer<'userFollows'>>;
  getActivity(
    query?: { after?: string | null; limit?: number },
    options?: RequestOptions,
  ): Promise<FollowAnswer<'activity'>>;
}

export function followCalls({ request }: Transport): FollowCalls {
  const api = FOLLOW_API;
  return {
    setFollow: (userId, followed, opts) => {
      const endpoint = followed ? api.follow : api.unfollow;
      return request({ ...at(endpoint), body: { userId }, schema: endpoint.response, front: true }, opts);
    },
    getUserFollows: (userId, query, opts) =>
      request(
        {
          ...at(api.userFollows, { userId }),
          query: { direction: query.direction, after: query.after ?? undefined, limit: query.limit },
          schema: api.userFollows.response,
          front: true,
        },
        opts,
      ),
    getActivity: (query = {}, opts) =>
      request(
        {
          ...at(api.activity),
          query: { after: query.after ?? undefined, limit: query.limit },
          schema: api.activity.response,
          front: true,
        },
        opts,
      ),
  };
}
