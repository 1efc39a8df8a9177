// The follow calls' table, apart from the spec's tables: the anonymous pages' bundle leaves it out.
import { userIdParamsSchema } from '../account/account-api';
import type { EndpointDefinition } from '../schemas/api';
import { FOLLOW_API_PATHS } from './follow-paths';
import {
  activityQuerySchema,
  activityResponseSchema,
  followRequestSchema,
  followResponseSchema,
  userFollowsQuerySchema,
  userFollowsResponseSchema,
} from './follows';

/** Follows and the activity feed (issue 33); every one needs a session. ours. */
export const FOLLOW_API = {
  follow: { method: 'POST', path: FOLLOW_API_PATHS.follow, body: followRequestSchema, response: followResponseSchema },
  unfollow: {
    method: 'DELETE',
    path: FOLLOW_API_PATHS.follow,
    body: followRequestSchema,
    response: followResponseSchema,
  },
  userFollows: {
    method: 'GET',
    path: FOLLOW_API_PATHS.userFollows,
    params: userIdParamsSchema,
    query: userFollowsQuerySchema,
    response: userFollowsResponseSchema,
  },
  activity: {
    method: 'GET',
    path: FOLLOW_API_PATHS.activity,
    query: activityQuerySchema,
    response: activityResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
