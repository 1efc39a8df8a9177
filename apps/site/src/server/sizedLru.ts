/**
 * Values kept up to a total size (bytes, as the caller counts them): setting one past the limit
 * drops the least recently used first; one bigger than the whole limit is not kept.
 */
export interface SizedLru<V> {
  /** The value, now the most recently used; undefined when not kept. */
  get(key: string): V | undefined;
  /** Keeps `value` (replacing the key's old one) counted as `size` bytes. */
  set(key: string, value: V, size: number): void;
  delete(key: string): void;
  /** Every kept key and value, least recently used first. */
  entries(): IterableIterator<[string, V]>;
  readonly size: number;
}

export function createSizedLru<V>(maxBytes: number): SizedLru<V> {
  const entries = new Map<string, { value: V; size: number }>();
  let bytes = 0;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.size;
  };
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Most recently used last: eviction takes from the front.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, size) {
      drop(key);
      if (size > maxBytes) return;
      entries.set(key, { value, size });
      bytes += size;
      for (const oldest of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    delete: drop,
    *entries() {
      for (const [key, { value }] of entries) yield [key, value];
    },
    get size() {
      return entries.size;
    },
  };
}
