import {
  ACCOUNT_MESSAGES,
  accountSessionParamsSchema,
  AVATAR,
  COOKIE_NAMES,
  deactivateAccountRequestSchema,
  emailChangeParamsSchema,
  HEADER_NAMES,
  linkTokenParamsSchema,
  loginRequestSchema,
  newPasswordRequestSchema,
  passwordResetLinkRequestSchema,
  registerRequestSchema,
  resendActivationRequestSchema,
  secondFactorRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorPasswordRequestSchema,
  TWO_FACTOR,
  updateUserRequestSchema,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, getSignedCookie, setCookie, setSignedCookie } from 'hono/cookie';

import type { ApiEnv } from '../http/env';
import { BadRequestError, NotFoundError, UnauthorizedError } from '../http/errors';
import { jsonBody, validateBody } from '../http/validate';
import { avatarImage, deleteAvatar, saveAvatar } from './avatar';
import { captchaChallenge } from './captcha';
import { derivedKey, siteOrigin } from './config';
import { FACEBOOK_FAILED_PATH, facebookAuthorization, finishFacebookLogin, LOGIN_PATH, safeBackPath } from './facebook';
import type { AccountsContext } from './context';
import { checkLink } from './links';
import { accountDetails, deactivate, updateUser } from './profile';
import {
  activate,
  cancelEmailChange,
  confirmEmailChange,
  requestPasswordReset,
  resendActivation,
  resetPassword,
} from './recovery';
import { FAMILY_TTL_MS } from './refresh-tokens';
import { finishSecondStep, login, logout, refresh, register, type IssuedSession, type LoginOutcome } from './service';
import { accountSessions, endAccountSession, endOtherAccountSessions } from './devices';
import { clearSessionCookies, requireSession, sessionOf, setSessionCookies } from './session';
import { userById, userResponse } from './store';
import {
  disableTwoFactor,
  enableTwoFactor,
  setUpTwoFactor,
  signSecondStep,
  twoFactorStatus,
  type SecondStep,
} from './two-factor';

/** The client's address: the socket's, or the proxy's `X-Forwarded-For` when it is trusted. */
function clientAddress(c: Context<ApiEnv>): string {
  if (c.var.accounts.config.trustProxy) {
    const forwarded = c.req.header(HEADER_NAMES.forwardedFor)?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // In-process requests (the site's renderer, tests) have no socket.
    return 'local';
  }
}

function accountsContext(c: Context<ApiEnv>): AccountsContext {
  return { db: c.var.db, ...c.var.accounts, ip: clientAddress(c), userAgent: c.req.header('user-agent') ?? null };
}

/** Answers with a new session: the cookies and the whole token in the body. */
function sessionAnswer(c: Context<ApiEnv>, session: IssuedSession) {
  setSessionCookies(c, c.var.accounts.config, session);
  c.header('cache-control', 'no-store');
  return c.json({ token: session.accessToken });
}

/** The challenge of a login's second step, sent back with its code only (httpOnly). */
const SECOND_STEP_COOKIE = 'kwc_second_factor';
const SECOND_STEP_PATH = '/api/login_check';

async function keepSecondStep(c: Context<ApiEnv>, step: SecondStep): Promise<void> {
  const { config } = c.var.accounts;
  setCookie(c, SECOND_STEP_COOKIE, await signSecondStep(accountsContext(c), step), {
    path: SECOND_STEP_PATH,
    httpOnly: true,
    // Lax: a Facebook login's second step starts from the provider's redirect back.
    sameSite: 'Lax',
    secure: config.publicOrigin?.startsWith('https:') ?? false,
    maxAge: TWO_FACTOR.challengeS,
  });
}

/** Answers a first factor proved: the session, or the second step it waits in (`{secondFactor}`). */
async function outcomeAnswer(c: Context<ApiEnv>, outcome: LoginOutcome) {
  if ('session' in outcome) return sessionAnswer(c, outcome.session);
  await keepSecondStep(c, outcome.secondStep);
  c.header('cache-control', 'no-store');
  return c.json({ secondFactor: 'totp' as const });
}

/** The OAuth state and the page to return to, between the redirect and the callback. */
const OAUTH_COOKIE = 'kwc_oauth';

const loginRequired = (c: Context<ApiEnv>) => requireSession(c, c.var.accounts.config, ACCOUNT_MESSAGES.loginRequired);

/** Accounts and sessions (spec section 7 and the unnamed calls of DESIGN.md section 4). */
export const accountRoutes = new Hono<ApiEnv>()
  .post('/user', async (c) => {
    const body = validateBody(registerRequestSchema, await jsonBody(c));
    return sessionAnswer(c, await register(accountsContext(c), body));
  })
  .post('/login_check', async (c) => {
    const body = validateBody(loginRequestSchema, await jsonBody(c));
    const outcome = await login(accountsContext(c), body);
    if (!outcome) {
      const message = VALIDATION_MESSAGES.wrongLoginOrPassword;
      // Both shapes: the spec's `{message}` and the API's error body.
      return c.json({ message, error: { code: 'unauthorized', message } }, 401);
    }
    return outcomeAnswer(c, outcome);
  })
  .post('/login_check/second-factor', async (c) => {
    const body = validateBody(secondFactorRequestSchema, await jsonBody(c));
    const session = await finishSecondStep(accountsContext(c), getCookie(c, SECOND_STEP_COOKIE), body.code);
    deleteCookie(c, SECOND_STEP_COOKIE, { path: SECOND_STEP_PATH });
    return sessionAnswer(c, session);
  })
  .get('/user/two-factor', async (c) => {
    const session = await loginRequired(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await twoFactorStatus(accountsContext(c), session.id));
  })
  .post('/user/two-factor/setup', async (c) => {
    const session = await loginRequired(c);
    const body = validateBody(twoFactorPasswordRequestSchema, await jsonBody(c));
    c.header('cache-control', 'no-store');
    return c.json(await setUpTwoFactor(accountsContext(c), session.id, body.password));
  })
  .post('/user/two-factor', async (c) => {
    const session = await loginRequired(c);
    const body = validateBody(twoFactorEnableRequestSchema, await jsonBody(c));
    c.header('cache-control', 'no-store');
    return c.json(await enableTwoFactor(accountsContext(c), session.id, body.code));
  })
  .post('/user/two-factor/disable', async (c) => {
    const session = await loginRequired(c);
    const body = validateBody(twoFactorPasswordRequestSchema, await jsonBody(c));
    await disableTwoFactor(accountsContext(c), session.id, body.password);
    return c.json({ ok: true as const });
  })
  .post('/token/refresh', async (c) => {
    const session = await refresh(accountsContext(c), getCookie(c, COOKIE_NAMES.refreshToken));
    if (!session) {
      clearSessionCookies(c, c.var.accounts.config);
      throw new UnauthorizedError(ACCOUNT_MESSAGES.sessionExpired);
    }
    return sessionAnswer(c, session);
  })
  .post('/token/invalidate', async (c) => {
    await logout(accountsContext(c), getCookie(c, COOKIE_NAMES.refreshToken));
    clearSessionCookies(c, c.var.accounts.config);
    return c.json({ loggedOut: true as const });
  })
  .get('/user', async (c) => {
    const session = await loginRequired(c);
    const user = await userById(c.var.db, session.id);
    if (!user) throw new UnauthorizedError(ACCOUNT_MESSAGES.loginRequired);
    c.header('cache-control', 'private, no-store');
    return c.json(userResponse(user));
  })
  .patch('/user', async (c) => {
    const session = await loginRequired(c);
    const body = validateBody(updateUserRequestSchema, await jsonBody(c));
    const result = await updateUser(accountsContext(c), session, body);
    if (result.session) return sessionAnswer(c, result.session);
    if (result.accessToken) {
      const maxAgeS = FAMILY_TTL_MS / 1000;
      setSessionCookies(c, c.var.accounts.config, { accessToken: result.accessToken, refreshToken: null, maxAgeS });
      return c.json({ token: result.accessToken });
    }
    return c.json({});
  })
  .delete('/user', async (c) => {
    const session = await loginRequired(c);
    const body = validateBody(deactivateAccountRequestSchema, await jsonBody(c));
    await deactivate(accountsContext(c), session.id, body);
    clearSessionCookies(c, c.var.accounts.config);
    return c.json({ ok: true as const });
  })
  .get('/user/account', async (c) => {
    const session = await loginRequired(c);
    c.header('cache-control', 'private, no-store');
    return c.json(await accountDetails(accountsContext(c), session.id, getCookie(c, COOKIE_NAMES.adult)));
  })
  .get('/user/sessions', async (c) => {
    const session = await loginRequired(c);
    c.header('cache-control', 'private, no-store');
    return c.json({ sessions: await accountSessions(accountsContext(c), session.id, session.sid) });
  })
  .delete('/user/sessions', async (c) => {
    const session = await loginRequired(c);
    return c.json({ ended: await endOtherAccountSessions(accountsContext(c), session.id, session.sid) });
  })
  .delete('/user/sessions/:sessionId', async (c) => {
    const session = await loginRequired(c);
    const { sessionId } = validateBody(accountSessionParamsSchema, c.req.param());
    const ended = await endAccountSession(accountsContext(c), session.id, session.sid, sessionId);
    // Ending the login one is using is logging out.
    if (ended.current) clearSessionCookies(c, c.var.accounts.config);
    return c.json({ ok: true as const });
  })
  .post('/user/activate/:token', async (c) => {
    const { token } = validateBody(linkTokenParamsSchema, c.req.param());
    return outcomeAnswer(c, await activate(accountsContext(c), token));
  })
  .post('/user/activation/resend', async (c) => {
    const body = validateBody(resendActivationRequestSchema, await jsonBody(c));
    const session = await sessionOf(c, c.var.accounts.config);
    await resendActivation(accountsContext(c), session?.id ?? null, body.email);
    return c.json({ ok: true as const });
  })
  .post('/user/password-reset', async (c) => {
    const body = validateBody(passwordResetLinkRequestSchema, await jsonBody(c));
    await requestPasswordReset(accountsContext(c), body);
    return c.json({ ok: true as const });
  })
  .post('/user/password-reset/:token', async (c) => {
    const body = validateBody(newPasswordRequestSchema, await jsonBody(c));
    await resetPassword(accountsContext(c), c.req.param('token'), body);
    clearSessionCookies(c, c.var.accounts.config);
    return c.json({ ok: true as const });
  })
  .get('/user/links/:token', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await checkLink(c.var.db, c.var.accounts.config, c.req.param('token')));
  })
  .post('/user/email-change/:code', async (c) => {
    const { code } = validateBody(emailChangeParamsSchema, c.req.param());
    return outcomeAnswer(c, await confirmEmailChange(accountsContext(c), code));
  })
  .post('/user/email-change/:code/cancel', async (c) => {
    const { code } = validateBody(emailChangeParamsSchema, c.req.param());
    // Undoing a change already confirmed logs every session out, this one too.
    if ((await cancelEmailChange(accountsContext(c), code)).reverted) clearSessionCookies(c, c.var.accounts.config);
    return c.json({ ok: true as const });
  })
  .post(
    '/user/avatar',
    bodyLimit({
      // The multipart envelope around a file of the largest allowed size.
      maxSize: AVATAR.maxBytes + 64 * 1024,
      onError: () => {
        throw BadRequestError.ofFields({ avatar: ACCOUNT_MESSAGES.avatarTooLarge });
      },
    }),
    async (c) => {
      const session = await loginRequired(c);
      const form = await c.req.parseBody().catch(() => {
        throw BadRequestError.ofFields({ avatar: ACCOUNT_MESSAGES.avatarUnreadable });
      });
      return c.json({ avatar: await saveAvatar(c.var.db, session.id, form.avatar) });
    },
  )
  .delete('/user/avatar', async (c) => {
    const session = await loginRequired(c);
    await deleteAvatar(c.var.db, session.id);
    return c.json({ ok: true as const });
  })
  .get('/user/avatar/:file', async (c) => {
    const image = await avatarImage(c.var.db, c.req.param('file'));
    if (!image) throw new NotFoundError('Nie znaleziono zdjęcia');
    // The address names the version: a new upload is a new address.
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(image), 200, { 'content-type': 'image/webp' });
  })
  .get('/auth/providers', (c) => c.json({ facebook: c.var.accounts.config.facebook !== undefined }))
  .get('/auth/facebook', async (c) => {
    const { config } = c.var.accounts;
    if (!config.facebook) throw new NotFoundError('Logowanie przez Facebooka jest wyłączone');
    const { state, url } = facebookAuthorization(config, config.facebook);
    const back = safeBackPath(c.req.query('back'));
    await setSignedCookie(c, OAUTH_COOKIE, `${state} ${back}`, derivedKey(config, 'oauth-state').toString('hex'), {
      path: '/api/auth',
      httpOnly: true,
      // Lax: the provider's redirect back is a top-level navigation from another site.
      sameSite: 'Lax',
      secure: config.publicOrigin?.startsWith('https:') ?? false,
      maxAge: 600,
    });
    return c.redirect(url, 302);
  })
  .get('/auth/facebook/callback', async (c) => {
    const { config } = c.var.accounts;
    if (!config.facebook) throw new NotFoundError('Logowanie przez Facebooka jest wyłączone');
    const kept = await getSignedCookie(c, derivedKey(config, 'oauth-state').toString('hex'), OAUTH_COOKIE);
    deleteCookie(c, OAUTH_COOKIE, { path: '/api/auth' });
    const [state, back] = typeof kept === 'string' ? kept.split(' ') : [];
    const code = c.req.query('code');
    const ctx = accountsContext(c);
    let outcome: LoginOutcome | null = null;
    if (state && code && c.req.query('state') === state) {
      try {
        outcome = await finishFacebookLogin(ctx, config.facebook, code, getCookie(c, COOKIE_NAMES.anonymousUserId));
      } catch (error) {
        ctx.logger.warn({ err: error }, 'Facebook login failed');
      }
    }
    if (!outcome) return c.redirect(`${siteOrigin(config)}${FACEBOOK_FAILED_PATH}`, 302);
    if ('secondStep' in outcome) {
      // The login page asks for the code, then goes on where the login was to lead.
      await keepSecondStep(c, outcome.secondStep);
      const query = new URLSearchParams({ [TWO_FACTOR.loginQuery]: '1', back: safeBackPath(back) });
      return c.redirect(`${siteOrigin(config)}${LOGIN_PATH}?${query}`, 302);
    }
    setSessionCookies(c, config, outcome.session);
    // Tells the page it arrives logged in by a redirect (spec section 4's cookies): it takes the session
    // in as a login and removes the cookie; a minute is enough for the redirect to land.
    setCookie(c, COOKIE_NAMES.authorizationEventsOrigin, 'facebook', {
      path: '/',
      sameSite: 'Lax',
      maxAge: 60,
      secure: config.publicOrigin?.startsWith('https:') ?? false,
    });
    return c.redirect(`${siteOrigin(config)}${safeBackPath(back)}`, 302);
  })
  .get('/captcha/challenge', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await captchaChallenge(c.var.accounts.config));
  });
