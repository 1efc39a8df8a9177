import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import { ACCOUNT_FIELD_MESSAGES, ACCOUNT_MESSAGES, decodeTokenPayload, VALIDATION_MESSAGES } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import {
  call,
  linkTokenOf,
  openAccountsApi,
  registerAccount,
  setCookies,
  solveCaptcha,
  testAccountConfig,
  testClock,
  type Mailbox,
} from '../testing/accounts';

let database: DatabaseHandle;
let mailbox: Mailbox;
let api: ReturnType<typeof createApi>;
const clock = testClock();

let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, mailbox, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

const userRow = async (email: string) =>
  (await queryRows<Record<string, unknown>>(database.db, sql`select * from users where email = ${email}`))[0]!;
const from = (n: number) => ({ 'x-forwarded-for': `192.0.2.${n}` });

describe('activation', () => {
  it('verifies the account once and logs the visitor in by the link', async () => {
    await registerAccount(api, 'aktywuje@example.pl');
    const token = linkTokenOf(await mailbox.next('aktywuje@example.pl'));
    expect(await (await call(api, 'GET', `/user/links/${token}`)).json()).toEqual({
      kind: 'activation',
      email: 'aktywuje@example.pl',
    });
    const response = await call(api, 'POST', `/user/activate/${token}`);
    expect(response.status).toBe(200);
    expect(decodeTokenPayload((await response.json()).token)).toMatchObject({ is_active: true });
    expect(setCookies(response).has('refresh_token')).toBe(true);
    expect(await userRow('aktywuje@example.pl')).toMatchObject({ is_active: true, last_login_method: 'account_token' });

    for (const path of [`/user/activate/${token}`, '/user/activate/krotki', `/user/activate/${'A'.repeat(43)}`]) {
      const again = await call(api, 'POST', path);
      expect(again.status, path).toBe(path.endsWith('krotki') ? 400 : 404);
    }
    const check = await call(api, 'GET', `/user/links/${token}`);
    expect(check.status).toBe(404);
    expect(await check.json()).toEqual({ error: { code: 'link_invalid', message: ACCOUNT_MESSAGES.linkInvalid } });
  });

  it('expires with time', async () => {
    await registerAccount(api, 'spozniona@example.pl');
    const token = linkTokenOf(await mailbox.next('spozniona@example.pl'));
    clock.advance(8 * 24 * 3_600_000);
    try {
      expect((await call(api, 'POST', `/user/activate/${token}`)).status).toBe(404);
    } finally {
      clock.advance(-8 * 24 * 3_600_000);
    }
    expect((await userRow('spozniona@example.pl')).is_active).toBe(false);
  });

  it('is sent again with the same answer for known, unknown and verified addresses; only the latest link works', async () => {
    const { jar } = await registerAccount(api, 'ponownie@example.pl');
    const first = linkTokenOf(await mailbox.next('ponownie@example.pl'));
    const answers = [];
    for (const email of ['ponownie@example.pl', 'nieznany@example.pl', 'aktywuje@example.pl']) {
      const response = await call(api, 'POST', '/user/activation/resend', { body: { email }, headers: from(1) });
      answers.push([response.status, await response.text()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]).toEqual([200, '{"ok":true}']);
    const loggedIn = await call(api, 'POST', '/user/activation/resend', { body: {}, jar, headers: from(2) });
    expect(loggedIn.status).toBe(200);
    await expect.poll(() => mailbox.to('ponownie@example.pl').length).toBe(3);
    expect(mailbox.to('nieznany@example.pl')).toHaveLength(0);
    const latest = linkTokenOf(mailbox.to('ponownie@example.pl').at(-1)!);
    expect((await call(api, 'POST', `/user/activate/${first}`)).status).toBe(404);
    expect((await call(api, 'POST', `/user/activate/${latest}`)).status).toBe(200);

    const anonymous = await call(api, 'POST', '/user/activation/resend', { body: {}, headers: from(3) });
    expect((await anonymous.json()).error.fields).toEqual({ email: VALIDATION_MESSAGES.required });
  });
});

describe('password reset', () => {
  it('mails a one-use link; setting the password ends every session and mails a notice', async () => {
    const { jar } = await registerAccount(api, 'zapomniala@example.pl', 'pielegnacja7');
    const request = await call(api, 'POST', '/user/password-reset', {
      body: { email: 'ZAPOMNIALA@example.pl', captcha: await solveCaptcha(api) },
      headers: from(10),
    });
    expect(await request.json()).toEqual({ ok: true });
    const mail = await mailbox.next('zapomniala@example.pl', { subject: 'Ustaw nowe hasło w KWC' });
    expect(mail.text).toContain('https://kwc.test/konto/reset-hasla/');
    const token = linkTokenOf(mail);
    expect(await (await call(api, 'GET', `/user/links/${token}`)).json()).toEqual({
      kind: 'password_reset',
      email: 'zapomniala@example.pl',
    });

    for (const [body, field, message] of [
      [{ password: 'krotk1', passwordRepeat: 'krotk1' }, 'password', VALIDATION_MESSAGES.passwordRule],
      [{ password: 'noweHaslo9', passwordRepeat: 'noweHaslo8' }, 'passwordRepeat', VALIDATION_MESSAGES.passwordsDiffer],
      [{ password: 'abcd1234', passwordRepeat: 'abcd1234' }, 'password', ACCOUNT_FIELD_MESSAGES.passwordTooCommon],
      [
        { password: 'Zapomniala2026', passwordRepeat: 'Zapomniala2026' },
        'password',
        ACCOUNT_FIELD_MESSAGES.passwordContextWord,
      ],
      [{ password: 'noweHaslo9' }, 'passwordRepeat', VALIDATION_MESSAGES.required],
    ] as const) {
      const refused = await call(api, 'POST', `/user/password-reset/${token}`, { body });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.fields).toEqual({ [field]: message });
    }
    expect((await call(api, 'GET', `/user/links/${token}`)).status).toBe(200);

    const reset = await call(api, 'POST', `/user/password-reset/${token}`, {
      body: { password: 'noweHaslo9', passwordRepeat: 'noweHaslo9' },
    });
    expect(await reset.json()).toEqual({ ok: true });
    expect((await call(api, 'POST', '/token/refresh', { jar })).status).toBe(401);
    const reused = await call(api, 'POST', `/user/password-reset/${token}`, {
      body: { password: 'innehaslo9', passwordRepeat: 'innehaslo9' },
    });
    expect(reused.status).toBe(404);
    await mailbox.next('zapomniala@example.pl', { subject: 'Hasło do Twojego konta w KWC zostało zmienione' });
    const login = await call(api, 'POST', '/login_check', {
      body: { username: 'zapomniala@example.pl', password: 'noweHaslo9' },
    });
    expect(login.status).toBe(200);
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const before = mailbox.messages.length;
    const response = await call(api, 'POST', '/user/password-reset', {
      body: { email: 'nikogo@example.pl', captcha: await solveCaptcha(api) },
      headers: from(11),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"ok":true}');
    const refused = await call(api, 'POST', '/user/password-reset', {
      body: { email: 'nikogo@example.pl', captcha: 'bad' },
      headers: from(11),
    });
    expect((await refused.json()).error.fields).toEqual({ captcha: ACCOUNT_FIELD_MESSAGES.captchaFailed });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.messages.length).toBe(before);
  });

  it('is rate-limited per address with 429, Retry-After and the Polish message', async () => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await call(api, 'POST', '/user/password-reset', {
        body: { email: 'limit@example.pl', captcha: await solveCaptcha(api) },
        headers: from(20 + attempt),
      });
      expect(response.status).toBe(200);
    }
    const limited = await call(api, 'POST', '/user/password-reset', {
      body: { email: 'limit@example.pl', captcha: await solveCaptcha(api) },
      headers: from(30),
    });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await limited.json()).toEqual({
      error: { code: 'too_many_requests', message: ACCOUNT_MESSAGES.tooManyAttempts, retryAfter },
    });
    clock.advance(3_601_000);
    try {
      const later = await call(api, 'POST', '/user/password-reset', {
        body: { email: 'limit@example.pl', captcha: await solveCaptcha(api) },
        headers: from(31),
      });
      expect(later.status).toBe(200);
    } finally {
      clock.advance(-3_601_000);
    }
  });
});

describe('login rate limit', () => {
  it('stops guessing one account after 10 attempts in 15 minutes, even with the right password', async () => {
    await registerAccount(api, 'zgadywana@example.pl', 'pielegnacja7');
    for (let attempt = 0; attempt < 10; attempt++) {
      const response = await call(api, 'POST', '/login_check', {
        body: { username: 'zgadywana@example.pl', password: `zle${attempt}haslo` },
        headers: from(40 + attempt),
      });
      expect(response.status).toBe(401);
    }
    const right = await call(api, 'POST', '/login_check', {
      body: { username: 'ZGADYWANA@example.pl', password: 'pielegnacja7' },
      headers: from(60),
    });
    expect(right.status).toBe(429);
    expect(setCookies(right).size).toBe(0);
  });
});

describe('without SMTP_URL', () => {
  it('writes each message to the outbox as .eml and logs its subject and links', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const config = testAccountConfig({ now: clock.now });
    const outboxApi = createApi(database, { accounts: config, logger: pino({ level: 'info' }, sink) });
    await registerAccount(outboxApi, 'skrzynka@example.pl');
    await expect.poll(async () => (await readdir(config.outboxDir)).length).toBe(1);
    const [file] = await readdir(config.outboxDir);
    const eml = await readFile(join(config.outboxDir, file!), 'utf8');
    expect(eml).toContain('To: skrzynka@example.pl');
    expect(eml).toContain('Content-Type: text/html');
    const logged = lines.find((line) => line.msg === 'mail written to the outbox');
    expect(logged).toMatchObject({ to: 'skrzynka@example.pl', subject: 'Potwierdź swój adres email w KWC' });
    expect((logged!.links as string[])[0]).toMatch(/^https:\/\/kwc\.test\/konto\/aktywacja\/[A-Za-z0-9_-]{43}$/);
  });
});
