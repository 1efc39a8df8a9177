import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { anonymousIdSchema } from '../schemas/common';
import { ANONYMOUS_ID_PATTERN, isAnonymousId } from './identifiers';

const idCharacters = [...'ABCXYZabcxyz0189_-', ' ', '.', '/', 'ż', '\n'];

describe('isAnonymousId', () => {
  it('accepts 16 to 64 URL-safe characters, such as a UUID without hyphens', () => {
    expect(isAnonymousId('0f1e2d3c4b5a69788796a5b4c3d2e1f0')).toBe(true);
    expect(isAnonymousId('a'.repeat(16))).toBe(true);
    expect(isAnonymousId('a'.repeat(64))).toBe(true);
    expect(isAnonymousId('a'.repeat(15))).toBe(false);
    expect(isAnonymousId('a'.repeat(65))).toBe(false);
    expect(isAnonymousId(`${'a'.repeat(20)}.`)).toBe(false);
    expect(isAnonymousId(null)).toBe(false);
    expect(ANONYMOUS_ID_PATTERN.test('abcdefghijklmnop')).toBe(true);
  });

  it('agrees with anonymousIdSchema on any value', () => {
    const candidate = fc.oneof(
      fc.string({ unit: fc.constantFrom(...idCharacters), maxLength: 70 }),
      fc.string({ minLength: 14, maxLength: 66 }),
      fc.anything(),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        expect(isAnonymousId(value)).toBe(anonymousIdSchema.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
