import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { mswClient, requestRecorder } from '../test/mswClient';

const server = setupMswServer();
const capture = requestRecorder(server);

describe('account calls', () => {
  it('login resolves to a token, or to success false with the server message', async () => {
    let attempt = 0;
    server.use(
      http.post(`${MSW_ORIGIN}/api/login_check`, async ({ request }) => {
        attempt += 1;
        const body = (await request.json()) as { password: string };
        if (attempt === 1) return HttpResponse.json({ token: 'jwt-token' });
        if (attempt === 2) return HttpResponse.json({ message: 'Błędny login lub hasło' });
        return HttpResponse.json(
          { error: { code: 'unauthorized', message: `Błędne hasło (${body.password.length})` } },
          { status: 401 },
        );
      }),
    );
    const { client } = mswClient();
    const body = { username: 'ola', password: 'tajne123', anon: null };

    await expect(client.login(body)).resolves.toEqual({ success: true, token: 'jwt-token' });
    await expect(client.login(body)).resolves.toEqual({
      success: false,
      message: 'Błędny login lub hasło',
      fields: {},
      retryAfter: null,
    });
    await expect(client.login(body)).resolves.toEqual({
      success: false,
      message: 'Błędne hasło (8)',
      fields: {},
      retryAfter: null,
    });
  });

  it('login on a 500 toasts and gives no message', async () => {
    capture('post', '/api/login_check', () => HttpResponse.json({}, { status: 500 }));
    const { client, notifier } = mswClient();

    await expect(client.login({ username: 'ola', password: 'x' })).resolves.toEqual({
      success: false,
      message: null,
      fields: {},
      retryAfter: null,
    });
    expect(notifier.error).toHaveBeenCalledTimes(1);
  });

  it('parses the user, the update answer, registration, logout and the token refresh', async () => {
    const user = {
      id: 5,
      avatar: null,
      rank: 'Ekspertka',
      counters: {
        followed: 1,
        followers: 2,
        give_notes: 0,
        hits: 3,
        hits_left: 27,
        notes_plus: 0,
        products: 0,
        reviews: 4,
      },
      social_instagram: null,
      social_facebook: null,
      social_tiktok: null,
      social_youtube: null,
      agreements: { newsletter: true, commercial_internal: false, commercial_external: false, club: false },
    };
    capture('get', '/api/user', () => HttpResponse.json(user));
    const patch = capture('patch', '/api/user', () => HttpResponse.json({ token: 'new' }));
    capture('post', '/api/user', () => HttpResponse.json({ token: 'registered' }));
    capture('post', '/api/token/invalidate', () => HttpResponse.json({ loggedOut: true }));
    capture('post', '/api/token/refresh', () => HttpResponse.json({ token: 'fresh' }));
    const { client } = mswClient();

    await expect(client.getUser()).resolves.toEqual(user);
    await expect(client.updateUser({ username: 'Ola' })).resolves.toEqual({ token: 'new' });
    await expect(patch[0]!.json()).resolves.toEqual({ username: 'Ola' });
    await expect(
      client.register({ email: 'ola@example.pl', password: 'tajne123', captcha: 'altcha', anon: undefined }),
    ).resolves.toEqual({ token: 'registered' });
    await expect(client.logout()).resolves.toEqual({ loggedOut: true });
    await expect(client.refreshToken()).resolves.toEqual({ token: 'fresh' });
  });
});

describe('account errors for the forms', () => {
  it('a 400 exposes the message of each field; a 429 its wait, from the body or else the header', async () => {
    let attempt = 0;
    capture('post', '/api/user/password-reset', () => {
      attempt += 1;
      if (attempt === 1) {
        return HttpResponse.json(
          { error: { code: 'bad_request', message: 'Błędny adres email', fields: { email: 'Błędny adres email' } } },
          { status: 400 },
        );
      }
      if (attempt === 2) {
        return HttpResponse.json(
          { error: { code: 'too_many_requests', message: 'Zbyt wiele prób.', retryAfter: 42 } },
          { status: 429, headers: { 'retry-after': '42' } },
        );
      }
      return HttpResponse.json(
        { error: { code: 'too_many_requests', message: 'Zbyt wiele prób.' } },
        { status: 429, headers: { 'retry-after': '17' } },
      );
    });
    const { client, notifier } = mswClient();
    const body = { email: 'zly', captcha: 'x' };

    await expect(client.requestPasswordReset(body)).rejects.toMatchObject({
      name: 'ApiResponseError',
      status: 400,
      code: 'bad_request',
      message: 'Błędny adres email',
      fields: { email: 'Błędny adres email' },
      retryAfter: null,
    });
    await expect(client.requestPasswordReset(body)).rejects.toMatchObject({ status: 429, retryAfter: 42, fields: {} });
    await expect(client.requestPasswordReset(body)).rejects.toMatchObject({ status: 429, retryAfter: 17 });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('a refused login gives the field messages and the wait to the form', async () => {
    capture('post', '/api/login_check', () =>
      HttpResponse.json(
        { error: { code: 'too_many_requests', message: 'Zbyt wiele prób.', retryAfter: 60 } },
        { status: 429 },
      ),
    );
    const { client } = mswClient();

    await expect(client.login({ username: 'ola', password: 'x' })).resolves.toEqual({
      success: false,
      message: 'Zbyt wiele prób.',
      fields: {},
      retryAfter: 60,
    });
  });
});

describe('the calls ACCOUNT_API adds', () => {
  const TOKEN = 'a'.repeat(43);

  it('sends each to its path and method and parses its answer', async () => {
    const account = capture('get', '/api/user/account', () => HttpResponse.json({}));
    const deactivate = capture('delete', '/api/user', () => HttpResponse.json({ ok: true }));
    const activate = capture('post', `/api/user/activate/${TOKEN}`, () => HttpResponse.json({ token: 'jwt' }));
    const resend = capture('post', '/api/user/activation/resend', () => HttpResponse.json({ ok: true }));
    const reset = capture('post', `/api/user/password-reset/${TOKEN}`, () => HttpResponse.json({ ok: true }));
    const link = capture('get', `/api/user/links/${TOKEN}`, () =>
      HttpResponse.json({ kind: 'password_reset', email: 'ola@example.pl' }),
    );
    const cancel = capture('post', '/api/user/email-change/kod/cancel', () => HttpResponse.json({ ok: true }));
    const confirm = capture('post', '/api/user/email-change/kod', () => HttpResponse.json({ token: 'jwt2' }));
    const removeAvatar = capture('delete', '/api/user/avatar', () => HttpResponse.json({ ok: true }));
    capture('get', '/api/captcha/challenge', () =>
      HttpResponse.json({ algorithm: 'SHA-256', challenge: 'c', salt: 's', signature: 'x', maxnumber: 1000 }),
    );
    capture('get', '/api/auth/providers', () => HttpResponse.json({ facebook: false }));
    const { client, inits } = mswClient();

    await expect(client.getAccount()).rejects.toMatchObject({ name: 'ApiSchemaError' });
    await expect(client.deactivateAccount({ currentPassword: 'tajne123' })).resolves.toEqual({ ok: true });
    await expect(deactivate[0]!.json()).resolves.toEqual({ currentPassword: 'tajne123' });
    await expect(client.activateAccount(TOKEN)).resolves.toEqual({ token: 'jwt' });
    await expect(client.resendActivation({})).resolves.toEqual({ ok: true });
    await expect(resend[0]!.json()).resolves.toEqual({});
    await expect(
      client.resetPassword(TOKEN, { password: 'Nowe-haslo1', passwordRepeat: 'Nowe-haslo1' }),
    ).resolves.toEqual({ ok: true });
    await expect(reset[0]!.json()).resolves.toEqual({ password: 'Nowe-haslo1', passwordRepeat: 'Nowe-haslo1' });
    await expect(client.checkLink(TOKEN)).resolves.toEqual({ kind: 'password_reset', email: 'ola@example.pl' });
    await expect(client.cancelEmailChange('kod')).resolves.toEqual({ ok: true });
    await expect(client.confirmEmailChange('kod')).resolves.toEqual({ token: 'jwt2' });
    await expect(client.deleteAvatar()).resolves.toEqual({ ok: true });
    await expect(client.getCaptchaChallenge()).resolves.toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    await expect(client.getAuthProviders()).resolves.toEqual({ facebook: false });

    expect([account, activate, link, cancel, confirm, removeAvatar].map((requests) => requests.length)).toEqual([
      1, 1, 1, 1, 1, 1,
    ]);
    // Every account call carries the session cookies.
    expect(inits.every((init) => init.credentials === 'include')).toBe(true);
  });

  it('gives the Facebook login address with the page to come back to', () => {
    const { client } = mswClient();
    expect(client.facebookLoginUrl('/konto/edycja-konta?x=1')).toBe(
      `${MSW_ORIGIN}/api/auth/facebook?back=%2Fkonto%2Fedycja-konta%3Fx%3D1`,
    );
  });
});

describe('the account keys', () => {
  it('are the requests of their calls', async () => {
    const { linkCheckKey, userKey, accountDetailsKey, authProvidersKey } = await import('./useAccountReads');
    const token = 'b'.repeat(43);
    const paths: string[] = [];
    capture('get', `/api/user/links/${token}`, () => HttpResponse.json({ kind: 'activation', email: 'a@b.pl' }));
    capture('get', '/api/user', () => HttpResponse.json({}));
    capture('get', '/api/user/account', () => HttpResponse.json({}));
    capture('get', '/api/auth/providers', () => HttpResponse.json({ facebook: true }));
    const { client } = mswClient({
      fetch: (input, init) => {
        paths.push(input.slice(MSW_ORIGIN.length));
        return globalThis.fetch(input, init);
      },
    });
    await Promise.allSettled([
      client.checkLink(token),
      client.getUser(),
      client.getAccount(),
      client.getAuthProviders(),
    ]);

    expect(paths).toEqual([linkCheckKey(token), userKey(), accountDetailsKey(), authProvidersKey()]);
  });
});
