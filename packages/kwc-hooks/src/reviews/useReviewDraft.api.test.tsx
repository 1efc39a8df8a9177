// @vitest-environment node
// A DOM for the hooks; the cookies are kept by hand as in useReviewWriting.api.test.tsx.
// realApiClient first: it captures Node's upload classes before domGlobals replaces them.
import { realApiForFile, sessionOf } from '../test/realApiClient';
import '../test/domGlobals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { validReview } from '../test/reviewFixtures';
import { hooksWrapper } from '../test/wrapper';
import { useReviewDraft } from './useReviewDraft';
import { useMyReview, useSubmitReview } from './useReviewWriting';

const real = realApiForFile();

/** The review calls the API received since `from`, as `METHOD path`. */
const reviewCalls = (from: number) =>
  real.api.requests
    .slice(from)
    .map((request) => `${request.method} ${new URL(request.url).pathname}`)
    .filter((call) => /^(POST|PATCH) \/reviews/.test(call));

describe('useReviewDraft against the real API', () => {
  it('debounces: the first save creates the draft, later ones patch it, flush saves at once before submitting', async () => {
    await real.client.login({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' });
    const { cookies: cookieStore, session } = sessionOf(real.cookies);
    const skus = (await real.client.getProducts('/pielegnacja-twarzy')).products.map((product) => product.sku);
    const productId = Number(skus.at(-2)!.replace('KWC-', ''));
    await expect(real.client.getMyReview(productId)).resolves.toBeNull();

    const wrapper = hooksWrapper({ client: real.client, cookies: cookieStore, session });
    const { result } = renderHook(
      () => ({
        draft: useReviewDraft({ productId, reviewId: null, delayMs: 40 }),
        mine: useMyReview(productId),
        submit: useSubmitReview(productId),
      }),
      { wrapper },
    );
    expect(result.current.draft).toMatchObject({ state: 'idle', message: '', reviewId: null });
    const start = real.api.requests.length;

    // Three quick changes make one save: a POST creating the draft.
    act(() => {
      result.current.draft.schedule({ rating: 4 });
      result.current.draft.schedule({ rating: 4, title: 'Lek' });
      result.current.draft.schedule({ rating: 4, title: 'Lekki krem' });
    });
    await waitFor(() => expect(result.current.draft.state).toBe('saved'));
    expect(result.current.draft.message).toBe('Szkic zapisany');
    const reviewId = result.current.draft.reviewId!;
    expect(reviewId).toBeGreaterThan(0);
    expect(reviewCalls(start)).toEqual(['POST /reviews']);
    await waitFor(() => expect(result.current.mine.data?.review.status).toBe('draft'));
    expect(result.current.mine.data!.draft).toMatchObject({ rating: 4, title: 'Lekki krem' });

    // The next change patches the same review.
    act(() => result.current.draft.schedule({ rating: 3, title: 'Lekki krem', body: 'Początek' }));
    await waitFor(() => expect(reviewCalls(start)).toHaveLength(2));
    await waitFor(() => expect(result.current.draft.state).toBe('saved'));
    expect(reviewCalls(start)[1]).toBe(`PATCH /reviews/${reviewId}`);
    expect((await real.client.getMyReview(productId))!.draft).toMatchObject({ rating: 3, body: 'Początek' });

    // A change still waiting is saved by flush, before the review is sent.
    let flushed: number | null = null;
    await act(async () => {
      result.current.draft.schedule({ rating: 2, title: 'Ostatnia zmiana' });
      flushed = await result.current.draft.flush();
    });
    expect(flushed).toBe(reviewId);
    expect(reviewCalls(start)).toHaveLength(3);
    expect((await real.client.getMyReview(productId))!.draft).toMatchObject({ rating: 2, title: 'Ostatnia zmiana' });

    await act(async () => {
      await result.current.submit.run(reviewId, validReview());
    });
    expect(result.current.submit.error).toBeNull();
    await waitFor(() => expect(result.current.mine.data?.review.status).toBe('pending'));

    // A sent review takes no draft: the API's refusal shows as 'failed' with its Polish message.
    await act(async () => {
      result.current.draft.schedule({ rating: 1 });
      await result.current.draft.flush();
    });
    expect(result.current.draft.state).toBe('failed');
    expect(result.current.draft.message).toBe('Nie udało się zapisać szkicu');
    expect(result.current.draft.error).toBe('Tej opinii nie można już zmienić');
    expect((await real.client.getMyReview(productId))!.review.status).toBe('pending');
  });

  it('saves nothing while disabled, and a bad draft is refused with the field error kept in `error`', async () => {
    const { cookies: cookieStore, session } = sessionOf(real.cookies);
    const skus = (await real.client.getProducts('/pielegnacja-twarzy')).products.map((product) => product.sku);
    const productId = Number(skus.at(-3)!.replace('KWC-', ''));
    const wrapper = hooksWrapper({ client: real.client, cookies: cookieStore, session });
    const start = real.api.requests.length;

    const disabled = renderHook(() => useReviewDraft({ productId, reviewId: null, enabled: false, delayMs: 10 }), {
      wrapper,
    });
    await act(async () => {
      disabled.result.current.schedule({ rating: 5 });
      await disabled.result.current.flush();
    });
    expect(reviewCalls(start)).toEqual([]);
    expect(disabled.result.current.state).toBe('idle');

    const { result } = renderHook(() => useReviewDraft({ productId, reviewId: null, delayMs: 10 }), { wrapper });
    await act(async () => {
      result.current.schedule({ title: 'x'.repeat(151) });
      await result.current.flush();
    });
    expect(result.current.state).toBe('failed');
    expect(result.current.reviewId).toBeNull();
    await expect(real.client.getMyReview(productId)).resolves.toBeNull();
  });
});
