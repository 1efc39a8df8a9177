import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ApiClient } from '../api/createApiClient';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { hooksWrapper } from '../test/wrapper';
import { useListColumnCount } from './useListColumnCount';

const client = {} as ApiClient;

describe('useListColumnCount', () => {
  it('keeps the chosen column count in local storage', () => {
    const storage = createMemoryStorage();
    const wrapper = hooksWrapper({ client, storage });
    const { result } = renderHook(() => useListColumnCount(2), { wrapper });
    expect(result.current[0]).toBe(2);

    act(() => result.current[1](1));

    expect(result.current[0]).toBe(1);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.listColumnCount)).toBe('1');
    expect(renderHook(() => useListColumnCount(2), { wrapper }).result.current[0]).toBe(1);
  });

  it('ignores counts outside the allowed ones, stored or set', () => {
    const storage = createMemoryStorage({ [LOCAL_STORAGE_KEYS.listColumnCount]: '7' });
    const { result } = renderHook(() => useListColumnCount(2, [2, 3, 4]), {
      wrapper: hooksWrapper({ client, storage }),
    });
    expect(result.current[0]).toBe(2);

    act(() => result.current[1](9));
    expect(storage.getItem(LOCAL_STORAGE_KEYS.listColumnCount)).toBe('7');
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(4);
  });
});
