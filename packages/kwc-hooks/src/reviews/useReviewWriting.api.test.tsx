// @vitest-environment node
// A DOM for the hooks, Node's FormData and File for the upload; the cookies are kept by hand.
// realApiClient first: it captures Node's upload classes before domGlobals replaces them.
import { realApiForFile, sessionOf } from '../test/realApiClient';
import '../test/domGlobals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TINY_PNG as PNG, validReview } from '../test/reviewFixtures';
import { hooksWrapper } from '../test/wrapper';
import { useMyReview, useSubmitReview, useUploadReviewPhoto } from './useReviewWriting';

const REVIEW = validReview();

const real = realApiForFile();

describe('review writing hooks against the real API', () => {
  it('an author without a review gets null; uploading, a refused submit and a sent review update the state', async () => {
    await real.client.login({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' });
    const { cookies: cookieStore, session } = sessionOf(real.cookies);
    expect(session.getSnapshot().isLoggedIn).toBe(true);

    // A face cream ania has not reviewed (her demo reviews are on some of them): her review answers null.
    const skus = (await real.client.getProducts('/pielegnacja-twarzy')).products.map((product) => product.sku);
    let productId = 0;
    for (const sku of skus.toReversed()) {
      const id = Number(sku.replace('KWC-', ''));
      if ((await real.client.getMyReview(id)) === null) {
        productId = id;
        break;
      }
    }
    expect(productId).toBeGreaterThan(0);
    const wrapper = hooksWrapper({ client: real.client, cookies: cookieStore, session });
    const { result } = renderHook(
      () => ({ mine: useMyReview(productId), submit: useSubmitReview(productId), upload: useUploadReviewPhoto() }),
      { wrapper },
    );

    await waitFor(() => expect(result.current.mine.data).toBeNull());

    let answer: Awaited<ReturnType<typeof result.current.upload.run>> = null;
    await act(async () => {
      answer = await result.current.upload.run(new File([PNG], 'zel.png', { type: 'image/png' }));
    });
    expect(result.current.upload).toMatchObject({ error: null, fields: {}, isDone: true });
    const photoId = answer!.photo.id;
    expect(photoId).toBeGreaterThan(0);

    await act(async () => {
      await expect(result.current.submit.run(null, { ...REVIEW, body: 'Krótko.' })).resolves.toBeNull();
    });
    expect(Object.keys(result.current.submit.fields).length).toBeGreaterThan(0);
    expect(result.current.mine.data).toBeNull();

    await act(async () => {
      await result.current.submit.run(null, { ...REVIEW, photoIds: [photoId] });
    });
    expect(result.current.submit).toMatchObject({ isDone: true, error: null, fields: {} });
    await waitFor(() => expect(result.current.mine.data?.review.status).toBe('pending'));
    expect(result.current.mine.data!.review.photos.map((photo) => photo.id)).toEqual([photoId]);
  });
});
