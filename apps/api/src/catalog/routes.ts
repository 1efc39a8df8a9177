import { Hono } from 'hono';
import { z } from 'zod';

import type { ApiEnv } from '../app';
import { getMenu } from './service';

const menuQuerySchema = z.object({
  id: z.enum(['uroda', 'uroda_footer'], { error: 'Nieznane menu: dozwolone są uroda i uroda_footer' }),
});

export const catalogRoutes = new Hono<ApiEnv>().get('/get-menu', async (c) => {
  const query = menuQuerySchema.safeParse(c.req.query());
  if (!query.success) {
    return c.json({ error: { code: 'bad_request', message: query.error.issues[0]?.message } }, 400);
  }
  return c.json(await getMenu(c.var.db, query.data.id));
});
