import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { testAccountConfig } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { rawRequest, serveOnLoopback } from '../testing/server';
import { FuzzSession } from '../fuzz/runner';
import { BODY_TOO_LARGE_MESSAGE, MAX_BODY_BYTES, NUL_IN_BODY_MESSAGE, NUL_IN_QUERY_MESSAGE } from './input';

// Faults the fuzzer (src/fuzz/) found, kept as plain cases over a real socket.
let database: DatabaseHandle;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;

beforeAll(async () => {
  database = await openSeededDatabase(60);
  const api = createApi(database, { accounts: testAccountConfig(), logger: pino({ level: 'silent' }) });
  server = await serveOnLoopback(api);
});
afterAll(async () => {
  await server.close();
  await database.close();
});

const json = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

describe('a NUL character in the address', () => {
  it.each([
    '/catalog/category-info?path=%00',
    '/catalog/products?path=%00',
    '/catalog/category-map?slug=%00',
    '/catalog/legal-hint-content?identifier=%00',
    '/catalog/products?path=/kremy%00&sort=%00',
    '/product/%00',
    '/catalog/test/products?path=%2500',
  ])('%s is a 400 with a Polish message, not a 500', async (path) => {
    const answer = await rawRequest(server.port, { method: 'GET', path });
    expect(answer).toMatchObject({ kind: 'answer', status: 400 });
    if (answer.kind !== 'answer') return;
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'bad_request', message: NUL_IN_QUERY_MESSAGE } });
  });
});

describe('a NUL character in a JSON body', () => {
  it('is a 400 with a Polish message, in a string or in a key', async () => {
    for (const body of ['{"username":"a\\u0000","password":"x"}', '{"us\\u0000er":"a"}']) {
      const answer = await rawRequest(server.port, { method: 'POST', path: '/login_check', headers: json, body });
      expect(answer).toMatchObject({ kind: 'answer', status: 400 });
      if (answer.kind === 'answer') expect(JSON.parse(answer.body).error.message).toBe(NUL_IN_BODY_MESSAGE);
    }
  });
});

describe('bodies too large', () => {
  const big = 'x'.repeat(MAX_BODY_BYTES + 1);

  it('get a 413 in the API error shape and a closed connection, before the route reads them', async () => {
    for (const [method, path] of [
      ['POST', '/login_check'],
      ['POST', '/kwc/wishlist'],
      ['PUT', '/user'],
    ] as const) {
      const answer = await rawRequest(server.port, { method, path, headers: json, body: big });
      expect(answer, `${method} ${path}`).toMatchObject({ kind: 'answer', status: 413 });
      if (answer.kind !== 'answer') continue;
      expect(answer.headers.connection).toBe('close');
      expect(JSON.parse(answer.body)).toEqual({
        error: { code: 'payload_too_large', message: BODY_TOO_LARGE_MESSAGE },
      });
    }
  });

  it('are refused also when sent in chunks without a length', async () => {
    const answer = await rawRequest(server.port, {
      method: 'POST',
      path: '/login_check',
      headers: { ...json, 'transfer-encoding': 'chunked' },
      body: big,
    });
    expect(answer).toMatchObject({ kind: 'answer', status: 413 });
  });

  it('under the limit are read as before', async () => {
    const answer = await rawRequest(server.port, {
      method: 'POST',
      path: '/login_check',
      headers: json,
      body: JSON.stringify({ username: 'ania@demo.kwc.pl', password: 'x'.repeat(MAX_BODY_BYTES - 100) }),
    });
    expect(answer).toMatchObject({ kind: 'answer' });
    if (answer.kind === 'answer') expect(answer.status).toBeLessThan(500);
    if (answer.kind === 'answer') expect(answer.status).not.toBe(413);
  });
});

describe('numbers in the query beyond PostgreSQL integer', () => {
  it.each([
    '/kwc/wishlist?lists%5B%5D=9007199254740991',
    '/reviews/liked?ids=2147483648',
    '/catalog/product-review-counts?productId=2147483648',
  ])('%s is a 400, not a 500 (logged in)', async (path) => {
    const cookie = await new FuzzSession(server.port).cookie();
    const answer = await rawRequest(server.port, { method: 'GET', path, headers: { cookie } });
    expect(answer).toMatchObject({ kind: 'answer', status: 400 });
  });
});
