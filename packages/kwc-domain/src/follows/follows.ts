import { z } from 'zod';

import { followDirectionSchema } from '../account/account';
import { VALIDATION_MESSAGES } from '../messages';
import { dateTimeSchema, idSchema } from '../schemas/common';
import { productSchema } from '../schemas/product';
import { FOLLOW_MESSAGES } from './follow-messages';
import { FOLLOWS } from './follow-paths';

/**
 * A keyset cursor: the last row's time in microseconds since 1970 and its id, `{micros}_{id}`
 * (microseconds: PostgreSQL keeps them, a JS Date would round them away and skip rows).
 */
export const FOLLOW_CURSOR_PATTERN = /^\d{1,17}_\d{1,18}$/;
export const followCursorSchema = z.string().regex(FOLLOW_CURSOR_PATTERN, { error: FOLLOW_MESSAGES.invalidCursor });

const limitSchema = z.coerce
  .number({ error: VALIDATION_MESSAGES.invalidNumber })
  .int()
  .min(1)
  .max(FOLLOWS.maxPageSize)
  .default(FOLLOWS.pageSize);

/** Body of `POST` / `DELETE /api/kwc/follows`. */
export const followRequestSchema = z.object({ userId: idSchema });
export type FollowRequest = z.infer<typeof followRequestSchema>;

/** Answer of `POST` / `DELETE /api/kwc/follows`: the state after the call and the followee's count. */
export const followResponseSchema = z.object({
  userId: idSchema,
  isFollowed: z.boolean(),
  followers: z.number().int().nonnegative(),
});
export type FollowResponse = z.infer<typeof followResponseSchema>;

/** Query of `GET /api/kwc/users/{userId}/follows`: given = whom the user follows, received = followers. */
export const userFollowsQuerySchema = z.object({
  direction: followDirectionSchema,
  after: followCursorSchema.optional(),
  limit: limitSchema,
});
export type UserFollowsQuery = z.input<typeof userFollowsQuerySchema>;

/** A user in a follow list; `isFollowed`: whether the viewer follows them. */
export const followUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  rank: z.string(),
  reviews: z.number().int().nonnegative(),
  followers: z.number().int().nonnegative(),
  isFollowed: z.boolean(),
});
export type FollowUser = z.infer<typeof followUserSchema>;

/** Answer of `GET /api/kwc/users/{userId}/follows`, newest follow first; `next` is the cursor of the next page. */
export const userFollowsResponseSchema = z.object({
  users: z.array(followUserSchema),
  next: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export type UserFollowsResponse = z.infer<typeof userFollowsResponseSchema>;

/** Query of `GET /api/kwc/activity`. */
export const activityQuerySchema = z.object({ after: followCursorSchema.optional(), limit: limitSchema });
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityKindSchema = z.enum(['review', 'hit', 'product']);
export type ActivityKind = z.infer<typeof activityKindSchema>;

/** One event of a followed user: a review published, a HIT given, a product added. */
export const activityItemSchema = z.object({
  id: idSchema,
  kind: activityKindSchema,
  createdAt: dateTimeSchema,
  actor: z.object({ id: idSchema, username: z.string(), avatar: z.string().nullable(), rank: z.string() }),
  product: productSchema,
  review: z.object({ id: idSchema, rating: z.number().int().min(1).max(5), title: z.string() }).nullable(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

/** Answer of `GET /api/kwc/activity`, newest first. */
export const activityResponseSchema = z.object({ items: z.array(activityItemSchema), next: z.string().nullable() });
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
