import { describe, expect, it } from 'vitest';

import { REVIEW_REASONS } from './review-reasons';
import { reviewInputSchema, reviewSchema, reviewStatusSchema } from './review';
import { moderationDecisionSchema, reviewDraftSchema, ticketReplyRequestSchema } from './review-writing';

const input = {
  rating: 5,
  title: 'Najlepszy krem na zimę',
  body: 'Używam od dwóch miesięcy, rano i wieczorem. Skóra jest nawilżona, nie łuszczy się na mrozie i nie błyszczy.',
  usageTime: 'months_1_3',
  packagesUsed: 2,
  purchaseSource: 'drugstore',
  shopId: null,
  pros: null,
  cons: null,
  skinType: 'dry',
  hairType: null,
  receivedAs: null,
  photoIds: [],
};

describe('review (ours, DESIGN.md section 4)', () => {
  it('takes rating 1–5, title, body, time of use, packages used and where bought', () => {
    expect(reviewInputSchema.parse(input)).toEqual(input);
    const bad = reviewInputSchema.safeParse({
      ...input,
      rating: 6,
      title: ' ',
      body: 'Za krótko.',
      usageTime: undefined,
      packagesUsed: 0,
      photoIds: [1, 2, 3, 4, 5, 6],
    });
    expect(bad.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['rating', 'Wybierz ocenę od 1 do 5'],
      ['title', 'To pole jest wymagane'],
      ['body', 'Opinia powinna mieć co najmniej 100 znaków'],
      ['usageTime', 'To pole jest wymagane'],
      ['packagesUsed', 'Wartość jest za mała'],
      ['photoIds', 'Możesz dodać najwyżej 5 zdjęć'],
    ]);
  });

  it('a draft may be unfinished, not over the limits', () => {
    expect(reviewDraftSchema.parse({ title: 'Kre', body: '' })).toEqual({ title: 'Kre', body: '' });
    expect(reviewDraftSchema.safeParse({ title: 'x'.repeat(151) }).error?.issues[0]?.message).toBe(
      'Tekst jest za długi',
    );
  });

  it('goes through draft, pending, published, needs_changes, rejected and hidden', () => {
    expect(reviewStatusSchema.options).toEqual([
      'draft',
      'pending',
      'published',
      'needs_changes',
      'rejected',
      'hidden',
    ]);
    const { photoIds: _photoIds, ...content } = input;
    const review = {
      ...content,
      photos: [],
      id: 1,
      productId: 1240,
      productSKU: 'KWC-1240',
      author: { userId: 42, username: 'ania', avatar: null, rank: 'Ekspertka' },
      status: 'needs_changes',
      remarks: {
        decision: 'request_changes',
        reasons: [{ code: 'too_short', label: REVIEW_REASONS.too_short.label }],
        remark: 'Dodaj więcej szczegółów',
        at: '2026-06-02T10:00:00Z',
      },
      revision: null,
      likes: 3,
      createdAt: '2026-06-01T10:00:00+02:00',
      updatedAt: '2026-06-02T10:00:00Z',
      submittedAt: '2026-06-01T10:00:00+02:00',
      publishedAt: null,
    };
    expect(reviewSchema.parse(review)).toEqual(review);
    // A draft as stored: unfinished fields read back as they are.
    const draft = {
      ...review,
      status: 'draft',
      rating: 0,
      title: '',
      body: '',
      usageTime: null,
      packagesUsed: null,
      purchaseSource: null,
      remarks: null,
    };
    expect(reviewSchema.parse(draft)).toEqual(draft);
    expect(ticketReplyRequestSchema.safeParse({ message: '', review: input }).error?.issues[0]?.message).toBe(
      'To pole jest wymagane',
    );
  });

  it('a decision other than publishing names reasons of its kind', () => {
    const issues = (value: unknown) =>
      moderationDecisionSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(issues({ decision: 'publish' })).toEqual([]);
    expect(issues({ decision: 'request_changes', reasonCodes: ['too_short'], remark: 'Więcej o zapachu' })).toEqual([]);
    expect(issues({ decision: 'reject', reasonCodes: [] })).toEqual(['Wybierz przynajmniej jeden powód']);
    expect(issues({ decision: 'reject', reasonCodes: ['too_short'] })).toEqual(['Te powody nie pasują do tej decyzji']);
    expect(issues({ decision: 'request_changes', reasonCodes: ['copied'] })).toEqual([
      'Te powody nie pasują do tej decyzji',
    ]);
    expect(issues({ decision: 'hide', reasonCodes: ['illegal'] })).toEqual([]);
    expect(moderationDecisionSchema.safeParse({ decision: 'publish', reasonCodes: ['nieznany'] }).success).toBe(false);
  });
});
