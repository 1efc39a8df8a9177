import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { call, testAccountConfig } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { openApiDocument } from './openapi';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
const document = openApiDocument();

beforeAll(async () => {
  database = await openSeededDatabase(60);
  api = createApi(database, { accounts: testAccountConfig(), logger: pino({ level: 'silent' }) });
});
afterAll(() => database.close());

/** Every operation the document lists, as `METHOD /api/path/{param}`. */
const documented = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    responses: Object.keys((operation as { responses: Record<string, unknown> }).responses),
  })),
);

describe('the OpenAPI document and the mounted routes', () => {
  it('lists exactly the routes the API answers on, no more and no fewer', () => {
    const mounted = api.routes
      .filter((route) => route.method !== 'ALL')
      .map((route) => `${route.method} /api${route.path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')}`);
    expect([...new Set(mounted)].sort()).toEqual(documented.map((operation) => operation.key).sort());
  });

  it('documents every answer a call gives to an anonymous caller with no or empty input', async () => {
    const undocumented: string[] = [];
    for (const operation of documented) {
      const path = operation.path
        .replace(/^\/api/, '')
        .replace(/\{(\w+)\}/g, (_, name: string) => (/id$|^page$/i.test(name) ? '1' : 'x'));
      const body = operation.method === 'GET' ? undefined : {};
      for (const headers of [{}, { 'sec-fetch-site': 'cross-site' }] as Record<string, string>[]) {
        if (operation.method === 'GET' && 'sec-fetch-site' in headers) continue;
        const response = await call(api, operation.method, path, { body, headers });
        await response.arrayBuffer();
        if (!operation.responses.includes(String(response.status))) {
          undocumented.push(
            `${operation.key} answered ${response.status}, documented ${operation.responses.join(', ')}`,
          );
        }
      }
    }
    expect(undocumented).toEqual([]);
  });
});
