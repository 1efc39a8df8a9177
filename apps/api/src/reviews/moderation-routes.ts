import {
  ACCOUNT_MESSAGES,
  moderationDecisionSchema,
  moderationQueueQuerySchema,
  reviewIdParamsSchema,
} from '@kwc/domain';
import { Hono } from 'hono';

import { siteOrigin } from '../accounts/config';
import { requireSession } from '../accounts/session';
import type { ApiEnv } from '../http/env';
import { jsonBody, validate, validateBody } from '../http/validate';
import { decide, moderationQueue, requireModerator } from './moderation';

/** The moderators' queue and decisions; the role is checked on every call, from the stored account. */
export const moderationRoutes = new Hono<ApiEnv>()
  .get('/moderation/reviews', async (c) => {
    const session = await requireSession(c, c.var.accounts.config, ACCOUNT_MESSAGES.loginRequired);
    await requireModerator(c.var.db, c.var.accounts.config, session.id);
    const query = validate(moderationQueueQuerySchema, c.req.query());
    c.header('cache-control', 'private, no-store');
    return c.json(await moderationQueue(c.var.db, c.var.dictionary, query));
  })
  .post('/moderation/reviews/:reviewId/decision', async (c) => {
    const { config, mailer } = c.var.accounts;
    const session = await requireSession(c, config, ACCOUNT_MESSAGES.loginRequired);
    await requireModerator(c.var.db, config, session.id);
    const { reviewId } = validate(reviewIdParamsSchema, c.req.param());
    const decision = validateBody(moderationDecisionSchema, await jsonBody(c));
    const answer = await decide(
      { db: c.var.db, mailer, now: config.now, origin: siteOrigin(config) },
      session.id,
      reviewId,
      decision,
    );
    // The decision's review and product rows are in the change log: re-index and purge now.
    await c.var.index.sync();
    return c.json(answer);
  });
