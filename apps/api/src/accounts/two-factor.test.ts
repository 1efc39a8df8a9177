import {
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  TWO_FACTOR,
  TWO_FACTOR_MESSAGES,
  tokenResponseSchema,
  twoFactorEnableResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import {
  call,
  CookieJar,
  linkTokenOf,
  openAccountsApi,
  registerAccount,
  setCookies,
  solveCaptcha,
  TEST_PASSWORD,
  testClock,
  type Mailbox,
} from '../testing/accounts';

let database: DatabaseHandle;
let mailbox: Mailbox;
let api: ReturnType<typeof createApi>;
const clock = testClock(new Date('2026-11-30T12:00:00Z'));
let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, mailbox, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

/** What the visitor's app shows for `secret` at the test clock's time (`offsetSteps` steps away). */
function codeOf(secret: string, offsetSteps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: clock.now().getTime() + offsetSteps * 30_000 });
}

/** A verified account with two-step verification on: its login, secret and recovery codes. */
async function accountWithTwoFactor(email: string) {
  const { jar } = await registerAccount(api, email);
  const activation = await mailbox.next(email, { subject: 'Potwierdź swój adres email w KWC' });
  await call(api, 'POST', `/user/activate/${linkTokenOf(activation)}`, { jar });
  const setup = await call(api, 'POST', '/user/two-factor/setup', { body: { password: TEST_PASSWORD }, jar });
  expect(setup.status).toBe(200);
  const { secret, uri, qrSvg } = twoFactorSetupResponseSchema.parse(await setup.json());
  expect(uri).toContain(`issuer=${TWO_FACTOR.issuer}`);
  expect(uri).toContain(encodeURIComponent(email));
  expect(qrSvg).toContain('<path');
  const enabled = await call(api, 'POST', '/user/two-factor', { body: { code: codeOf(secret) }, jar });
  expect(enabled.status).toBe(200);
  const { recoveryCodes } = twoFactorEnableResponseSchema.parse(await enabled.json());
  // Each step's code counts once: the next login waits for the next step.
  clock.advance(30_000);
  return { jar, secret, recoveryCodes };
}

async function passwordStep(email: string, password = TEST_PASSWORD) {
  const jar = new CookieJar();
  const response = await call(api, 'POST', '/login_check', { body: { username: email, password }, jar });
  return { jar, response };
}

const secondStep = (jar: CookieJar, code: string) =>
  call(api, 'POST', '/login_check/second-factor', { body: { code }, jar });

describe('turning two-step verification on', () => {
  it('asks for the password, then the first code of the scanned secret; mails a notice', async () => {
    const email = 'dwa.kroki@example.pl';
    const { jar } = await registerAccount(api, email);
    await call(api, 'POST', `/user/activate/${linkTokenOf(await mailbox.next(email))}`, { jar });
    const wrongPassword = await call(api, 'POST', '/user/two-factor/setup', { body: { password: 'innehaslo9' }, jar });
    expect(wrongPassword.status).toBe(400);
    expect(apiErrorSchema.parse(await wrongPassword.json()).error.fields).toEqual({
      password: VALIDATION_MESSAGES.wrongPassword,
    });
    const setup = await call(api, 'POST', '/user/two-factor/setup', { body: { password: TEST_PASSWORD }, jar });
    const { secret } = twoFactorSetupResponseSchema.parse(await setup.json());
    // A wrong first code changes nothing.
    const wrong = await call(api, 'POST', '/user/two-factor', { body: { code: codeOf(secret, 5) }, jar });
    expect(wrong.status).toBe(400);
    expect(apiErrorSchema.parse(await wrong.json()).error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });
    const off = await call(api, 'GET', '/user/two-factor', { jar });
    expect(twoFactorStatusSchema.parse(await off.json())).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const enabled = await call(api, 'POST', '/user/two-factor', { body: { code: codeOf(secret) }, jar });
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = twoFactorEnableResponseSchema.parse(await enabled.json());
    expect(new Set(recoveryCodes).size).toBe(TWO_FACTOR.recoveryCodes);
    const on = await call(api, 'GET', '/user/two-factor', { jar });
    expect(twoFactorStatusSchema.parse(await on.json())).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await mailbox.next(email, { subject: 'Weryfikacja dwuetapowa w KWC została włączona' })).text).toContain(
      'kod z aplikacji',
    );
    // Neither the secret nor the recovery codes are stored as given.
    const [row] = await queryRows<{ secret: string; hashes: string[] }>(
      database.db,
      sql`select totp_secret as secret, totp_recovery_hashes as hashes from users where email = ${email}`,
    );
    expect(row!.secret).toBe(secret);
    expect(row!.hashes).toHaveLength(10);
    expect(row!.hashes.every((hash) => hash.startsWith('$argon2id$'))).toBe(true);
    // On already: a second setup is refused.
    const again = await call(api, 'POST', '/user/two-factor/setup', { body: { password: TEST_PASSWORD }, jar });
    expect(again.status).toBe(409);
  });

  it('is refused to an unverified account and without a login', async () => {
    const { jar } = await registerAccount(api, 'niepotwierdzona.2fa@example.pl');
    const unverified = await call(api, 'POST', '/user/two-factor/setup', { body: { password: TEST_PASSWORD }, jar });
    expect(unverified.status).toBe(400);
    expect(apiErrorSchema.parse(await unverified.json()).error.message).toBe(TWO_FACTOR_MESSAGES.needsVerifiedEmail);
    const anonymous = await call(api, 'POST', '/user/two-factor/setup', { body: { password: TEST_PASSWORD } });
    expect(anonymous.status).toBe(401);
    expect(apiErrorSchema.parse(await anonymous.json()).error.message).toBe(ACCOUNT_MESSAGES.loginRequired);
  });
});

describe('logging in with two-step verification', () => {
  it('the password alone gives no session: the second step takes a code of the app, once', async () => {
    const email = 'kod.z.aplikacji@example.pl';
    const { secret } = await accountWithTwoFactor(email);
    const { jar, response } = await passwordStep(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ secondFactor: 'totp' });
    const cookies = setCookies(response);
    expect([...cookies.keys()]).toEqual(['kwc_second_factor']);
    expect(cookies.get('kwc_second_factor')!.attributes).toMatch(/Path=\/api\/login_check;.*HttpOnly/);
    expect((await call(api, 'GET', '/user', { jar })).status).toBe(401);

    const wrong = await secondStep(jar, codeOf(secret, 4));
    expect(wrong.status).toBe(400);
    expect(apiErrorSchema.parse(await wrong.json()).error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });
    const right = await secondStep(jar, codeOf(secret));
    expect(right.status).toBe(200);
    tokenResponseSchema.parse(await right.json());
    expect((await call(api, 'GET', '/user', { jar })).status).toBe(200);
    // One login, logged when the code came (not also at the password).
    const logins = await queryRows<{ detail: { secondFactor?: boolean } }>(
      database.db,
      sql`select e.detail from auth_events e join users u on u.id = e.user_id
          where u.email = ${email} and e.kind = 'login'`,
    );
    expect(logins.map((event) => event.detail.secondFactor)).toEqual([true]);

    // The same code a second time (another browser that saw it) is refused; so is a step's older code.
    const other = await passwordStep(email);
    expect((await secondStep(other.jar, codeOf(secret))).status).toBe(400);
    expect((await secondStep(other.jar, codeOf(secret, -1))).status).toBe(400);
    clock.advance(30_000);
    expect((await secondStep(other.jar, codeOf(secret))).status).toBe(200);
  });

  it('takes each recovery code once, and the step expires after five minutes', async () => {
    const email = 'kody.zapasowe@example.pl';
    const { recoveryCodes } = await accountWithTwoFactor(email);
    const first = await passwordStep(email);
    expect((await secondStep(first.jar, recoveryCodes[0]!.toUpperCase())).status).toBe(200);
    const second = await passwordStep(email);
    expect((await secondStep(second.jar, recoveryCodes[0]!)).status).toBe(400);
    expect((await secondStep(second.jar, recoveryCodes[1]!.replace('-', ''))).status).toBe(200);
    const status = await call(api, 'GET', '/user/two-factor', { jar: second.jar });
    expect(twoFactorStatusSchema.parse(await status.json()).recoveryCodesLeft).toBe(8);

    const late = await passwordStep(email);
    clock.advance(TWO_FACTOR.challengeS * 1000 + 1000);
    const expired = await secondStep(late.jar, recoveryCodes[2]!);
    expect(expired.status).toBe(401);
    expect(apiErrorSchema.parse(await expired.json()).error.message).toBe(TWO_FACTOR_MESSAGES.stepExpired);
    // Without a challenge, or with one forged, the same.
    expect((await secondStep(new CookieJar(), recoveryCodes[2]!)).status).toBe(401);
    const forged = new CookieJar();
    forged.cookies.set('kwc_second_factor', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.abc');
    expect((await secondStep(forged, recoveryCodes[2]!)).status).toBe(401);
  });

  it('limits the codes tried per account, and a malformed code is a clear 400', async () => {
    const email = 'zgadywanie@example.pl';
    const { secret } = await accountWithTwoFactor(email);
    const { jar } = await passwordStep(email);
    const malformed = await secondStep(jar, '12ab');
    expect(malformed.status).toBe(400);
    expect(apiErrorSchema.parse(await malformed.json()).error.fields).toEqual({ code: TWO_FACTOR_MESSAGES.codeFormat });
    let status = 0;
    for (let attempt = 0; attempt < 12 && status !== 429; attempt += 1) {
      status = (await secondStep(jar, String(100000 + attempt))).status;
    }
    expect(status).toBe(429);
    // Even the right code waits now.
    expect((await secondStep(jar, codeOf(secret))).status).toBe(429);
  });

  it('an activation or e-mail change link asks for the second step too', async () => {
    const email = 'link.i.kod@example.pl';
    const { jar, secret } = await accountWithTwoFactor(email);
    const since = mailbox.to('nowy.link.i.kod@example.pl').length;
    await call(api, 'PATCH', '/user', {
      body: { email: 'nowy.link.i.kod@example.pl', currentPassword: TEST_PASSWORD },
      jar,
    });
    const confirm = await mailbox.next('nowy.link.i.kod@example.pl', { since });
    const linkJar = new CookieJar();
    const answer = await call(api, 'POST', `/user/email-change/${linkTokenOf(confirm)}`, { jar: linkJar });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ secondFactor: 'totp' });
    expect((await call(api, 'GET', '/user', { jar: linkJar })).status).toBe(401);
    expect((await secondStep(linkJar, codeOf(secret))).status).toBe(200);
    expect((await call(api, 'GET', '/user', { jar: linkJar })).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('changes the password without passing the second step: the next login still asks for a code', async () => {
    const email = 'reset.z.kodem@example.pl';
    const { secret } = await accountWithTwoFactor(email);
    const since = mailbox.to(email).length;
    await call(api, 'POST', '/user/password-reset', {
      body: { email, captcha: await solveCaptcha(api) },
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    const token = linkTokenOf(await mailbox.next(email, { subject: 'Ustaw nowe hasło w KWC', since }));
    const linkJar = new CookieJar();
    const reset = await call(api, 'POST', `/user/password-reset/${token}`, {
      body: { password: 'noweHaslo9', passwordRepeat: 'noweHaslo9' },
      jar: linkJar,
    });
    expect(await reset.json()).toEqual({ ok: true });
    expect((await call(api, 'GET', '/user', { jar: linkJar })).status).toBe(401);
    const { jar, response } = await passwordStep(email, 'noweHaslo9');
    expect(await response.json()).toEqual({ secondFactor: 'totp' });
    expect((await secondStep(jar, codeOf(secret))).status).toBe(200);
  });
});

describe('turning two-step verification off', () => {
  it('asks for the password; then the password alone logs in again', async () => {
    const email = 'wylaczam@example.pl';
    const { jar } = await accountWithTwoFactor(email);
    expect(
      (await call(api, 'POST', '/user/two-factor/disable', { body: { password: 'zlehaslo77' }, jar })).status,
    ).toBe(400);
    const off = await call(api, 'POST', '/user/two-factor/disable', { body: { password: TEST_PASSWORD }, jar });
    expect(off.status).toBe(200);
    expect((await mailbox.next(email, { subject: 'Weryfikacja dwuetapowa w KWC została wyłączona' })).text).toContain(
      'wystarczy teraz hasło',
    );
    const { response } = await passwordStep(email);
    tokenResponseSchema.parse(await response.json());
    const [row] = await queryRows<{ secret: string | null; hashes: string[] }>(
      database.db,
      sql`select totp_secret as secret, totp_recovery_hashes as hashes from users where email = ${email}`,
    );
    expect(row).toEqual({ secret: null, hashes: [] });
  });
});
