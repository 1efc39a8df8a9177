import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ApiSchemaError } from '../api/errors';
import { setupMswServer } from '../test/msw';
import { mswClient, requestRecorder } from '../test/mswClient';
import { hooksWrapper } from '../test/wrapper';
import { newestReviewsKey, useNewestReviews } from './useNewestReviews';
import { useReviewers } from './useReviewers';

const server = setupMswServer();
const capture = requestRecorder(server);

const searchOf = (requests: Request[]) => requests.map((request) => new URL(request.url).search);

describe('review calls', () => {
  it('sends the product reviews query and parses the answer', async () => {
    const reviews = capture('get', '/api/catalog/product-reviews', () => HttpResponse.json({ reviews: [], total: 0 }));
    const { client } = mswClient();

    await expect(client.getProductReviews({ sku: 'KWC-12', sort: 'rating_desc', page: 2 })).resolves.toEqual({
      reviews: [],
      total: 0,
    });

    expect(searchOf(reviews)).toEqual(['?sku=KWC-12&sort=rating_desc&page=2']);
  });

  it('asks the first page of the newest reviews and of the reviewers without a page parameter', async () => {
    const newest = capture('get', '/api/reviews/newest', () => HttpResponse.json({ reviews: [], total: 0 }));
    const reviewers = capture('get', '/api/reviewers', () => HttpResponse.json({ reviewers: [], total: 0 }));
    const { client } = mswClient();

    await expect(client.getNewestReviews()).resolves.toEqual({ reviews: [], total: 0 });
    await client.getNewestReviews({ page: 1 });
    await client.getNewestReviews({ page: 3, pageSize: 5 });
    await expect(client.getReviewers({ page: 1 })).resolves.toEqual({ reviewers: [], total: 0 });
    await client.getReviewers({ page: 2 });

    expect(searchOf(newest)).toEqual(['', '', '?page=3&pageSize=5']);
    expect(searchOf(reviewers)).toEqual(['', '?page=2']);
  });

  it('rejects a ranking without its total as malformed', async () => {
    capture('get', '/api/reviewers', () => HttpResponse.json({ reviewers: [] }));
    const { client } = mswClient();

    await expect(client.getReviewers()).rejects.toBeInstanceOf(ApiSchemaError);
  });
});

describe('review hooks', () => {
  it('useNewestReviews renders what SSR prefilled under its key, then loads the next page', async () => {
    const first = { reviews: [], total: 30 };
    const requests = capture('get', '/api/reviews/newest', () => HttpResponse.json({ reviews: [], total: 31 }));
    const wrapper = hooksWrapper({ client: mswClient().client, fallback: { [newestReviewsKey({ page: 1 })]: first } });

    const { result, rerender } = renderHook(({ page }) => useNewestReviews({ page }), {
      wrapper,
      initialProps: { page: 1 },
    });
    expect(result.current.data).toEqual(first);
    expect(requests).toEqual([]);

    rerender({ page: 2 });
    await waitFor(() => expect(result.current.data).toEqual({ reviews: [], total: 31 }));
    expect(new Set(searchOf(requests))).toEqual(new Set(['?page=2']));
  });

  it('useReviewers loads nothing for a null query', () => {
    const requests = capture('get', '/api/reviewers', () => HttpResponse.json({ reviewers: [], total: 0 }));
    const wrapper = hooksWrapper({ client: mswClient().client });

    const { result } = renderHook(() => useReviewers(null), { wrapper });

    expect(result.current.data).toBeUndefined();
    expect(requests).toEqual([]);
  });
});
