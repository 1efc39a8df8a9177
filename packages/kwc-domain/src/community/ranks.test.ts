import { describe, expect, it } from 'vitest';

import { nextRank, rankFor, REVIEWER_RANKS } from './ranks';

describe('reviewer ranks', () => {
  it('starts every reviewer at the lowest rank', () => {
    expect(rankFor(0, 0)).toBe('Początkująca');
  });

  it('needs both thresholds of a rank', () => {
    expect(rankFor(3, 0)).toBe('Recenzentka');
    expect(rankFor(15, 29)).toBe('Recenzentka');
    expect(rankFor(14, 500)).toBe('Recenzentka');
    expect(rankFor(15, 30)).toBe('Ekspertka');
    expect(rankFor(500, 5000)).toBe('Mistrzyni urody');
  });

  it('keeps the ranks in rising order of both thresholds', () => {
    for (const [index, rank] of REVIEWER_RANKS.entries()) {
      const previous = REVIEWER_RANKS[index - 1];
      if (!previous) continue;
      expect(rank.reviews).toBeGreaterThanOrEqual(previous.reviews);
      expect(rank.likes).toBeGreaterThanOrEqual(previous.likes);
    }
  });

  it('says what is missing to the next rank', () => {
    expect(nextRank(10, 5)).toEqual({ name: 'Ekspertka', reviewsMissing: 5, likesMissing: 25 });
    expect(nextRank(50, 150)).toBeNull();
  });
});
