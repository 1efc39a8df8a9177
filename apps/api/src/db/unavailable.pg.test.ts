import { apiErrorSchema, ERROR_MESSAGES } from '@kwc/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../../scripts/lib/postgres.mjs';
import { createApi } from '../app';
import { call, testAccountConfig } from '../testing/accounts';
import { openDatabase, type DatabaseHandle } from './client';

// Runs with the PostgreSQL suite (`node scripts/test.mjs api-postgres`), on a server of its own:
// stopping the suite's shared one would fail the other files.
const onPostgres = process.env.DATABASE_URL !== undefined;

let pg: ThrowawayPostgres | undefined;
let database: DatabaseHandle | undefined;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  if (!onPostgres) return;
  pg = await startThrowawayPostgres();
  database = await openDatabase({ url: pg.url });
  api = createApi(database, { accounts: testAccountConfig(), logger: pino({ level: 'silent' }) });
});
afterAll(async () => {
  await database?.close();
  pg?.stop();
});

const shops = () => call(api, 'GET', '/reviews/shops');
const login = () => call(api, 'POST', '/login_check', { body: { username: 'ktos@example.pl', password: 'zlehaslo1' } });

describe.runIf(onPostgres)('PostgreSQL stopped and started again under the API', () => {
  it('answers 503 with the Polish error while it is down, and serves again by itself once it is back', async () => {
    expect((await shops()).status).toBe(200);
    expect((await login()).status).toBe(401);

    await pg!.stopServer();
    for (const answer of [await shops(), await login()]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      const { error } = apiErrorSchema.parse(await answer.json());
      expect(error).toMatchObject({ code: 'unavailable', message: ERROR_MESSAGES.unavailable });
    }

    await pg!.startServer();
    // The pool reconnects on its own (at most 1 s between attempts): no restart of the API.
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 200; attempt++) {
      status = (await shops()).status;
      if (status !== 200) {
        expect(status).toBe(503);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    expect(status).toBe(200);
    expect((await login()).status).toBe(401);
  });
});
