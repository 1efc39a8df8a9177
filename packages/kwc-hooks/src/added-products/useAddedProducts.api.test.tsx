// @vitest-environment node
// A DOM for the hooks, Node's FormData and File for the upload; the cookies are kept by hand.
// realApiClient first: it captures Node's upload classes before domGlobals replaces them.
import { realApiForFile, sessionOf } from '../test/realApiClient';
import '../test/domGlobals';
import { ADDED_PRODUCT_MESSAGES } from '@kwc/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiResponseError } from '../api/errors';
import { TINY_PNG as PNG } from '../test/reviewFixtures';
import { hooksWrapper } from '../test/wrapper';
import {
  useAddedProductFormOptions,
  useAddProduct,
  useInciCheck,
  useLikelyDuplicates,
  useMyAddedProducts,
  useProductModerationDecision,
  useProductModerationQueue,
} from './useAddedProducts';

const real = realApiForFile();

describe('added-product hooks against the real API', () => {
  it('loads the form options, checks the INCI, refuses bad input with fields and lists the sent product', async () => {
    await real.client.login({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' });
    const { cookies, session } = sessionOf(real.cookies);
    const wrapper = hooksWrapper({ client: real.client, cookies, session });
    const { result } = renderHook(
      () => ({
        options: useAddedProductFormOptions(),
        check: useInciCheck(),
        duplicates: useLikelyDuplicates({ brandName: 'Marka', name: 'Kr' }),
        add: useAddProduct(),
        mine: useMyAddedProducts(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.options.data).toBeDefined());
    const { brands, categories } = result.current.options.data!;
    expect(brands.length).toBeGreaterThan(0);
    expect(categories.length).toBeGreaterThan(0);
    // A name under 3 characters asks nothing.
    expect(result.current.duplicates.isLoading).toBe(false);
    expect(result.current.duplicates.data).toBeUndefined();

    const check = await result.current.check('Aqua, Zupełnie Nieznany Składnik');
    expect(check.unknown).toContain('Zupełnie Nieznany Składnik');

    let failure: unknown = null;
    await act(async () => {
      failure = await result.current.add
        .addProduct({
          brandId: brands[0]!.id,
          name: 'K',
          categoryId: categories[0]!.id,
          description: 'x',
          photoId: null,
        })
        .catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiResponseError);
    expect((failure as ApiResponseError).fields).toMatchObject({ photoId: ADDED_PRODUCT_MESSAGES.photoRequired });

    const { photo } = await real.client.uploadReviewPhoto(new File([PNG], 'krem.png', { type: 'image/png' }));
    await act(async () => {
      const added = await result.current.add.addProduct({
        brandName: 'Marka Z Hooków',
        name: 'Krem z hooków',
        categoryId: categories[0]!.id,
        description: 'Krem dodany w teście hooków, opis ma ponad dwadzieścia znaków.',
        inci: 'Aqua',
        photoId: photo.id,
      });
      expect(added.status).toBe('pending');
    });
    // A fresh page's list (the cached list's update after sending is not proven here: see docs/added-products.md).
    const fresh = renderHook(() => useMyAddedProducts(), { wrapper });
    await waitFor(() => expect(fresh.result.current.data?.items[0]?.name).toBe('Krem z hooków'));
  });

  it('gives the moderator the queue with the demo proposal, rejects one and refuses deciding it twice', async () => {
    await real.client.login({ username: 'moderator@demo.kwc.pl', password: 'kosmetyki123' });
    const { cookies, session } = sessionOf(real.cookies);
    const wrapper = hooksWrapper({ client: real.client, cookies, session });
    const { result } = renderHook(
      () => ({ queue: useProductModerationQueue(), decision: useProductModerationDecision() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.queue.data?.items.length).toBeGreaterThan(0));
    const { items, total } = result.current.queue.data!;
    expect(items.map((item) => item.addedProduct.name)).toContain('Balsam do ust z masłem shea');
    const sent = items.map((item) => item.addedProduct.createdAt);
    expect(sent).toEqual([...sent].sort());
    const target = items.find((item) => item.addedProduct.name === 'Krem z hooków')!;
    expect(target.author.username).toBe('ania.demo');

    await act(async () => {
      await result.current.decision.run(target.addedProduct.id, { decision: 'reject', reasonCodes: [] });
    });
    expect(result.current.decision.fields).toHaveProperty('reasonCodes', ADDED_PRODUCT_MESSAGES.reasonsRequired);
    await act(async () => {
      await result.current.decision.run(target.addedProduct.id, { decision: 'reject', reasonCodes: ['duplicate'] });
    });
    expect(result.current.decision).toMatchObject({ isDone: true, error: null });
    await waitFor(() => expect(result.current.queue.data!.total).toBe(total - 1));
    expect(result.current.queue.data!.items.map((item) => item.addedProduct.id)).not.toContain(target.addedProduct.id);
    await act(async () => {
      await result.current.decision.run(target.addedProduct.id, { decision: 'publish' });
    });
    expect(result.current.decision.error).toBe(ADDED_PRODUCT_MESSAGES.alreadyDecided);
  });
});
