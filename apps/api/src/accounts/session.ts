import { COOKIE_NAMES, FRONT_API_PATHS, tokenPayloadSchema, type TokenPayload } from '@kwc/domain';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { UnauthorizedError } from '../http/errors';
import type { ApiEnv } from '../http/env';
import type { AccountConfig } from './config';

/** An access token lives about an hour (DESIGN.md section 4). */
export const ACCESS_TOKEN_TTL_S = 3600;
/** The only algorithm accepted: `alg: none` or an RS256 token signed with the secret as a public key never pass. */
const ALGORITHMS = ['HS256'];
const REFRESH_COOKIE_PATH = FRONT_API_PATHS.refreshToken.replace(/\/refresh$/, '');

/** The fields of the token payload (spec section 3) taken from the account. */
export interface TokenSubject {
  id: number;
  email: string;
  username: string | null;
  birthDate: string | null;
  isActive: boolean;
}

/** A verified access token: the spec's payload and the login (refresh family) it belongs to. */
export type SessionPayload = TokenPayload & { sid: string };

/**
 * Signs an access token of the login `sessionId` (its refresh family's id, claim `sid`): when that
 * login ends, the token stops working at once (docs/security.md, 7.4.1).
 */
export async function signAccessToken(config: AccountConfig, user: TokenSubject, sessionId: string): Promise<string> {
  const now = Math.floor(config.now().getTime() / 1000);
  return new SignJWT({
    email: user.email,
    username: user.username,
    birthday: user.birthDate,
    is_active: user.isActive,
    id: user.id,
    sid: sessionId,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_TTL_S)
    .sign(config.secret);
}

/** The verified, unexpired payload of an access token with its login's id, or `null`. */
export async function verifyAccessToken(
  config: Pick<AccountConfig, 'secret' | 'now'>,
  token: string,
): Promise<SessionPayload | null> {
  try {
    const { payload } = await jwtVerify(token, config.secret, { algorithms: ALGORITHMS, currentDate: config.now() });
    const parsed = tokenPayloadSchema.safeParse(payload);
    return parsed.success && typeof payload.sid === 'string' ? { ...parsed.data, sid: payload.sid } : null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}

/** The access token a request carries: `Authorization: Bearer …`, else the two cookies joined. */
export function tokenOfRequest(cookieHeader: string | undefined, authorizationHeader?: string): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorizationHeader ?? '');
  if (bearer) return bearer[1]!;
  if (!cookieHeader) return null;
  const cookies = parse(cookieHeader);
  const headerPayload = cookies[COOKIE_NAMES.jwtHeaderPayload];
  const signature = cookies[COOKIE_NAMES.jwtSignature];
  return headerPayload && signature ? `${headerPayload}.${signature}` : null;
}

/** Whether the login `sessionId` still goes on: not ended (logout, password change, deactivation…) nor expired. */
export async function isLoginLive(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: t.refreshFamilies.id })
    .from(t.refreshFamilies)
    .where(
      and(
        eq(t.refreshFamilies.id, sessionId),
        isNull(t.refreshFamilies.revokedAt),
        gt(t.refreshFamilies.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/** A token's session when it is valid and its login goes on; `ended` when valid but its login has ended. */
async function liveSession(
  config: Pick<AccountConfig, 'secret' | 'now'>,
  db: Database,
  token: string,
): Promise<SessionPayload | 'ended' | null> {
  const session = await verifyAccessToken(config, token);
  if (!session) return null;
  return (await isLoginLive(db, session.sid, config.now())) ? session : 'ended';
}

let processConfig: { config: Pick<AccountConfig, 'secret' | 'now'>; db: Database } | undefined;

/** Makes `readSession` use this API's secret and database (createApi calls it; one API per process). */
export function registerSessionConfig(config: Pick<AccountConfig, 'secret' | 'now'>, db: Database): void {
  processConfig = { config, db };
}

/**
 * The session of a request, for the site's server-side guards and header: the verified, unexpired
 * token payload, or `null`. Never refreshes (the browser does). Call after `createApi`.
 */
export async function readSession(
  cookieHeader: string | undefined | null,
  authorizationHeader?: string | null,
): Promise<TokenPayload | null> {
  if (!processConfig) throw new Error('readSession: createApi has not run in this process');
  const token = tokenOfRequest(cookieHeader ?? undefined, authorizationHeader ?? undefined);
  const session = token ? await liveSession(processConfig.config, processConfig.db, token) : null;
  return session === 'ended' ? null : session;
}

const sessionsOfRequests = new WeakMap<Request, Promise<SessionPayload | null>>();

/**
 * The session of a request, or `null` when logged out, the token is not valid or its login has
 * ended. An ended login's cookies are cleared, so the page sees it is logged out (an expired token
 * keeps them: the page refreshes it). Read once per request.
 */
export function sessionOf(c: Context<ApiEnv>, config: AccountConfig): Promise<SessionPayload | null> {
  const known = sessionsOfRequests.get(c.req.raw);
  if (known) return known;
  const token = tokenOfRequest(c.req.header('cookie'), c.req.header('authorization'));
  const session = token
    ? liveSession(config, c.var.db, token).then((live) => {
        if (live !== 'ended') return live;
        clearSessionCookies(c, config);
        return null;
      })
    : Promise.resolve(null);
  sessionsOfRequests.set(c.req.raw, session);
  return session;
}

/** The session of a request, or a 401 ('Zaloguj się, aby kontynuować.'). */
export async function requireSession(
  c: Context<ApiEnv>,
  config: AccountConfig,
  message: string,
): Promise<SessionPayload> {
  const session = await sessionOf(c, config);
  if (!session) throw new UnauthorizedError(message);
  return session;
}

const secure = (config: AccountConfig) => config.publicOrigin?.startsWith('https:') ?? false;

/**
 * Sets the three session cookies (DESIGN.md section 4). Each lives as long as the refresh family,
 * so an expired access token still has its cookie and the page knows to refresh (spec section 4).
 */
export function setSessionCookies(
  c: Context,
  config: AccountConfig,
  session: { accessToken: string; refreshToken: string | null; maxAgeS: number },
): void {
  const [header, payload, signature] = session.accessToken.split('.');
  const common = { secure: secure(config), maxAge: Math.max(0, Math.floor(session.maxAgeS)) };
  setCookie(c, COOKIE_NAMES.jwtHeaderPayload, `${header}.${payload}`, {
    ...common,
    path: '/',
    sameSite: 'Lax',
    httpOnly: false,
  });
  setCookie(c, COOKIE_NAMES.jwtSignature, signature!, { ...common, path: '/', sameSite: 'Lax', httpOnly: true });
  // A new access token within the same login (a changed user name) leaves the refresh cookie alone.
  if (session.refreshToken === null) return;
  setCookie(c, COOKIE_NAMES.refreshToken, session.refreshToken, {
    ...common,
    path: REFRESH_COOKIE_PATH,
    sameSite: 'Strict',
    httpOnly: true,
  });
}

/** Clears the three session cookies (logout, a refused refresh, deactivation). */
export function clearSessionCookies(c: Context, config: AccountConfig): void {
  const options = { secure: secure(config) };
  deleteCookie(c, COOKIE_NAMES.jwtHeaderPayload, { ...options, path: '/', sameSite: 'Lax' });
  deleteCookie(c, COOKIE_NAMES.jwtSignature, { ...options, path: '/', sameSite: 'Lax', httpOnly: true });
  deleteCookie(c, COOKIE_NAMES.refreshToken, {
    ...options,
    path: REFRESH_COOKIE_PATH,
    sameSite: 'Strict',
    httpOnly: true,
  });
}
