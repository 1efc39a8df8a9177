import { REVIEW_MESSAGES, VALIDATION_MESSAGES } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { EMPTY_REVIEW_FORM_VALUE, reviewDraftOf, reviewFormValueOf, reviewInputOf } from './reviewFormValue';

const filled = {
  ...EMPTY_REVIEW_FORM_VALUE,
  rating: 4,
  title: 'Lekki i nawilżający',
  body: 'a'.repeat(120),
  usageTime: 'months_1_3' as const,
  packagesUsed: 2,
  purchaseSource: 'drugstore' as const,
  pros: '  ',
  photos: [{ id: 9, url: '/p.webp', srcset: '/p.webp 320w', width: 640, height: 480 }],
};

describe('review form value', () => {
  it('turns a filled form into the schema input (blank pros → null, photos → ids)', () => {
    const result = reviewInputOf(filled);
    expect(result).toEqual({
      ok: true,
      input: expect.objectContaining({ rating: 4, pros: null, photoIds: [9], shopId: null }),
    });
  });

  it('gives the Polish message of each wrong field', () => {
    const result = reviewInputOf({ ...filled, rating: null, body: 'krótko' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.body).toBe(REVIEW_MESSAGES.bodyTooShort);
    expect(result.errors.rating).toBe(VALIDATION_MESSAGES.invalidRating);
    expect(result.errors.title).toBeUndefined();
  });

  it('round-trips a draft', () => {
    const draft = reviewDraftOf(filled);
    expect(draft.photoIds).toEqual([9]);
    expect(reviewFormValueOf({ ...draft, photos: filled.photos })).toEqual(filled);
    expect(reviewFormValueOf({ title: 'x' })).toEqual({ ...EMPTY_REVIEW_FORM_VALUE, title: 'x' });
  });
});
