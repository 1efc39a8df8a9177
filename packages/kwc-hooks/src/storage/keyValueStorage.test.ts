import { afterEach, describe, expect, it, vi } from 'vitest';

import { createLocalStorage, createMemoryStorage, readJson } from './keyValueStorage';

describe('createLocalStorage', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('reads and writes the browser’s localStorage and notifies subscribers', () => {
    const storage = createLocalStorage();
    const listener = vi.fn();
    storage.subscribe!(listener);

    storage.setItem('kwc-employee', '1');
    expect(localStorage.getItem('kwc-employee')).toBe('1');
    expect(storage.getItem('kwc-employee')).toBe('1');
    storage.removeItem('kwc-employee');
    expect(storage.getItem('kwc-employee')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hears writes from other tabs through the storage event', () => {
    const storage = createLocalStorage();
    const listener = vi.fn();
    const unsubscribe = storage.subscribe!(listener);

    window.dispatchEvent(new StorageEvent('storage', { key: 'kwc-employee' }));
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'kwc-employee' }));

    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps values in memory when localStorage throws (storage disabled or full)', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const storage = createLocalStorage(() => broken);

    storage.setItem('kwc-list-column-count', '2');

    expect(storage.getItem('kwc-list-column-count')).toBe('2');
  });

  it('works with no localStorage at all', () => {
    const storage = createLocalStorage(() => null);
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
  });
});

describe('createMemoryStorage and readJson', () => {
  it('starts from initial values; malformed JSON reads as null', () => {
    const storage = createMemoryStorage({ good: '{"a":1}', bad: '{a' });
    expect(readJson(storage, 'good')).toEqual({ a: 1 });
    expect(readJson(storage, 'bad')).toBeNull();
    expect(readJson(storage, 'missing')).toBeNull();
  });
});
