import { describe, expect, it } from 'vitest';

import { reviewInputSchema, reviewSchema, reviewStatusSchema, ticketReplySchema } from './review';

const input = {
  rating: 5,
  title: 'Najlepszy krem na zimę',
  body: 'Używam od dwóch miesięcy, skóra jest nawilżona.',
  usageTime: 'months_1_3',
  packagesUsed: 2,
  purchaseSource: 'drugstore',
  pros: null,
  cons: null,
  skinType: 'dry',
  hairType: null,
  photos: [],
};

describe('review (ours, DESIGN.md section 4)', () => {
  it('takes rating 1–5, title, body, time of use, packages used and where bought', () => {
    expect(reviewInputSchema.parse(input)).toEqual(input);
    const bad = reviewInputSchema.safeParse({ ...input, rating: 6, title: ' ', usageTime: undefined, packagesUsed: 0 });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rating', 'Wybierz ocenę od 1 do 5'],
      ['title', 'To pole jest wymagane'],
      ['usageTime', 'To pole jest wymagane'],
      ['packagesUsed', 'Wartość jest za mała'],
    ]);
  });

  it('goes through draft, pending, published, needs_changes and rejected', () => {
    expect(reviewStatusSchema.options).toEqual(['draft', 'pending', 'published', 'needs_changes', 'rejected']);
    const review = {
      ...input,
      id: 1,
      productSKU: 'KWC-1240',
      author: { userId: 42, username: 'ania', avatar: null, rank: 'Ekspertka' },
      status: 'needs_changes',
      moderatorRemark: 'Dodaj więcej szczegółów',
      rejectionReason: null,
      likes: 3,
      createdAt: '2026-06-01T10:00:00+02:00',
      updatedAt: '2026-06-02T10:00:00Z',
      publishedAt: null,
    };
    expect(reviewSchema.parse(review)).toEqual(review);
    expect(ticketReplySchema.safeParse({ replyHash: 'abc', message: '' }).error?.issues[0]?.message).toBe(
      'To pole jest wymagane',
    );
  });
});
