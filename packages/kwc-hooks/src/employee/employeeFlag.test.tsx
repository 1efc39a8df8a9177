import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ApiClient } from '../api/createApiClient';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { hooksWrapper } from '../test/wrapper';
import { captureEmployeeFlag, readEmployeeFlag } from './employeeFlag';
import { useEmployeeFlag } from './useEmployeeFlag';

describe('employee flag', () => {
  it('is set by ?employee=1, cleared by ?employee=0, left alone otherwise', () => {
    const storage = createMemoryStorage();
    expect(readEmployeeFlag(storage)).toBe(false);

    expect(captureEmployeeFlag('https://kwc.pl/?employee=1', storage)).toBe(true);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.employee)).toBe('1');
    expect(captureEmployeeFlag('https://kwc.pl/wishlist', storage)).toBe(true);
    expect(captureEmployeeFlag('https://kwc.pl/?employee=0', storage)).toBe(false);
    expect(storage.getItem(LOCAL_STORAGE_KEYS.employee)).toBeNull();
  });

  it('useEmployeeFlag reads local storage and applies the URL', () => {
    const storage = createMemoryStorage();
    const { result, rerender } = renderHook(({ url }) => useEmployeeFlag(url), {
      wrapper: hooksWrapper({ client: {} as ApiClient, storage }),
      initialProps: { url: 'https://kwc.pl/' },
    });
    expect(result.current).toBe(false);

    rerender({ url: 'https://kwc.pl/?employee=1' });
    expect(result.current).toBe(true);
    rerender({ url: 'https://kwc.pl/pielegnacja-twarzy' });
    expect(result.current).toBe(true);
  });
});
