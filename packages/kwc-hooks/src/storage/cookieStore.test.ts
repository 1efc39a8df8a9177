import { afterEach, describe, expect, it, vi } from 'vitest';

import { createDocumentCookieStore, createMemoryCookieStore, parseCookieHeader, serializeCookie } from './cookieStore';

const DAY_MS = 24 * 60 * 60 * 1000;

function clearDocumentCookies() {
  for (const name of parseCookieHeader(document.cookie).keys()) {
    document.cookie = `${name}=; path=/; max-age=0`;
  }
}

describe('parseCookieHeader and serializeCookie', () => {
  it('reads name=value pairs, decoding values, first one wins', () => {
    const cookies = parseCookieHeader('a=1; wiadult=1; q=krem%20nawil%C5%BCaj%C4%85cy; bad=%E0%A4%A; a=2; junk');
    expect(Object.fromEntries(cookies)).toEqual({ a: '1', wiadult: '1', q: 'krem nawilżający', bad: '%E0%A4%A' });
    expect(parseCookieHeader(undefined).size).toBe(0);
  });

  it('writes the attributes, path / and SameSite=Lax by default', () => {
    expect(serializeCookie('q', 'a b;c', { maxAge: 60 })).toBe('q=a%20b%3Bc; path=/; max-age=60; samesite=lax');
    expect(
      serializeCookie('abconfig', 'x', { expires: new Date(Date.UTC(2027, 0, 1)), sameSite: 'none', domain: 'kwc.pl' }),
    ).toBe('abconfig=x; path=/; domain=kwc.pl; expires=Fri, 01 Jan 2027 00:00:00 GMT; samesite=none; secure');
  });
});

describe('createDocumentCookieStore', () => {
  afterEach(() => {
    clearDocumentCookies();
    vi.useRealTimers();
  });

  it('reads, writes and removes document.cookie, telling subscribers', () => {
    const store = createDocumentCookieStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe!(listener);

    store.set('anonymous_user_id', 'abc');
    expect(store.get('anonymous_user_id')).toBe('abc');
    expect(document.cookie).toContain('anonymous_user_id=abc');
    store.remove('anonymous_user_id');
    expect(store.get('anonymous_user_id')).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    store.set('x', '1');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads cookies written past it (another script, a response) from the next task on, not a stale copy', async () => {
    const store = createDocumentCookieStore();
    const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.get('review-sort')).toBeNull();
    document.cookie = 'review-sort=newest; path=/';
    await nextTask();
    expect(store.get('review-sort')).toBe('newest');
    document.cookie = 'review-sort=helpful; path=/';
    await nextTask();
    expect(store.get('review-sort')).toBe('helpful');
    document.cookie = 'review-sort=; path=/; max-age=0';
    await nextTask();
    expect(store.get('review-sort')).toBeNull();
  });

  it('reads document.cookie once per task however many readers or stores ask, and again after a write', async () => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    let reads = 0;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get() {
        reads += 1;
        return descriptor.get!.call(this);
      },
      set(value: string) {
        descriptor.set!.call(this, value);
      },
    });
    try {
      const store = createDocumentCookieStore();
      document.cookie = 'a=1; path=/';
      for (let i = 0; i < 20; i++) expect(store.get('a')).toBe('1');
      expect(reads).toBe(1);
      store.set('a', '2');
      expect(store.get('a')).toBe('2');
      expect(reads).toBe(2);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(store.get('a')).toBe('2');
      expect(reads).toBe(3);
      // Two stores of one document share the reading, and see each other's writes at once.
      const other = createDocumentCookieStore();
      expect(other.get('a')).toBe('2');
      expect(reads).toBe(3);
      store.set('a', '3');
      expect(other.get('a')).toBe('3');
      other.remove('a');
      expect(store.get('a')).toBeNull();
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });

  it('remembers the cookies the page was served with, for hydration, past its own writes', () => {
    document.cookie = 'context-category=42; path=/';
    const store = createDocumentCookieStore();
    expect(store.getInitial!('anonymous_user_id')).toBeNull();
    store.set('anonymous_user_id', 'abc');
    store.set('context-category', '7');
    expect(store.get('anonymous_user_id')).toBe('abc');
    expect(store.getInitial!('anonymous_user_id')).toBeNull();
    expect(store.getInitial!('context-category')).toBe('42');
  });

  // Two tests, not one: jsdom keeps answering a cookie it has just read for a while after it expires.
  it('keeps a cookie until its max-age runs out', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    const store = createDocumentCookieStore();

    store.set('wiadult', '1', { maxAge: 7 * 24 * 60 * 60 });
    vi.advanceTimersByTime(7 * DAY_MS - 60_000);

    expect(store.get('wiadult')).toBe('1');
  });

  it('lets the browser expire a cookie after its max-age', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    const store = createDocumentCookieStore();

    store.set('wiadult', '1', { maxAge: 7 * 24 * 60 * 60 });
    vi.advanceTimersByTime(7 * DAY_MS + 60_000);

    expect(store.get('wiadult')).toBeNull();
  });

  it('reads as empty and writes nothing without a document (the server)', () => {
    const store = createDocumentCookieStore(() => undefined);
    store.set('a', '1');
    expect(store.get('a')).toBeNull();
  });
});

describe('createMemoryCookieStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts from a Cookie header and records Set-Cookie values for SSR', () => {
    const store = createMemoryCookieStore('wiadult=1; test-search=on');
    expect(store.get('test-search')).toBe('on');

    store.set('anonymous_user_id', 'abc', { maxAge: 60 });
    store.remove('wiadult');

    expect(store.get('anonymous_user_id')).toBe('abc');
    expect(store.get('wiadult')).toBeNull();
    expect(store.setCookieHeaders()).toEqual([
      'anonymous_user_id=abc; path=/; max-age=60; samesite=lax',
      'wiadult=; path=/; max-age=0; expires=Thu, 01 Jan 1970 00:00:00 GMT; samesite=lax',
    ]);
  });

  it('expires cookies by max-age and expires', () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T12:00:00Z') });
    const store = createMemoryCookieStore();

    store.set('a', '1', { maxAge: 60 });
    store.set('b', '2', { expires: new Date('2026-11-20T12:02:00Z') });
    store.set('c', '3', { expires: new Date('2026-11-20T11:00:00Z') });
    expect(store.get('c')).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect([store.get('a'), store.get('b')]).toEqual([null, '2']);
    vi.advanceTimersByTime(60_000);
    expect(store.get('b')).toBeNull();
  });
});
