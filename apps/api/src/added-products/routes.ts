import {
  ACCOUNT_MESSAGES,
  addedProductInputSchema,
  inciCheckRequestSchema,
  likelyDuplicatesQuerySchema,
} from '@kwc/domain';
import { Hono, type Context } from 'hono';

import { requireSession } from '../accounts/session';
import type { ApiEnv } from '../http/env';
import { jsonBody, validate, validateBody } from '../http/validate';
import { reviewerGuard } from '../reviews/writing';
import { likelyDuplicates } from './duplicates';
import { productModerationRoutes } from './moderation-routes';
import { checkInci, createAddedProduct, formOptions, myAddedProducts } from './service';

const loginRequired = (c: Context<ApiEnv>) => requireSession(c, c.var.accounts.config, ACCOUNT_MESSAGES.loginRequired);
const private_ = (c: Context<ApiEnv>) => c.header('cache-control', 'private, no-store');

/** Products added by users at `/add-product` (DESIGN.md section 4); every call needs a session. */
export const addedProductRoutes = new Hono<ApiEnv>()
  .get('/added-products/form-options', async (c) => {
    await loginRequired(c);
    private_(c);
    return c.json(await formOptions(c.var.db));
  })
  .post('/added-products/inci-check', async (c) => {
    await loginRequired(c);
    const body = validateBody(inciCheckRequestSchema, await jsonBody(c));
    private_(c);
    return c.json(await checkInci(c.var.db, body.inci));
  })
  .get('/added-products/duplicates', async (c) => {
    await loginRequired(c);
    const query = validate(likelyDuplicatesQuerySchema, c.req.query());
    private_(c);
    return c.json({ items: await likelyDuplicates(c.var.db, query) });
  })
  .get('/added-products/mine', async (c) => {
    const session = await loginRequired(c);
    private_(c);
    return c.json({ items: await myAddedProducts(c.var.db, session.id) });
  })
  .post('/added-products', async (c) => {
    const session = await loginRequired(c);
    // The guards come before the body, as for reviews: who may not add learns that first.
    await reviewerGuard({ db: c.var.db, now: c.var.accounts.config.now }, session.id);
    const body = validateBody(addedProductInputSchema, await jsonBody(c));
    private_(c);
    return c.json({ addedProduct: await createAddedProduct(c.var.db, session.id, body) });
  })
  .route('/', productModerationRoutes);
