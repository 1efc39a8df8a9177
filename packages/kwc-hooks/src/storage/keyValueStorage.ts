/** The part of `Storage` (localStorage) the hooks use; SSR and tests pass their own. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Called after writes through this storage (and, in the browser, writes from other tabs). */
  subscribe?(listener: () => void): () => void;
}

/** A storage in memory: what the server and tests use. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): KeyValueStorage {
  const items = new Map(Object.entries(initial));
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      items.set(key, value);
      emit();
    },
    removeItem(key) {
      items.delete(key);
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: reading `localStorage` throws.
    return null;
  }
}

/**
 * The browser's localStorage, looked up on each call (never at import, so the server can create it).
 * When localStorage is unavailable or full, values live in memory for the page's lifetime.
 */
export function createLocalStorage(getStorage: () => Storage | null = browserStorage): KeyValueStorage {
  const fallback = createMemoryStorage();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  const onStorageEvent = () => emit();

  return {
    getItem(key) {
      const storage = getStorage();
      try {
        return storage ? (storage.getItem(key) ?? fallback.getItem(key)) : fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        const storage = getStorage();
        if (!storage) throw new Error('localStorage unavailable');
        storage.setItem(key, value);
        fallback.removeItem(key);
      } catch {
        // Quota exceeded or storage disabled: keep the value for this page at least.
        fallback.setItem(key, value);
      }
      emit();
    },
    removeItem(key) {
      try {
        getStorage()?.removeItem(key);
      } catch {
        // Nothing stored there, then.
      }
      fallback.removeItem(key);
      emit();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorageEvent);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorageEvent);
        }
      };
    },
  };
}

/** Reads a JSON value; malformed or missing data gives `null` (anyone can edit localStorage). */
export function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
