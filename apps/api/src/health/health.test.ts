import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../testing/database';

describe('GET /health', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers ok after checking the database', async () => {
    const response = await createApi(database).request('/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body).toMatchObject({
      status: 'ok',
      database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', status: 'ok' },
    });
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers 503 when the database is gone', async () => {
    const broken = await openTestDatabase();
    await broken.close();
    const response = await createApi(broken).request('/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: 'error', database: { status: 'unreachable' } });
  });

  it('answers unknown API paths with a Polish JSON 404', async () => {
    const response = await createApi(database).request('/nie-ma-takiej-sciezki');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'Nie znaleziono zasobu' } });
  });
});
