// @vitest-environment node
// A DOM for the hooks; the cookies are kept by hand (realApiClient first, as the other API tests).
import { realApiForFile, sessionOf } from '../test/realApiClient';
import '../test/domGlobals';
import { HIT_MESSAGES } from '@kwc/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { useUser } from '../account/useAccountReads';
import { ApiResponseError } from '../api/errors';
import { hooksWrapper, readAsRendered } from '../test/wrapper';
import { useHitToggle, useMyHits } from './useHits';

const real = realApiForFile();

describe('HIT hooks against the real API', () => {
  it('asks nothing while logged out', async () => {
    const wrapper = hooksWrapper({ client: real.client });
    const { result } = renderHook(() => useMyHits(), { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });

  it('gives and takes back a HIT: my HITs and the account counters follow; the 31st throws the Polish 409', async () => {
    await real.client.login({ username: 'ania@demo.kwc.pl', password: 'kosmetyki123' });
    const { cookies, session } = sessionOf(real.cookies);
    const wrapper = hooksWrapper({ client: real.client, cookies, session });
    // Both reads are watched from the first render: an answer that comes while the test waits for
    // the other one re-renders too (SWR re-renders for the fields a render read).
    const { result } = renderHook(
      () => readAsRendered({ mine: useMyHits(), toggle: useHitToggle(), user: useUser() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.mine.data).toEqual({ skus: [], hitsLeft: 30 }));
    await waitFor(() => expect(result.current.user.data?.counters.hits_left).toBe(30));

    await act(async () => {
      const answer = await result.current.toggle.setHit('KWC-4', true);
      expect(answer).toMatchObject({ productSKU: 'KWC-4', isHit: true, hitsLeft: 29 });
    });
    await waitFor(() => expect(result.current.mine.data).toEqual({ skus: ['KWC-4'], hitsLeft: 29 }));
    await waitFor(() => expect(result.current.user.data?.counters).toMatchObject({ hits: 1, hits_left: 29 }));
    expect(result.current.toggle.pending).toBeNull();

    await act(async () => {
      await result.current.toggle.setHit('KWC-4', false);
    });
    await waitFor(() => expect(result.current.mine.data).toEqual({ skus: [], hitsLeft: 30 }));
    await waitFor(() => expect(result.current.user.data?.counters).toMatchObject({ hits: 0, hits_left: 30 }));

    for (let id = 10; id < 40; id++) await real.client.giveHit(`KWC-${id}`);
    let failure: unknown = null;
    await act(async () => {
      failure = await result.current.toggle.setHit('KWC-41', true).catch((error: unknown) => error);
    });
    expect(failure).toBeInstanceOf(ApiResponseError);
    expect((failure as ApiResponseError).status).toBe(409);
    expect((failure as ApiResponseError).message).toBe(HIT_MESSAGES.limitReached);
    expect(result.current.toggle.pending).toBeNull();
    // A fresh read: all 30 given through the client, none by the refused call.
    const fresh = renderHook(() => useMyHits(), { wrapper });
    await waitFor(() => expect(fresh.result.current.data?.hitsLeft).toBe(0));
    expect(fresh.result.current.data?.skus).toHaveLength(30);
    expect(fresh.result.current.data?.skus).not.toContain('KWC-41');
  });
});
