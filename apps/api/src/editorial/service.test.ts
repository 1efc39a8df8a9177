import { describe, expect, it } from 'vitest';

import { SEED_NOW } from '../testing/database';
import { testingStatus } from './service';

describe('testing campaign status', () => {
  it('is relative to now, the end exclusive', () => {
    const startsAt = new Date(SEED_NOW.getTime() + 86_400_000);
    const endsAt = new Date(SEED_NOW.getTime() + 2 * 86_400_000);
    expect(testingStatus(startsAt, endsAt, SEED_NOW)).toBe('wkrótce');
    expect(testingStatus(startsAt, endsAt, startsAt)).toBe('trwa');
    expect(testingStatus(startsAt, endsAt, endsAt)).toBe('zakończone');
  });
});
