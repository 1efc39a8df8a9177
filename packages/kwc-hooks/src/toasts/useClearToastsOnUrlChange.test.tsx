import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useClearToastsOnUrlChange } from './useClearToastsOnUrlChange';

describe('useClearToastsOnUrlChange', () => {
  it('clears the toasts when the URL changes, not on the first render nor on re-renders', () => {
    const toasts = { clear: vi.fn() };
    const { rerender } = renderHook(({ url }) => useClearToastsOnUrlChange(url, toasts), {
      initialProps: { url: '/pielegnacja-twarzy' },
    });
    rerender({ url: '/pielegnacja-twarzy' });
    expect(toasts.clear).not.toHaveBeenCalled();

    rerender({ url: '/pielegnacja-twarzy?page=2' });
    expect(toasts.clear).toHaveBeenCalledTimes(1);

    rerender({ url: '/wishlist' });
    expect(toasts.clear).toHaveBeenCalledTimes(2);
  });
});
