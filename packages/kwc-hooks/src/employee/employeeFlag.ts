import { LOCAL_STORAGE_KEYS } from '@kwc/domain';

import type { KeyValueStorage } from '../storage/keyValueStorage';

/** The query key that sets or clears the flag (`?employee=1`, `?employee=0`); listing URLs ignore it (spec section 7). */
export const EMPLOYEE_QUERY_KEY = 'employee';

const ON = '1';
const OFF_VALUES = new Set(['0', 'false']);

/** Whether this browser belongs to an employee (spec section 6: a flag in local storage). */
export function readEmployeeFlag(storage: KeyValueStorage): boolean {
  return storage.getItem(LOCAL_STORAGE_KEYS.employee) === ON;
}

/** Writes or removes the flag. */
export function setEmployeeFlag(storage: KeyValueStorage, isEmployee: boolean): void {
  if (isEmployee) storage.setItem(LOCAL_STORAGE_KEYS.employee, ON);
  else storage.removeItem(LOCAL_STORAGE_KEYS.employee);
}

/**
 * Applies `?employee=…` from a URL: '0' or 'false' clears the flag, any other value sets it, no
 * parameter leaves it. ours: the spec keeps the flag but does not say how it is set.
 */
export function captureEmployeeFlag(url: string, storage: KeyValueStorage): boolean {
  const value = new URL(url).searchParams.get(EMPLOYEE_QUERY_KEY);
  if (value !== null) setEmployeeFlag(storage, !OFF_VALUES.has(value.toLowerCase()));
  return readEmployeeFlag(storage);
}
