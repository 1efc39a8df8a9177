import { describe, expect, it } from 'vitest';

import { abTestSchema } from './ab-test';

describe('abTestSchema', () => {
  it('holds id, duration.from, duration.to and segment percentages', () => {
    const test = {
      id: 'tiles',
      duration: { from: '2026-03-01T00:00:00Z', to: '2026-04-01T00:00:00+02:00' },
      segments: { A: 50, B: 50 },
    };
    expect(abTestSchema.parse(test)).toEqual(test);
    expect(abTestSchema.safeParse({ ...test, segments: { A: 150 } }).success).toBe(false);
    expect(abTestSchema.safeParse({ ...test, duration: { from: 'tomorrow', to: test.duration.to } }).success).toBe(
      false,
    );
  });
});
