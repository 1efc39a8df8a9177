import { COOKIE_NAMES } from '@kwc/domain';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { ApiClient } from '../api/createApiClient';
import { createDocumentCookieStore, parseCookieHeader } from '../storage/cookieStore';
import { hooksWrapper } from '../test/wrapper';
import { useAnonymousId } from './useAnonymousId';

const client = {} as ApiClient;

describe('useAnonymousId', () => {
  afterEach(() => {
    document.cookie = `${COOKIE_NAMES.anonymousUserId}=; path=/; max-age=0`;
  });

  it('creates the anonymous_user_id cookie while logged out and removes it on login', () => {
    const cookies = createDocumentCookieStore();
    const { result, rerender } = renderHook(({ isLoggedIn }) => useAnonymousId({ isLoggedIn }), {
      wrapper: hooksWrapper({ client, cookies }),
      initialProps: { isLoggedIn: false },
    });

    const id = result.current;
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(parseCookieHeader(document.cookie).get(COOKIE_NAMES.anonymousUserId)).toBe(id);

    rerender({ isLoggedIn: true });

    expect(result.current).toBeNull();
    expect(parseCookieHeader(document.cookie).has(COOKIE_NAMES.anonymousUserId)).toBe(false);
  });

  it('keeps the id a returning visitor already has', () => {
    document.cookie = `${COOKIE_NAMES.anonymousUserId}=${'b'.repeat(24)}; path=/`;
    const { result } = renderHook(() => useAnonymousId({ isLoggedIn: false }), {
      wrapper: hooksWrapper({ client, cookies: createDocumentCookieStore() }),
    });

    expect(result.current).toBe('b'.repeat(24));
  });
});
