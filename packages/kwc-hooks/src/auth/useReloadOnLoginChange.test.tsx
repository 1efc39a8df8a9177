import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { useReloadOnLoginChange } from './useReloadOnLoginChange';

describe('useReloadOnLoginChange', () => {
  it('reloads on login and on logout, not on the first render nor on re-renders', () => {
    const reload = vi.fn();
    const { rerender } = renderHook(({ isLoggedIn }) => useReloadOnLoginChange(isLoggedIn, reload), {
      initialProps: { isLoggedIn: false },
    });
    rerender({ isLoggedIn: false });
    expect(reload).not.toHaveBeenCalled();

    rerender({ isLoggedIn: true });
    rerender({ isLoggedIn: true });
    expect(reload).toHaveBeenCalledTimes(1);

    rerender({ isLoggedIn: false });
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
