import { describe, expect, it } from 'vitest';

import { tokenPayloadSchema } from './account';
import {
  decideTokenRefresh,
  decodeTokenPayload,
  isLoggedIn,
  refreshMarkerExpiry,
  shouldRefreshToken,
  toTokenPayload,
} from './token';

const MINUTE = 60_000;
const now = Date.parse('2026-06-15T12:00:00Z');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// The package runs without Node or DOM APIs, and so do its tests: no Buffer, no TextEncoder.
function base64UrlBytes(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const chunk = ((bytes[i] ?? 0) << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let j = 0; j < chars; j += 1) out += ALPHABET[(chunk >> (18 - 6 * j)) & 63];
  }
  return out;
}

function base64Url(text: string): string {
  const utf8 = (encodeURIComponent(text).match(/%[0-9A-F]{2}|[^%]/g) ?? []).map((part) =>
    part.startsWith('%') ? Number.parseInt(part.slice(1), 16) : part.charCodeAt(0),
  );
  return base64UrlBytes(utf8);
}

const payload = {
  email: 'ania@example.pl',
  username: 'Ania Łąka',
  birthday: '2000-02-29',
  is_active: true,
  id: 42,
  exp: now / 1000 + 3600,
};

describe('login state', () => {
  it('is logged in while now is before the expiry', () => {
    expect(isLoggedIn({ exp: now / 1000 + 1 }, now)).toBe(true);
    expect(isLoggedIn({ exp: now / 1000 }, now)).toBe(false);
    expect(isLoggedIn(null, now)).toBe(false);
  });
});

describe('token refresh', () => {
  it('refreshes when the token is missing, expires within 10 minutes, or on force', () => {
    expect(shouldRefreshToken({ tokenExpiresAt: null, now })).toBe(true);
    expect(shouldRefreshToken({ tokenExpiresAt: now + 10 * MINUTE - 1, now })).toBe(true);
    expect(shouldRefreshToken({ tokenExpiresAt: now + 10 * MINUTE, now })).toBe(false);
    expect(shouldRefreshToken({ tokenExpiresAt: now + 60 * MINUTE, now, force: true })).toBe(true);
  });

  it('does nothing without the refresh-expiry marker and clears the login once it expired', () => {
    expect(decideTokenRefresh({ refreshExpiresAt: null, tokenExpiresAt: null, now })).toBe('idle');
    expect(decideTokenRefresh({ refreshExpiresAt: now, tokenExpiresAt: now + 60 * MINUTE, now })).toBe('clear');
    expect(decideTokenRefresh({ refreshExpiresAt: now + MINUTE, tokenExpiresAt: now + 5 * MINUTE, now })).toBe(
      'refresh',
    );
    expect(decideTokenRefresh({ refreshExpiresAt: now + MINUTE, tokenExpiresAt: now + 60 * MINUTE, now })).toBe('idle');
  });

  it('sets the refresh-expiry marker 29 days ahead', () => {
    expect(refreshMarkerExpiry(now)).toBe(Date.parse('2026-07-14T12:00:00Z'));
  });
});

describe('decodeTokenPayload', () => {
  it('reads the payload of jwt_hp (header.payload) and of a whole token, Polish letters included', () => {
    const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const body = base64Url(JSON.stringify({ ...payload, iat: 1 }));
    expect(decodeTokenPayload(`${header}.${body}`)).toEqual(payload);
    expect(decodeTokenPayload(`${header}.${body}.c2lnbmF0dXJl`)).toEqual(payload);
  });

  it('reads a token encoded elsewhere', () => {
    const jwtHp =
      'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFuaWFAZXhhbXBsZS5wbCIsInVzZXJuYW1lIjoixbthbmV0YSIsImJpcnRoZGF5IjpudWxsLCJpc19hY3RpdmUiOmZhbHNlLCJpZCI6NywiZXhwIjoxNzgxNTI0ODAwfQ';
    expect(decodeTokenPayload(jwtHp)).toEqual({
      email: 'ania@example.pl',
      username: 'Żaneta',
      birthday: null,
      is_active: false,
      id: 7,
      exp: 1781524800,
    });
  });

  it('gives null for anything else', () => {
    const header = base64Url('{}');
    expect(decodeTokenPayload('not-a-token')).toBeNull();
    expect(decodeTokenPayload(`${header}.***`)).toBeNull();
    expect(decodeTokenPayload(`${header}.${base64Url('not json')}`)).toBeNull();
    expect(decodeTokenPayload(`${header}.${base64Url(JSON.stringify({ ...payload, id: 'x' }))}`)).toBeNull();
    expect(decodeTokenPayload(`${header}.${base64UrlBytes([0xff, 0xfe])}`)).toBeNull();
  });
});

describe('toTokenPayload', () => {
  const variants: Record<string, unknown>[] = [
    {},
    { iat: 5 },
    { username: null, birthday: null },
    { username: 7 },
    { email: null },
    { birthday: '2001-02-29' },
    { birthday: '2000-02-29T00:00:00Z' },
    { birthday: undefined },
    { is_active: 'true' },
    { id: 0 },
    { id: -3 },
    { id: 1.5 },
    { id: Number.MAX_SAFE_INTEGER + 1 },
    { id: '42' },
    { exp: 1.5 },
    { exp: Number.NaN },
    { exp: Number.POSITIVE_INFINITY },
    { exp: -1 },
    { exp: undefined },
  ];

  it('accepts and gives exactly what tokenPayloadSchema does', () => {
    for (const variant of variants) {
      const value = { ...payload, ...variant };
      const parsed = tokenPayloadSchema.safeParse(value);
      expect(toTokenPayload(value), JSON.stringify(variant)).toEqual(parsed.success ? parsed.data : null);
    }
    for (const value of [null, [], 'token', 42]) {
      expect(toTokenPayload(value)).toBe(tokenPayloadSchema.safeParse(value).success ? value : null);
    }
  });
});
