import { readFileSync } from 'node:fs';

import { abTestsResponseSchema, type AbTest } from '@kwc/domain';

/**
 * The A/B tests `GET /api/ab-tests` answers (docs/analytics.md): `KWC_AB_TESTS` (a JSON list) or
 * `KWC_AB_TESTS_FILE` (a JSON file holding one); none of them gives an empty list (spec section 7).
 * A list that does not parse or fails the schema stops the start with the reason, not a silent empty list.
 */
export function abTestsFromEnv(env: NodeJS.ProcessEnv = process.env): AbTest[] {
  const inline = env.KWC_AB_TESTS?.trim();
  const file = env.KWC_AB_TESTS_FILE?.trim();
  if (inline && file) throw new Error('Set KWC_AB_TESTS or KWC_AB_TESTS_FILE, not both');
  if (!inline && !file) return [];
  const source = inline ? 'KWC_AB_TESTS' : `KWC_AB_TESTS_FILE (${file})`;
  let json: unknown;
  try {
    json = JSON.parse(inline || readFileSync(file!, 'utf8'));
  } catch (error) {
    throw new Error(`${source}: not a readable JSON list of A/B tests: ${(error as Error).message}`);
  }
  const parsed = abTestsResponseSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${source}: not a list of A/B tests ({ id, duration: { from, to }, segments }): ${parsed.error.message}`,
    );
  }
  const ids = new Set<string>();
  for (const test of parsed.data) {
    if (ids.has(test.id)) throw new Error(`${source}: the test id "${test.id}" appears twice`);
    ids.add(test.id);
    if (!(Date.parse(test.duration.from) < Date.parse(test.duration.to))) {
      throw new Error(`${source}: the test "${test.id}" ends before it starts`);
    }
  }
  return parsed.data;
}
