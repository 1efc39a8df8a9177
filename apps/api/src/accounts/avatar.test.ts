import { ACCOUNT_MESSAGES, avatarResponseSchema, userResponseSchema } from '@kwc/domain';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { call, registerAccount, testAccountConfig, type CookieJar } from '../testing/accounts';
import { openTestDatabase } from '../testing/database';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let jar: CookieJar;

beforeAll(async () => {
  database = await openTestDatabase();
  api = createApi(database, { accounts: testAccountConfig(), logger: pino({ level: 'silent' }) });
  ({ jar } = await registerAccount(api, 'awatar@example.pl'));
});
afterAll(async () => {
  await database.close();
});

function upload(file: Blob, name: string, cookie = jar.header()) {
  const form = new FormData();
  form.set('avatar', file, name);
  return api.request('/user/avatar', {
    method: 'POST',
    body: form,
    headers: { cookie, 'sec-fetch-site': 'same-origin' },
  });
}

const photo = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: '#c8102e' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Tajne GPS 52.2297N' } })
    .toBuffer();

describe('avatar', () => {
  it('stores a 256 px WebP square without metadata and serves it cacheable from its versioned address', async () => {
    const original = await photo();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(new Blob([new Uint8Array(original)], { type: 'image/jpeg' }), 'ja.jpg');
    expect(response.status).toBe(200);
    const { avatar } = avatarResponseSchema.parse(await response.json());
    expect(avatar).toMatch(/^\/api\/user\/avatar\/\d+-[A-Za-z0-9_-]{12}\.webp$/);
    const served = await api.request(avatar.replace(/^\/api/, ''));
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(stored.exif).toBeUndefined();
    const user = userResponseSchema.parse(await (await call(api, 'GET', '/user', { jar })).json());
    expect(user.avatar).toBe(avatar);

    expect(await (await call(api, 'DELETE', '/user/avatar', { jar })).json()).toEqual({ ok: true });
    expect((await api.request(avatar.replace(/^\/api/, ''))).status).toBe(404);
    expect(userResponseSchema.parse(await (await call(api, 'GET', '/user', { jar })).json()).avatar).toBeNull();
  });

  it.each([
    ['a text file', new Blob(['to nie obraz'], { type: 'text/plain' }), ACCOUNT_MESSAGES.avatarType],
    [
      'an SVG',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }),
      ACCOUNT_MESSAGES.avatarType,
    ],
    ['text named as a JPEG', new Blob(['to nie obraz'], { type: 'image/jpeg' }), ACCOUNT_MESSAGES.avatarUnreadable],
    [
      'a file over 5 MB',
      new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }),
      ACCOUNT_MESSAGES.avatarTooLarge,
    ],
  ])('refuses %s with its message and keeps the avatar', async (_name, file, message) => {
    const response = await upload(file, 'plik');
    expect(response.status).toBe(400);
    expect((await response.json()).error.fields).toEqual({ avatar: message });
    expect(userResponseSchema.parse(await (await call(api, 'GET', '/user', { jar })).json()).avatar).toBeNull();
  });

  it('needs a session', async () => {
    const response = await upload(new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'ja.jpg', '');
    expect(response.status).toBe(401);
  });
});
