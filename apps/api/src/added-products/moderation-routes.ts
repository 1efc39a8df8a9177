import {
  ACCOUNT_MESSAGES,
  addedProductIdParamsSchema,
  productModerationDecisionSchema,
  productModerationQueueQuerySchema,
} from '@kwc/domain';
import { Hono } from 'hono';

import { siteOrigin } from '../accounts/config';
import { requireSession } from '../accounts/session';
import type { ApiEnv } from '../http/env';
import { jsonBody, validate, validateBody } from '../http/validate';
import { requireModerator } from '../reviews/moderation';
import { decideAddedProduct, productModerationQueue } from './moderation';

/** The moderators' queue of added products and their decisions; the role is checked on every call. */
export const productModerationRoutes = new Hono<ApiEnv>()
  .get('/moderation/products', async (c) => {
    const session = await requireSession(c, c.var.accounts.config, ACCOUNT_MESSAGES.loginRequired);
    await requireModerator(c.var.db, c.var.accounts.config, session.id);
    const query = validate(productModerationQueueQuerySchema, c.req.query());
    c.header('cache-control', 'private, no-store');
    return c.json(await productModerationQueue(c.var.db, query));
  })
  .post('/moderation/products/:addedProductId/decision', async (c) => {
    const { config, mailer } = c.var.accounts;
    const session = await requireSession(c, config, ACCOUNT_MESSAGES.loginRequired);
    await requireModerator(c.var.db, config, session.id);
    const { addedProductId } = validate(addedProductIdParamsSchema, c.req.param());
    const decision = validateBody(productModerationDecisionSchema, await jsonBody(c));
    const answer = await decideAddedProduct(
      { db: c.var.db, mailer, now: config.now, origin: siteOrigin(config) },
      session.id,
      addedProductId,
      decision,
    );
    if (decision.decision === 'publish') {
      // A proposed brand may be new: its name and page address come from the dictionary.
      await c.var.dictionary.reload();
    }
    // A published product is in the change log: re-index and purge now, as review decisions do.
    await c.var.index.sync();
    return c.json(answer);
  });
