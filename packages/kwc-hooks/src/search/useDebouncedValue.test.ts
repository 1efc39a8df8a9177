import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('publishes only the last value, once typing has paused for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 500), {
      initialProps: { value: 'kr' },
    });
    rerender({ value: 'kre' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ value: 'krem' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('kr');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('krem');
  });
});
