import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { abTestsResponseSchema, type AbTest } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';
import { abTestsFromEnv } from './ab-tests';

const TEST: AbTest = {
  id: 'kolor-przycisku',
  duration: { from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z' },
  segments: { A: 50, B: 50 },
};

describe('abTestsFromEnv', () => {
  it('gives an empty list when nothing is configured', () => {
    expect(abTestsFromEnv({})).toEqual([]);
  });

  it('reads the list from KWC_AB_TESTS or from the file KWC_AB_TESTS_FILE names', () => {
    expect(abTestsFromEnv({ KWC_AB_TESTS: JSON.stringify([TEST]) })).toEqual([TEST]);
    const file = join(mkdtempSync(join(tmpdir(), 'kwc-ab-')), 'ab-tests.json');
    writeFileSync(file, JSON.stringify([TEST]));
    expect(abTestsFromEnv({ KWC_AB_TESTS_FILE: file })).toEqual([TEST]);
  });

  it('refuses a configuration that is not a valid list, naming the reason', () => {
    expect(() => abTestsFromEnv({ KWC_AB_TESTS: '{oops' })).toThrow(/KWC_AB_TESTS: not a readable JSON/);
    expect(() => abTestsFromEnv({ KWC_AB_TESTS: JSON.stringify([{ ...TEST, segments: { A: 120 } }]) })).toThrow(
      /not a list of A\/B tests/,
    );
    expect(() => abTestsFromEnv({ KWC_AB_TESTS: JSON.stringify([TEST, TEST]) })).toThrow(/appears twice/);
    const backwards = { ...TEST, duration: { from: TEST.duration.to, to: TEST.duration.from } };
    expect(() => abTestsFromEnv({ KWC_AB_TESTS: JSON.stringify([backwards]) })).toThrow(/ends before it starts/);
    expect(() => abTestsFromEnv({ KWC_AB_TESTS: '[]', KWC_AB_TESTS_FILE: '/x.json' })).toThrow(/not both/);
    expect(() => abTestsFromEnv({ KWC_AB_TESTS_FILE: '/nonexistent/ab.json' })).toThrow(/KWC_AB_TESTS_FILE/);
  });
});

describe('GET /ab-tests with a configured test', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openSeededDatabase(30);
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the configured list', async () => {
    const response = await createApi(database, { abTests: [TEST] }).request('/ab-tests');
    expect(response.status).toBe(200);
    expect(abTestsResponseSchema.parse(await response.json())).toEqual([TEST]);
  });
});
