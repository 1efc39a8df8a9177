import {
  ACCOUNT_FIELD_MESSAGES,
  accountDetailsResponseSchema,
  apiErrorSchema,
  decodeTokenPayload,
  updateUserResponseSchema,
  VALIDATION_MESSAGES,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import {
  call,
  linkTokenOf,
  openAccountsApi,
  registerAccount,
  setCookies,
  testClock,
  type Mailbox,
} from '../testing/accounts';

let database: DatabaseHandle;
let mailbox: Mailbox;
let api: ReturnType<typeof createApi>;
const clock = testClock(new Date('2026-11-21T12:00:00Z'));

let close: () => Promise<void>;

beforeAll(async () => {
  ({ database, mailbox, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

const userRow = async (email: string) =>
  (await queryRows<Record<string, unknown>>(database.db, sql`select * from users where email = ${email}`))[0]!;

describe('PATCH /api/user', () => {
  it('refuses every bad field with its message and changes nothing', async () => {
    const { jar } = await registerAccount(api, 'pola@example.pl', 'pielegnacja7');
    await registerAccount(api, 'zajeta@example.pl');
    expect(
      (
        await call(api, 'PATCH', '/user', {
          body: { username: 'Zajeta.Nazwa' },
          jar: (await registerAccount(api, 'inna@example.pl')).jar,
        })
      ).status,
    ).toBe(200);
    const before = await userRow('pola@example.pl');
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, '', VALIDATION_MESSAGES.nothingToUpdate],
      [{ username: '' }, 'username', VALIDATION_MESSAGES.required],
      [{ username: 'a b' }, 'username', ACCOUNT_FIELD_MESSAGES.usernameCharacters],
      [{ username: 'x'.repeat(51) }, 'username', VALIDATION_MESSAGES.usernameTooLong],
      [{ username: 'zajeta.nazwa' }, 'username', ACCOUNT_FIELD_MESSAGES.usernameTaken],
      [{ dateOfBirth: '2001-02-30' }, 'dateOfBirth', VALIDATION_MESSAGES.invalidBirthDate],
      [{ dateOfBirth: '2027-01-01' }, 'dateOfBirth', VALIDATION_MESSAGES.birthDateInFuture],
      [{ social_instagram: 'https://evil.example/ania' }, 'social_instagram', ACCOUNT_FIELD_MESSAGES.socialLinkHost],
      [{ social_youtube: 'http://youtube.com/x' }, 'social_youtube', ACCOUNT_FIELD_MESSAGES.socialLinkHost],
      [{ email: 'nowy@example.pl' }, 'currentPassword', VALIDATION_MESSAGES.currentPasswordRequired],
      [
        { email: 'nowy@example.pl', currentPassword: 'zlehaslo1' },
        'currentPassword',
        VALIDATION_MESSAGES.wrongPassword,
      ],
      [{ email: 'zly-adres', currentPassword: 'pielegnacja7' }, 'email', VALIDATION_MESSAGES.invalidEmail],
      [{ email: 'POLA@example.pl', currentPassword: 'pielegnacja7' }, 'email', ACCOUNT_FIELD_MESSAGES.sameEmail],
      [
        { email: 'zajeta@example.pl', currentPassword: 'pielegnacja7' },
        'email',
        VALIDATION_MESSAGES.emailAlreadyRegistered,
      ],
      [{ password: 'krotk1', currentPassword: 'pielegnacja7' }, 'password', VALIDATION_MESSAGES.passwordRule],
      [
        { password: 'qwerty123', currentPassword: 'pielegnacja7' },
        'password',
        ACCOUNT_FIELD_MESSAGES.passwordTooCommon,
      ],
      [
        { password: 'Pola-2026!', currentPassword: 'pielegnacja7' },
        'password',
        ACCOUNT_FIELD_MESSAGES.passwordContextWord,
      ],
      [
        { password: 'uroda2026', currentPassword: 'pielegnacja7' },
        'password',
        ACCOUNT_FIELD_MESSAGES.passwordContextWord,
      ],
      [{ password: 'noweHaslo9', currentPassword: 'zlehaslo1' }, 'currentPassword', VALIDATION_MESSAGES.wrongPassword],
      [{ agreements: { newsletter: 'tak' } }, 'agreements', VALIDATION_MESSAGES.invalidValue],
    ];
    for (const to of ['pola@example.pl', 'zajeta@example.pl', 'inna@example.pl']) await mailbox.next(to);
    const sent = mailbox.messages.length;
    for (const [body, field, message] of cases) {
      const response = await call(api, 'PATCH', '/user', { body, jar });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = apiErrorSchema.parse(await response.json());
      expect(error.message, JSON.stringify(body)).toBe(message);
      if (field) expect(error.fields?.[field], JSON.stringify(body)).toBe(message);
      expect(setCookies(response).size).toBe(0);
    }
    expect(await userRow('pola@example.pl')).toEqual(before);
    expect(mailbox.messages.length).toBe(sent);
  });

  it('saves details and agreements, giving a new token when the token fields change', async () => {
    const { jar } = await registerAccount(api, 'szczegoly@example.pl');
    const response = await call(api, 'PATCH', '/user', {
      body: {
        username: 'Zuzia.Ł',
        dateOfBirth: '2000-03-04',
        social_instagram: 'https://www.instagram.com/zuzia',
        agreements: { newsletter: true, club: true },
      },
      jar,
    });
    expect(response.status).toBe(200);
    const { token } = updateUserResponseSchema.parse(await response.json());
    expect(decodeTokenPayload(token!)).toMatchObject({ username: 'Zuzia.Ł', birthday: '2000-03-04' });
    expect(setCookies(response).has('refresh_token')).toBe(false);
    expect(setCookies(response).get('jwt_hp')!.value).toBe(token!.split('.').slice(0, 2).join('.'));

    clock.advance(60_000);
    const withdraw = await call(api, 'PATCH', '/user', {
      body: { agreements: { club: false }, social_instagram: '' },
      jar,
    });
    expect(await withdraw.json()).toEqual({});
    const details = accountDetailsResponseSchema.parse(await (await call(api, 'GET', '/user/account', { jar })).json());
    expect(details).toMatchObject({
      username: 'Zuzia.Ł',
      dateOfBirth: '2000-03-04',
      isAdult: true,
      shouldDisplayAdultContent: true,
      isAccountActive: false,
      role: 'user',
      loginMethod: 'account_password',
      hasPassword: true,
      pendingEmail: null,
      agreements: { newsletter: true, club: false, commercial_internal: false, commercial_external: false },
      socialLinks: { instagram: null },
    });
    expect(details.agreementTimes.club).toEqual({
      givenAt: '2026-11-21T12:00:00.000Z',
      withdrawnAt: '2026-11-21T12:01:00.000Z',
    });
    expect(details.agreementTimes.newsletter.withdrawnAt).toBeNull();
  });

  it('changes the password: other sessions end, this one gets a new login, a notice is mailed', async () => {
    const { jar } = await registerAccount(api, 'haslo@example.pl', 'pielegnacja7');
    const other = await call(api, 'POST', '/login_check', {
      body: { username: 'haslo@example.pl', password: 'pielegnacja7' },
    });
    const otherRefresh = setCookies(other).get('refresh_token')!.value;
    const response = await call(api, 'PATCH', '/user', {
      body: { password: 'noweHaslo9', currentPassword: 'pielegnacja7' },
      jar,
    });
    expect(response.status).toBe(200);
    expect(setCookies(response).has('refresh_token')).toBe(true);
    expect(
      (await call(api, 'POST', '/token/refresh', { headers: { cookie: `refresh_token=${otherRefresh}` } })).status,
    ).toBe(401);
    expect((await call(api, 'POST', '/token/refresh', { jar })).status).toBe(200);
    const notice = await mailbox.next('haslo@example.pl', {
      subject: 'Hasło do Twojego konta w KWC zostało zmienione',
    });
    expect(notice.text).toContain('https://kwc.test/konto/reset-hasla');
    expect(
      (await call(api, 'POST', '/login_check', { body: { username: 'haslo@example.pl', password: 'noweHaslo9' } }))
        .status,
    ).toBe(200);
  });

  it('lets an account without a password set its first one without a current password, the e-mail not', async () => {
    const { jar } = await registerAccount(api, 'bezhasla@example.pl', 'pielegnacja7');
    // As a Facebook login leaves it: no password.
    await database.db.execute(sql`update users set password_hash = null where email = 'bezhasla@example.pl'`);
    const email = await call(api, 'PATCH', '/user', { body: { email: 'inny.bezhasla@example.pl' }, jar });
    expect(email.status).toBe(400);
    expect(apiErrorSchema.parse(await email.json()).error.fields).toEqual({
      currentPassword: VALIDATION_MESSAGES.currentPasswordRequired,
    });
    expect((await userRow('bezhasla@example.pl')).pending_email ?? null).toBeNull();
    const response = await call(api, 'PATCH', '/user', { body: { password: 'pierwszeHaslo4' }, jar });
    expect(response.status).toBe(200);
    const login = await call(api, 'POST', '/login_check', {
      body: { username: 'bezhasla@example.pl', password: 'pierwszeHaslo4' },
    });
    expect(login.status).toBe(200);
    // Once set, changing it asks for it.
    const again = await call(api, 'PATCH', '/user', { body: { password: 'trzecieHaslo5' }, jar });
    expect(again.status).toBe(400);
    expect(apiErrorSchema.parse(await again.json()).error.fields).toEqual({
      currentPassword: VALIDATION_MESSAGES.currentPasswordRequired,
    });
  });

  it('changes the e-mail only once the new address confirms, and the old one can cancel it', async () => {
    const { jar } = await registerAccount(api, 'stary.adres@example.pl', 'pielegnacja7');
    const response = await call(api, 'PATCH', '/user', {
      body: { email: 'Nowy.Adres@example.pl', currentPassword: 'pielegnacja7' },
      jar,
    });
    expect(await response.json()).toEqual({});
    expect((await userRow('stary.adres@example.pl')).pending_email).toBe('nowy.adres@example.pl');
    const confirm = await mailbox.next('nowy.adres@example.pl');
    expect(confirm.text).toContain('https://kwc.test/konto/zmien-email/');
    const notice = await mailbox.next('stary.adres@example.pl', { subject: 'Zmiana adresu email w KWC' });
    expect(notice.text).toContain('nowy.adres@example.pl');
    expect(notice.text).toContain('https://kwc.test/konto/przerwij-zmiane-email/');

    const code = linkTokenOf(confirm);
    expect(await (await call(api, 'GET', `/user/links/${code}`)).json()).toEqual({
      kind: 'email_change',
      email: 'nowy.adres@example.pl',
    });
    const confirmed = await call(api, 'POST', `/user/email-change/${code}`);
    expect(confirmed.status).toBe(200);
    expect(decodeTokenPayload((await confirmed.json()).token)).toMatchObject({ email: 'nowy.adres@example.pl' });
    const reused = await call(api, 'POST', `/user/email-change/${code}`);
    expect(reused.status).toBe(404);
    expect((await reused.json()).error.code).toBe('link_invalid');

    // The old address undoes the change it did not ask for: every session ends.
    const cancel = await call(api, 'POST', `/user/email-change/${linkTokenOf(notice)}/cancel`);
    expect(await cancel.json()).toEqual({ ok: true });
    expect((await userRow('stary.adres@example.pl')).email).toBe('stary.adres@example.pl');
    expect((await call(api, 'POST', '/token/refresh', { jar })).status).toBe(401);
  });
});

describe('DELETE /api/user', () => {
  it('asks for the password, then deactivates the account and ends every session', async () => {
    const { jar } = await registerAccount(api, 'usuwa@example.pl', 'pielegnacja7');
    const wrong = await call(api, 'DELETE', '/user', { body: { currentPassword: 'zlehaslo1' }, jar });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ currentPassword: VALIDATION_MESSAGES.wrongPassword });
    const missing = await call(api, 'DELETE', '/user', { body: {}, jar });
    expect((await missing.json()).error.fields).toEqual({ currentPassword: VALIDATION_MESSAGES.required });
    expect((await userRow('usuwa@example.pl')).deactivated_at).toBeNull();

    const response = await call(api, 'DELETE', '/user', { body: { currentPassword: 'pielegnacja7' }, jar });
    expect(await response.json()).toEqual({ ok: true });
    expect((await userRow('usuwa@example.pl')).deactivated_at).not.toBeNull();
    expect(jar.cookies.size).toBe(0);
  });

  it('asks an account without a password for its e-mail address instead', async () => {
    const { jar } = await registerAccount(api, 'fb.usuwa@example.pl', 'pielegnacja7');
    await database.db.execute(sql`update users set password_hash = null where email = 'fb.usuwa@example.pl'`);
    for (const body of [{}, { confirmEmail: 'inna@example.pl' }, { currentPassword: 'pielegnacja7' }]) {
      const refused = await call(api, 'DELETE', '/user', { body, jar });
      expect(refused.status).toBe(400);
      expect(apiErrorSchema.parse(await refused.json()).error.fields).toEqual({
        confirmEmail: ACCOUNT_FIELD_MESSAGES.confirmEmail,
      });
    }
    expect((await userRow('fb.usuwa@example.pl')).deactivated_at).toBeNull();

    const response = await call(api, 'DELETE', '/user', { body: { confirmEmail: ' FB.Usuwa@example.pl ' }, jar });
    expect(await response.json()).toEqual({ ok: true });
    expect((await userRow('fb.usuwa@example.pl')).deactivated_at).not.toBeNull();
    expect(jar.cookies.size).toBe(0);
  });
});
