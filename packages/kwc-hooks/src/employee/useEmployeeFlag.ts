import { LOCAL_STORAGE_KEYS } from '@kwc/domain';
import { useEffect } from 'react';

import { useKeyValueStorage } from '../provider/KwcHooksProvider';
import { useStoredItem } from '../storage/useStoredItem';
import { captureEmployeeFlag } from './employeeFlag';

/**
 * The employee flag (spec section 6). With `url`, a `?employee=…` parameter in it sets or clears
 * the flag first. `false` on the server.
 */
export function useEmployeeFlag(url?: string): boolean {
  const storage = useKeyValueStorage();
  const [stored] = useStoredItem(LOCAL_STORAGE_KEYS.employee);
  useEffect(() => {
    if (url !== undefined) captureEmployeeFlag(url, storage);
  }, [url, storage]);
  return stored === '1';
}
