import { describe, expect, it } from 'vitest';

import { isAsciiSlug, toSlug } from './slug';

describe('slug helpers', () => {
  it('transliterates Polish letters', () => {
    expect(toSlug('Żel pod prysznic — łagodny, ŚWIEŻY')).toBe('zel-pod-prysznic-lagodny-swiezy');
    expect(isAsciiSlug('kremy-do-twarzy')).toBe(true);
    expect(isAsciiSlug('kremy--do')).toBe(false);
    expect(isAsciiSlug('żele')).toBe(false);
  });
});
