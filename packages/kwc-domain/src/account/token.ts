import { TOKEN } from '../constants';
import type { TokenPayload } from './account';
import { isIsoDate } from './iso-date';

/** Logged in while the current time is before the token's expiry (spec section 4). */
export function isLoggedIn(payload: Pick<TokenPayload, 'exp'> | null, now: number): boolean {
  return payload !== null && now < payload.exp * 1000;
}

/**
 * Whether to refresh the token (spec section 4): it is missing, it expires within 10 minutes, or a
 * refresh is forced. `tokenExpiresAt` is in milliseconds.
 */
export function shouldRefreshToken(input: { tokenExpiresAt: number | null; now: number; force?: boolean }): boolean {
  return (
    input.force === true || input.tokenExpiresAt === null || input.tokenExpiresAt - input.now < TOKEN.refreshThresholdMs
  );
}

/**
 * What the periodic token check does (spec section 4): nothing without a refresh-expiry marker;
 * clear the login state once the marker has expired; otherwise refresh when `shouldRefreshToken` says
 * so. A refresh that returns no token also clears the login state, which the caller sees.
 */
export function decideTokenRefresh(input: {
  refreshExpiresAt: number | null;
  tokenExpiresAt: number | null;
  now: number;
  force?: boolean;
}): 'idle' | 'refresh' | 'clear' {
  if (input.refreshExpiresAt === null) return 'idle';
  if (input.refreshExpiresAt <= input.now) return 'clear';
  return shouldRefreshToken(input) ? 'refresh' : 'idle';
}

/** The refresh-expiry marker stored after login: about 29 days ahead (spec section 9). */
export function refreshMarkerExpiry(now: number): number {
  return now + TOKEN.refreshMarkerTtlMs;
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// atob and TextDecoder are browser/Node APIs, which this package does not use.
function decodeBase64Url(text: string): string | null {
  const clean = text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  let bits = 0;
  let bitCount = 0;
  let escaped = '';
  for (const char of clean) {
    const sextet = BASE64URL.indexOf(char);
    if (sextet === -1) return null;
    bits = ((bits << 6) | sextet) & 0xffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      escaped += `%${((bits >> bitCount) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  try {
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The token payload fields of `value`, as `tokenPayloadSchema` parses them (other keys dropped), or
 * `null` when it would refuse them. Without zod: every page that knows the login state reads the
 * `jwt_hp` cookie while it hydrates. A test keeps the two in step.
 */
export function toTokenPayload(value: unknown): TokenPayload | null {
  if (!isRecord(value)) return null;
  const { email, username, birthday, is_active, id, exp } = value;
  if (typeof email !== 'string' || typeof is_active !== 'boolean') return null;
  if (username !== null && typeof username !== 'string') return null;
  if (birthday !== null && !isIsoDate(birthday)) return null;
  if (!Number.isSafeInteger(id) || (id as number) <= 0 || !Number.isSafeInteger(exp)) return null;
  return { email, username, birthday, is_active, id: id as number, exp: exp as number };
}

/**
 * The payload of a JWT, or of its readable half `jwt_hp` (header.payload, DESIGN.md section 4);
 * `null` when it is not a token or its payload lacks the fields of spec section 3. The signature is
 * not checked: only the server can, and the page uses the payload for display and timing only.
 */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  const json = decodeBase64Url(payload);
  if (json === null) return null;
  try {
    return toTokenPayload(JSON.parse(json));
  } catch {
    return null;
  }
}
