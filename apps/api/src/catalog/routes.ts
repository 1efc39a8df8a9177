import { menuQuerySchema } from '@kwc/domain';
import { Hono } from 'hono';

import type { ApiEnv } from '../app';
import { getMenu } from './service';

export const catalogRoutes = new Hono<ApiEnv>().get('/get-menu', async (c) => {
  const query = menuQuerySchema.safeParse(c.req.query());
  if (!query.success) {
    return c.json({ error: { code: 'bad_request', message: query.error.issues[0]?.message } }, 400);
  }
  return c.json(await getMenu(c.var.db, query.data.id));
});
