import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { mswClient, requestRecorder } from '../test/mswClient';

const server = setupMswServer();
const capture = requestRecorder(server);

describe('account calls (typed now, served later)', () => {
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
    await expect(client.login(body)).resolves.toEqual({ success: false, message: 'Błędny login lub hasło' });
    await expect(client.login(body)).resolves.toEqual({ success: false, message: 'Błędne hasło (8)' });
  });

  it('login on a 500 toasts and gives no message', async () => {
    capture('post', '/api/login_check', () => HttpResponse.json({}, { status: 500 }));
    const { client, notifier } = mswClient();

    await expect(client.login({ username: 'ola', password: 'x' })).resolves.toEqual({ success: false, message: null });
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
