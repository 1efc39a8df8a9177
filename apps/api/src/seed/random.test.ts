import { describe, expect, it } from 'vitest';

import { Random } from './random';

describe('Random', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new Random(42);
    const b = new Random(42);
    expect(Array.from({ length: 5 }, () => a.next())).toEqual(Array.from({ length: 5 }, () => b.next()));
    expect(new Random(43).next()).not.toBe(new Random(42).next());
  });

  it('stays within the asked bounds and samples without repeats', () => {
    const random = new Random(7);
    for (let i = 0; i < 1000; i++) {
      const n = random.int(3, 9);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(9);
    }
    const sample = random.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample([1, 2], 5)).toHaveLength(2);
  });

  it('favours heavier weights', () => {
    const random = new Random(1);
    const counts = { a: 0, b: 0 };
    for (let i = 0; i < 2000; i++) counts[random.weighted(['a', 'b'] as const, (x) => (x === 'a' ? 9 : 1))]++;
    expect(counts.a).toBeGreaterThan(counts.b * 5);
  });
});
