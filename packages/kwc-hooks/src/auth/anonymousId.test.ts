import { anonymousIdSchema, COOKIE_NAMES } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { createMemoryCookieStore } from '../storage/cookieStore';
import { ANONYMOUS_ID_MAX_AGE_S, generateAnonymousId, readAnonymousId, syncAnonymousId } from './anonymousId';

describe('generateAnonymousId', () => {
  it('gives 32 URL-safe characters that kwc-domain accepts, different each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => generateAnonymousId()));

    expect(ids.size).toBe(50);
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(anonymousIdSchema.safeParse(id).success).toBe(true);
    }
  });
});

describe('syncAnonymousId', () => {
  it('creates the cookie while logged out when there is none', () => {
    const cookies = createMemoryCookieStore();

    const id = syncAnonymousId(cookies, { isLoggedIn: false, generate: () => 'f'.repeat(32) });

    expect(id).toBe('f'.repeat(32));
    expect(cookies.get(COOKIE_NAMES.anonymousUserId)).toBe(id);
    expect(cookies.setCookieHeaders()[0]).toContain(`max-age=${ANONYMOUS_ID_MAX_AGE_S}`);
  });

  it('keeps an existing id, and replaces a malformed one', () => {
    const kept = createMemoryCookieStore(`${COOKIE_NAMES.anonymousUserId}=${'a'.repeat(20)}`);
    expect(syncAnonymousId(kept, { isLoggedIn: false })).toBe('a'.repeat(20));

    const malformed = createMemoryCookieStore(`${COOKIE_NAMES.anonymousUserId}=short`);
    const replaced = syncAnonymousId(malformed, { isLoggedIn: false });
    expect(replaced).not.toBe('short');
    expect(readAnonymousId(malformed)).toBe(replaced);
  });

  it('removes the cookie on login', () => {
    const cookies = createMemoryCookieStore(`${COOKIE_NAMES.anonymousUserId}=${'a'.repeat(20)}`);

    expect(syncAnonymousId(cookies, { isLoggedIn: true })).toBeNull();

    expect(cookies.get(COOKIE_NAMES.anonymousUserId)).toBeNull();
  });
});
