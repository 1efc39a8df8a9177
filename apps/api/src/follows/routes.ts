import {
  activityQuerySchema,
  FOLLOW_MESSAGES,
  followRequestSchema,
  userFollowsQuerySchema,
  userIdParamsSchema,
} from '@kwc/domain';
import { Hono, type Context } from 'hono';

import { requireSession } from '../accounts/session';
import type { ApiEnv } from '../http/env';
import { NotFoundError } from '../http/errors';
import { jsonBody, validate, validateBody } from '../http/validate';
import { countAccountWrite } from '../shared/rate-limit';
import { activityFeed, setFollow, userFollows } from './service';

const session = (c: Context<ApiEnv>) => requireSession(c, c.var.accounts.config, FOLLOW_MESSAGES.loginRequired);

/** Follows and the activity feed (issue 33), mounted under `/kwc`; every call needs a session. */
export const followRoutes = new Hono<ApiEnv>()
  .post('/follows', async (c) => {
    const me = await session(c);
    await countAccountWrite(c, me.id);
    const body = validateBody(followRequestSchema, await jsonBody(c));
    return c.json(await setFollow(c.var.db, me.id, body.userId, true));
  })
  .delete('/follows', async (c) => {
    const me = await session(c);
    await countAccountWrite(c, me.id);
    const body = validateBody(followRequestSchema, await jsonBody(c));
    return c.json(await setFollow(c.var.db, me.id, body.userId, false));
  })
  .get('/users/:userId/follows', async (c) => {
    const me = await session(c);
    const params = userIdParamsSchema.safeParse(c.req.param());
    if (!params.success) throw new NotFoundError(FOLLOW_MESSAGES.unknownUser);
    const query = validate(userFollowsQuerySchema, c.req.query());
    c.header('cache-control', 'private, no-store');
    return c.json(await userFollows(c.var.db, me.id, params.data.userId, query));
  })
  .get('/activity', async (c) => {
    const me = await session(c);
    const query = validate(activityQuerySchema, c.req.query());
    await c.var.dictionary.ready();
    c.header('cache-control', 'private, no-store');
    return c.json(await activityFeed(c.var.db, c.var.dictionary, me.id, query));
  });
