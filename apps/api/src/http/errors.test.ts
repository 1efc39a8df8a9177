import { Writable } from 'node:stream';

import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { openTestDatabase } from '../testing/database';

describe('unexpected failures', () => {
  it('answer 500 with the request id, keep the stack trace in the structured log only', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    // A query that fails for a reason no caller expects (a missing table): a database that cannot be
    // reached is another answer, 503 (db/unavailable.pg.test.ts).
    const broken = await openTestDatabase();
    await broken.db.execute(sql`drop table categories cascade`);
    const api = createApi(broken, { logger: pino({ level: 'info' }, sink) });

    const response = await api.request('/catalog/category-info?path=%2Fperfumy', {
      headers: { 'x-request-id': 'test-request-42' },
    });

    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({
      error: { code: 'internal', message: 'Wystąpił nieoczekiwany błąd', requestId: 'test-request-42' },
    });
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
    expect(response.headers.get('x-request-id')).toBe('test-request-42');
    const logged = lines.find((line) => line.msg === 'unhandled error');
    expect(logged).toMatchObject({ requestId: 'test-request-42', path: '/catalog/category-info', level: 50 });
    expect(String((logged?.err as { stack?: string })?.stack)).toContain('Error');
    expect(lines.find((line) => line.msg === 'request')).toMatchObject({ status: 500, method: 'GET' });
    await broken.close();
  });
});
