import fc from 'fast-check';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openApiDocument } from '../docs/openapi';
import { testAccountConfig } from '../testing/accounts';
import { openSeededDatabase } from '../testing/database';
import { serveOnLoopback } from '../testing/server';
import { anyRequest, operationsOf } from './generator';
import { FuzzChecker, FuzzSession } from './runner';

// Schema-driven fuzzing of every documented endpoint over a real socket (docs/… issue 35): the
// short run of `npm test`; `node scripts/fuzz.mjs --requests 100000` runs this file for longer.
// Fewer on PostgreSQL: npm test runs the API's tests twice (PGlite, then PostgreSQL), and the 2 minutes
// the short run may cost are mostly spent on PGlite.
const REQUESTS = Number(process.env.KWC_FUZZ_REQUESTS ?? (process.env.DATABASE_URL ? 500 : 2000));
const SEED = process.env.KWC_FUZZ_SEED === undefined ? undefined : Number(process.env.KWC_FUZZ_SEED);
/** Print the counts every this many requests (the long run). */
const PROGRESS = Number(process.env.KWC_FUZZ_PROGRESS ?? 0);

let database: DatabaseHandle;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;
let checker: FuzzChecker;
const operations = operationsOf(openApiDocument());

beforeAll(async () => {
  database = await openSeededDatabase(60);
  const api = createApi(database, { accounts: testAccountConfig(), logger: pino({ level: 'silent' }) });
  server = await serveOnLoopback(api);
  checker = new FuzzChecker(database.db, server.port, new FuzzSession(server.port));
});
afterAll(async () => {
  await server?.close();
  await database?.close();
  // Read by scripts/fuzz.mjs for its summary.
  const { tally, session } = checker;
  const result = {
    ...tally.classes,
    total: tally.total,
    refusedWrites: tally.refusedWrites,
    accounts: session.accounts,
  };
  console.log(`KWC_FUZZ_RESULT ${JSON.stringify(result)}`);
});

describe('fuzzing every endpoint of the OpenAPI document', () => {
  it('covers every documented operation', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(new Set(operations.map((operation) => operation.method))).toEqual(
      new Set(['GET', 'POST', 'PATCH', 'DELETE']),
    );
  });

  it(
    `answers ${REQUESTS} hostile requests with no 5xx, no dropped connection, no hang, and no refused write changing a table`,
    async () => {
      await fc.assert(
        fc.asyncProperty(anyRequest(operations), async (request) => {
          const problem = await checker.check(request);
          if (PROGRESS > 0 && checker.tally.total % PROGRESS === 0) {
            console.log(`KWC_FUZZ_PROGRESS ${JSON.stringify(checker.tally.classes)}`);
          }
          if (problem) throw new Error(problem);
        }),
        { numRuns: REQUESTS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: false },
      );
      // Most of what an attacker sends is refused; some must get through, or the generator is too wrong.
      expect(checker.tally.classes['4xx']).toBeGreaterThan(0);
      expect(checker.tally.classes['2xx']).toBeGreaterThan(0);
    },
    Math.max(600_000, REQUESTS * 200),
  );
});
