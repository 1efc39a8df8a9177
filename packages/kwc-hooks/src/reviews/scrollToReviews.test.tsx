import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type { ApiClient } from '../api/createApiClient';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { hooksWrapper } from '../test/wrapper';
import { requestScrollToReviews, useScrollToReviews } from './scrollToReviews';

describe('scrollToReviews', () => {
  it('scrolls once the reviews are rendered, once per request', () => {
    const storage = createMemoryStorage();
    const wrapper = hooksWrapper({ client: {} as ApiClient, storage });
    requestScrollToReviews(storage);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.scrollToReviews)).not.toBeNull();
    const scroll = vi.fn();

    const { rerender } = renderHook(({ ready }) => useScrollToReviews(ready, scroll), {
      wrapper,
      initialProps: { ready: false },
    });
    expect(scroll).not.toHaveBeenCalled();
    rerender({ ready: true });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.scrollToReviews)).toBeNull();

    renderHook(() => useScrollToReviews(true, scroll), { wrapper });
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});
