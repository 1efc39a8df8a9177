import { ACCOUNT_MESSAGES, hitRequestSchema } from '@kwc/domain';
import { Hono, type Context } from 'hono';

import { requireSession } from '../accounts/session';
import type { ApiEnv } from '../http/env';
import { jsonBody, validateBody } from '../http/validate';
import { countAccountWrite } from '../shared/rate-limit';
import { myHits, setHit } from './service';

const loginRequired = (c: Context<ApiEnv>) => requireSession(c, c.var.accounts.config, ACCOUNT_MESSAGES.loginRequired);

/** A body from JSON, or the query (a DELETE may come without a body, as the wishlist's does). */
async function hitBody(c: Context<ApiEnv>) {
  const body = await jsonBody(c);
  return validateBody(hitRequestSchema, { ...c.req.query(), ...(body as object) });
}

/** HITs (spec sections 3 and 5): the user's marks, giving one and taking one back; mounted at `/kwc`. */
export const hitRoutes = new Hono<ApiEnv>()
  .get('/hits/mine', async (c) => {
    const session = await loginRequired(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await myHits(c.var.db, session.id));
  })
  .post('/hits', async (c) => {
    const session = await loginRequired(c);
    await countAccountWrite(c, session.id);
    const { productSKU } = await hitBody(c);
    return c.json(await setHit(c.var.db, session.id, productSKU, true));
  })
  .delete('/hits', async (c) => {
    const session = await loginRequired(c);
    await countAccountWrite(c, session.id);
    const { productSKU } = await hitBody(c);
    return c.json(await setHit(c.var.db, session.id, productSKU, false));
  });
