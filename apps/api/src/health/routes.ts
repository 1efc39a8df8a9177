import { sql } from 'drizzle-orm';
import { Hono } from 'hono';

import type { ApiEnv } from '../http/env';

export const healthRoutes = new Hono<ApiEnv>().get('/', async (c) => {
  const started = performance.now();
  try {
    await c.var.db.execute(sql`select 1`);
    const latencyMs = Math.round((performance.now() - started) * 10) / 10;
    // The in-memory listing index (empty until the first listing loads it): size for operators.
    const listingIndex = { products: c.var.index.productCount, bytes: c.var.index.memoryBytes() };
    return c.json({ status: 'ok', database: { kind: c.var.dbKind, status: 'ok', latencyMs }, listingIndex });
  } catch {
    return c.json({ status: 'error', database: { kind: c.var.dbKind, status: 'unreachable' } }, 503);
  }
});
