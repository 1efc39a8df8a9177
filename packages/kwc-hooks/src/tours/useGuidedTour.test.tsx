import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import { act, renderHook } from '@testing-library/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { ApiClient } from '../api/createApiClient';
import { KwcHooksProvider } from '../provider/KwcHooksProvider';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { hooksWrapper } from '../test/wrapper';
import { TOUR_STEPS_STORAGE_KEY } from './tourStore';
import { useGuidedTour } from './useGuidedTour';

const client = {} as ApiClient;

describe('useGuidedTour', () => {
  it('walks the steps, remembers the step across visits, and stores the tour as finished', () => {
    const storage = createMemoryStorage();
    const wrapper = hooksWrapper({ client, storage });
    const first = renderHook(() => useGuidedTour('wishlist', 3), { wrapper });
    expect(first.result.current).toMatchObject({ step: 0, isFirstStep: true, isFinished: false });

    act(() => first.result.current.back());
    expect(first.result.current.step).toBe(0);
    act(() => first.result.current.next());
    expect(first.result.current).toMatchObject({ step: 1, isFirstStep: false, isLastStep: false });
    first.unmount();

    const again = renderHook(() => useGuidedTour('wishlist', 3), { wrapper });
    expect(again.result.current.step).toBe(1);
    act(() => again.result.current.next());
    expect(again.result.current.isLastStep).toBe(true);
    act(() => again.result.current.next());

    expect(again.result.current.isFinished).toBe(true);
    expect(JSON.parse(storage.getItem(LOCAL_STORAGE_KEYS.finishedTours)!)).toEqual(['wishlist']);
    expect(JSON.parse(storage.getItem(TOUR_STEPS_STORAGE_KEY)!)).toEqual({});
    expect(renderHook(() => useGuidedTour('add-review', 4), { wrapper }).result.current.isFinished).toBe(false);
  });

  it('restart shows a finished tour again; malformed storage reads as a fresh start', () => {
    const storage = createMemoryStorage({
      [LOCAL_STORAGE_KEYS.finishedTours]: '["wishlist"]',
      [TOUR_STEPS_STORAGE_KEY]: '{"add-review":"x"}',
    });
    const wrapper = hooksWrapper({ client, storage });
    const { result } = renderHook(() => useGuidedTour('wishlist', 3), { wrapper });
    expect(result.current.isFinished).toBe(true);

    act(() => result.current.restart());

    expect(result.current).toMatchObject({ isFinished: false, step: 0 });
    expect(renderHook(() => useGuidedTour('add-review', 3), { wrapper }).result.current.step).toBe(0);
  });

  it('renders on the server as finished, so no tour flashes before local storage is read', () => {
    function Probe() {
      const tour = useGuidedTour('wishlist', 3);
      return createElement('span', null, tour.isFinished ? 'hidden' : `step ${tour.step}`);
    }
    const html = renderToString(
      createElement(KwcHooksProvider, { client, storage: createMemoryStorage() }, createElement(Probe)),
    );
    expect(html).toContain('hidden');
  });
});
