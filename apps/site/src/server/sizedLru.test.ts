import { describe, expect, it } from 'vitest';

import { createSizedLru } from './sizedLru';

describe('createSizedLru', () => {
  it('drops the least recently used values past its size, a read counting as a use', () => {
    const lru = createSizedLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 4);
    expect([...lru.entries()]).toEqual([
      ['a', 'A'],
      ['c', 'C'],
    ]);
    expect(lru.get('b')).toBeUndefined();
  });

  it("replaces a key's value and its size, and keeps nothing bigger than the whole", () => {
    const lru = createSizedLru<string>(10);
    lru.set('a', 'A', 6);
    lru.set('a', 'A2', 2);
    lru.set('b', 'B', 8);
    expect(lru.get('a')).toBe('A2');
    expect(lru.get('b')).toBe('B');
    lru.set('huge', 'H', 11);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.size).toBe(2);
    lru.delete('a');
    lru.set('c', 'C', 2);
    expect(lru.size).toBe(2);
  });
});
