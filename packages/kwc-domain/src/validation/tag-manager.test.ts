import { describe, expect, it } from 'vitest';

import { isTagManagerId, parseTagManagerId } from './tag-manager';

describe('tag-manager id', () => {
  it('is GTM- followed by uppercase letters or digits', () => {
    expect(isTagManagerId('GTM-AB12CD3')).toBe(true);
    expect(isTagManagerId('GTM-ab12')).toBe(false);
    expect(isTagManagerId('GTM-')).toBe(false);
    expect(isTagManagerId('UA-12345')).toBe(false);
    expect(isTagManagerId('GTM-AB 12')).toBe(false);
  });

  it('raises an error for a malformed id, and gives null for a missing one', () => {
    expect(parseTagManagerId('GTM-K7Q2')).toBe('GTM-K7Q2');
    expect(() => parseTagManagerId('GTM-k7q2')).toThrow(TypeError);
    expect(parseTagManagerId(undefined)).toBeNull();
    expect(parseTagManagerId('')).toBeNull();
  });
});
