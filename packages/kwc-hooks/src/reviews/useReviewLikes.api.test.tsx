// @vitest-environment node
import { realApiForFile, sessionOf } from '../test/realApiClient';
import '../test/domGlobals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { hooksWrapper } from '../test/wrapper';
import { useReviewLikes } from './useReviewLikes';

const real = realApiForFile();

describe('review likes against the real API', () => {
  it('likes once however often pressed, and unlikes', async () => {
    await real.client.login({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' });
    const { cookies, session } = sessionOf(real.cookies);
    const me = session.getSnapshot().sessionUserId;
    const skus = (await real.client.getProducts('/pielegnacja-twarzy')).products.map((product) => product.sku);
    let reviews: { id: number; likes: number; author: { userId: number } | null }[] = [];
    for (const sku of skus) {
      reviews = (await real.client.getProductReviews({ sku })).reviews;
      if (reviews.some((review) => review.author?.userId !== me)) break;
    }
    const other = reviews.find((review) => review.author?.userId !== me)!;
    const ids = reviews.map((review) => review.id);

    const wrapper = hooksWrapper({ client: real.client, cookies, session });
    const { result } = renderHook(() => useReviewLikes(ids), { wrapper });
    // Not known until her likes are read: a page holds a press meanwhile.
    expect(result.current.isReady).toBe(false);
    await waitFor(() => expect(result.current.isReady).toBe(true));
    expect(result.current.isLiked(other.id)).toBe(false);
    expect(result.current.likesOf(other.id, other.likes)).toBe(other.likes);

    // Twice: the second like changes nothing (one per user and review).
    for (let time = 0; time < 2; time += 1) {
      await act(() => result.current.setLiked(other.id, true));
      expect(result.current.isLiked(other.id)).toBe(true);
      expect(result.current.likesOf(other.id, other.likes)).toBe(other.likes + 1);
    }
    expect((await real.client.getLikedReviews(ids)).reviewIds).toEqual([other.id]);

    await act(() => result.current.setLiked(other.id, false));
    expect(result.current.isLiked(other.id)).toBe(false);
    expect(result.current.likesOf(other.id, other.likes)).toBe(other.likes);
    expect(result.current.isBusy(other.id)).toBe(false);
  });
});
