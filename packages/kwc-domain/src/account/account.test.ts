import { describe, expect, it } from 'vitest';

import {
  accountSchema,
  emailChangeParamsSchema,
  loginMethodSchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordResetSchema,
  registerFormSchema,
  registerRequestSchema,
  tokenPayloadSchema,
  updateUserRequestSchema,
  userResponseSchema,
} from './account';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const counters = {
  followed: 3,
  followers: 10,
  give_notes: 5,
  hits: 12,
  hits_left: 18,
  notes_plus: 40,
  products: 2,
  reviews: 25,
};
const agreements = { newsletter: true, commercial_internal: false, commercial_external: false, club: true };

describe('login', () => {
  it('takes username, password and the anonymous id', () => {
    const body = { username: 'ania@example.pl', password: 'x', anon: '4f0c8a0e-7d5b-4c1e-9d8f-2b6a1c3e5f70' };
    expect(loginRequestSchema.parse(body)).toEqual(body);
    expect(issues(loginRequestSchema.safeParse({ username: '', password: '' }))).toEqual([
      ['username', 'To pole jest wymagane'],
      ['password', 'To pole jest wymagane'],
    ]);
  });

  it('answers with a token or a message', () => {
    expect(loginResponseSchema.parse({ token: 'a.b' })).toEqual({ token: 'a.b' });
    expect(loginResponseSchema.parse({ message: 'Błędny login lub hasło' })).toEqual({
      message: 'Błędny login lub hasło',
    });
    expect(loginMethodSchema.options).toEqual(['account_password', 'account_token', 'facebook', 'KWC']);
  });
});

describe('registration', () => {
  it('takes email, password, captcha and anon, with the spec messages', () => {
    expect(issues(registerRequestSchema.safeParse({ email: 'ania@', password: 'abcdefgh', captcha: '' }))).toEqual([
      ['email', 'Błędny adres email'],
      ['password', 'Hasło musi zawierać co najmniej jedną cyfrę i literę oraz mieć co najmniej 8 znaków'],
      ['captcha', 'To pole jest wymagane'],
    ]);
  });

  it("the form refuses differing passwords with 'Hasła nie mogą być różne'", () => {
    const form = { email: 'ania@example.pl', password: 'abcdefg1', passwordRepeat: 'abcdefg2', captcha: 'x' };
    expect(issues(registerFormSchema.safeParse(form))).toEqual([['passwordRepeat', 'Hasła nie mogą być różne']]);
    expect(registerFormSchema.safeParse({ ...form, passwordRepeat: 'abcdefg1' }).success).toBe(true);
  });

  it('the reset form does the same', () => {
    expect(
      issues(passwordResetSchema.safeParse({ token: 't', password: 'abcdefg1', passwordRepeat: 'abcdefg2' })),
    ).toEqual([['passwordRepeat', 'Hasła nie mogą być różne']]);
  });
});

describe('user', () => {
  it('GET /api/user answers with id, avatar, rank, counters, social links and agreements', () => {
    const user = {
      id: 42,
      avatar: null,
      rank: 'Ekspertka',
      counters,
      social_instagram: 'https://instagram.com/ania',
      social_facebook: null,
      social_tiktok: null,
      social_youtube: null,
      agreements,
    };
    expect(userResponseSchema.parse(user)).toEqual(user);
    expect(userResponseSchema.safeParse({ ...user, counters: { ...counters, hits_left: undefined } }).success).toBe(
      false,
    );
  });

  it('the account holds the spec fields with counters, social links and agreements', () => {
    const account = {
      email: 'ania@example.pl',
      username: 'ania',
      dateOfBirth: '2000-02-29',
      isAccountActive: true,
      userId: 42,
      rank: 'Ekspertka',
      avatar: null,
      isAdult: true,
      shouldDisplayAdultContent: true,
      counters,
      socialLinks: { instagram: null, facebook: null, tiktok: null, youtube: null },
      agreements,
    };
    expect(accountSchema.parse(account)).toEqual(account);
  });

  it('PATCH takes only changed fields, and needs the current password to change e-mail or password', () => {
    expect(updateUserRequestSchema.parse({ username: 'ania' })).toEqual({ username: 'ania' });
    expect(issues(updateUserRequestSchema.safeParse({}))).toEqual([['', 'Nie podano żadnych zmian']]);
    expect(issues(updateUserRequestSchema.safeParse({ password: 'abcdefg1' }))).toEqual([
      ['currentPassword', 'Podaj obecne hasło, aby zmienić e-mail lub hasło'],
    ]);
    expect(updateUserRequestSchema.safeParse({ email: 'a@example.pl', currentPassword: 'x' }).success).toBe(true);
  });

  it('the email-change code is required', () => {
    expect(issues(emailChangeParamsSchema.safeParse({ code: '' }))).toEqual([['code', 'To pole jest wymagane']]);
  });
});

describe('tokenPayloadSchema', () => {
  it('holds email, username, birthday, is_active, id and exp', () => {
    const payload = {
      email: 'a@example.pl',
      username: null,
      birthday: null,
      is_active: false,
      id: 1,
      exp: 1_800_000_000,
    };
    expect(tokenPayloadSchema.parse({ ...payload, iat: 1 })).toEqual(payload);
  });
});
