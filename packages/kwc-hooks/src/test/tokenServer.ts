import { COOKIE_NAMES, TOKEN } from '@kwc/domain';

// The session calls as the contract (I31-CONTRACT.md "Session") describes them, for the client's
// rule tests with a controlled clock; the `*.api.test.ts` files run the same flows on the real API.

const HOUR_S = 60 * 60;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export interface TokenServerAccount {
  id: number;
  email: string;
  username: string | null;
  birthday: string | null;
}

/** A token's header.payload and signature, valid for an hour from `nowMs`. */
export function mintToken(account: TokenServerAccount, nowMs: number, lifetimeS = HOUR_S) {
  const iat = Math.floor(nowMs / 1000);
  const headerPayload = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...account, is_active: true, iat, exp: iat + lifetimeS })}`;
  return { headerPayload, signature: 'c2lnbmF0dXJl', token: `${headerPayload}.c2lnbmF0dXJl` };
}

export function createTokenServer({
  account = { id: 7, email: 'ania@demo.kwc.pl', username: 'ania.demo', birthday: '1992-05-14' },
}: { account?: TokenServerAccount } = {}) {
  let familyEndsAt = 0;
  let current: string | null = null;
  let serial = 0;
  /** What the next refresh does: answer normally, refuse, fail, or answer without setting cookies. */
  let refreshMode: 'ok' | 'refuse' | 'fail' | 'no-cookie' | 'no-token' = 'ok';
  const calls: { path: string; body: unknown; cookie: string | null }[] = [];

  const sessionCookies = (nowMs: number) => {
    const { headerPayload, signature, token } = mintToken(account, nowMs);
    current = `refresh-${++serial}`;
    const maxAge = Math.max(0, Math.floor((familyEndsAt - nowMs) / 1000));
    return {
      token,
      cookies: [
        `${COOKIE_NAMES.jwtHeaderPayload}=${headerPayload}; Path=/; Max-Age=${maxAge}; SameSite=Lax`,
        `${COOKIE_NAMES.jwtSignature}=${signature}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`,
        `${COOKIE_NAMES.refreshToken}=${current}; Path=/api/token; Max-Age=${maxAge}; HttpOnly; SameSite=Strict`,
      ],
    };
  };
  const cleared = [
    `${COOKIE_NAMES.jwtHeaderPayload}=; Path=/; Max-Age=0`,
    `${COOKIE_NAMES.jwtSignature}=; Path=/; Max-Age=0`,
    `${COOKIE_NAMES.refreshToken}=; Path=/api/token; Max-Age=0`,
  ];
  const answer = (status: number, body: unknown, cookies: string[] = []) => {
    const headers = new Headers({ 'content-type': 'application/json' });
    for (const cookie of cookies) headers.append('set-cookie', cookie);
    return new Response(JSON.stringify(body), { status, headers });
  };
  const unauthorized = () => answer(401, { error: { code: 'unauthorized', message: 'Zaloguj się' } }, cleared);

  async function fetch(input: string, init: RequestInit): Promise<Response> {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    const cookie = request.headers.get('cookie');
    const body =
      request.method === 'GET' ? undefined : await request.text().then((text) => (text ? JSON.parse(text) : undefined));
    calls.push({ path, body, cookie });
    const nowMs = Date.now();
    if (path === '/api/login_check' || path === '/api/user' || path.startsWith('/api/user/activate/')) {
      familyEndsAt = nowMs + TOKEN.refreshMarkerTtlMs;
      const session = sessionCookies(nowMs);
      return answer(200, { token: session.token }, session.cookies);
    }
    if (path === '/api/token/refresh') {
      await Promise.resolve();
      const sent = /(?:^|; )refresh_token=([^;]+)/.exec(cookie ?? '')?.[1];
      if (refreshMode === 'fail') return answer(503, { error: { code: 'unavailable', message: 'Błąd' } });
      if (refreshMode === 'refuse' || !sent || sent !== current || nowMs >= familyEndsAt) return unauthorized();
      const session = sessionCookies(nowMs);
      if (refreshMode === 'no-token') return answer(200, {}, session.cookies);
      return answer(200, { token: session.token }, refreshMode === 'no-cookie' ? [] : session.cookies);
    }
    if (path === '/api/token/invalidate') {
      current = null;
      return answer(200, { loggedOut: true }, cleared);
    }
    return answer(404, { error: { code: 'not_found', message: 'Nie znaleziono' } });
  }

  return {
    fetch,
    calls,
    refreshCalls: () => calls.filter((call) => call.path === '/api/token/refresh').length,
    setRefreshMode(mode: typeof refreshMode) {
      refreshMode = mode;
    },
  };
}
