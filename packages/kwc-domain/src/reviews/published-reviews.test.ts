import { describe, expect, it } from 'vitest';

import { productFixture } from '../schemas/fixtures';
import {
  newestReviewsQuerySchema,
  productReviewsQuerySchema,
  publicReviewSchema,
  reviewersQuerySchema,
  reviewWithProductSchema,
} from './published-reviews';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const author = { userId: 3, username: 'kasia_z_krakowa', avatar: null, rank: 'Recenzentka' };
const review = {
  id: 41,
  productSKU: 'KWC-1240',
  author,
  rating: 5,
  title: 'Świetnie nawilża',
  body: 'Treść demonstracyjna.',
  pros: 'wydajny',
  cons: null,
  usageTime: 'months_1_3',
  purchaseSource: 'drugstore',
  skinType: 'dry',
  hairType: null,
  receivedAs: null,
  photos: [],
  likes: 4,
  publishedAt: '2026-11-20T10:00:00.000Z',
};

describe('reviews', () => {
  it('take sku, sort (newest by default), page and pageSize up to 50', () => {
    expect(productReviewsQuerySchema.parse({ sku: 'KWC-12' })).toEqual({
      sku: 'KWC-12',
      sort: 'newest',
      page: 1,
      pageSize: 10,
    });
    expect(productReviewsQuerySchema.parse({ sku: 'KWC-12', sort: 'most_liked', page: '3', pageSize: '50' })).toEqual({
      sku: 'KWC-12',
      sort: 'most_liked',
      page: 3,
      pageSize: 50,
    });
    expect(firstMessage(productReviewsQuerySchema.safeParse({ sku: 'KWC-12', sort: 'best' }))).toBe(
      'Nieznany sposób sortowania',
    );
    expect(firstMessage(productReviewsQuerySchema.safeParse({ sku: 'KWC-12', pageSize: '51' }))).toBe(
      'Wartość jest za duża',
    );
    expect(firstMessage(productReviewsQuerySchema.safeParse({ sku: '12' }))).toBe('Nieprawidłowy kod produktu');
    expect(firstMessage(productReviewsQuerySchema.safeParse({}))).toBe('To pole jest wymagane');
    expect(firstMessage(newestReviewsQuerySchema.safeParse({ page: '10001' }))).toBe('Wartość jest za duża');
    expect(reviewersQuerySchema.parse({})).toEqual({ page: 1, pageSize: 24 });
  });

  it('show public fields only, published ones with their date', () => {
    expect(publicReviewSchema.parse(review)).toEqual(review);
    const withStatus = publicReviewSchema.parse({ ...review, status: 'rejected', moderatorRemark: 'x' });
    expect(withStatus).not.toHaveProperty('status');
    expect(withStatus).not.toHaveProperty('moderatorRemark');
    expect(publicReviewSchema.safeParse({ ...review, publishedAt: null }).success).toBe(false);
    expect(publicReviewSchema.parse({ ...review, usageTime: null, purchaseSource: null }).usageTime).toBeNull();
    expect(reviewWithProductSchema.parse({ ...review, product: productFixture }).product).toEqual(productFixture);
  });
});
