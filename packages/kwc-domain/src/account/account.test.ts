import { describe, expect, it } from 'vitest';

import {
  accountSchema,
  emailChangeParamsSchema,
  loginMethodSchema,
  loginRequestSchema,
  loginResponseSchema,
  registerFormSchema,
  registerRequestSchema,
  tokenPayloadSchema,
  updateUserRequestSchema,
  userResponseSchema,
} from './account';
import { isLinkToken, linkTokenParamsSchema, newPasswordRequestSchema } from './account-api';

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

  it('the new-password form of a reset link does the same', () => {
    expect(issues(newPasswordRequestSchema.safeParse({ password: 'abcdefg1', passwordRepeat: 'abcdefg2' }))).toEqual([
      ['passwordRepeat', 'Hasła nie mogą być różne'],
    ]);
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

  it('PATCH takes only changed fields, and needs the current password to change the e-mail', () => {
    expect(updateUserRequestSchema.parse({ username: 'ania' })).toEqual({ username: 'ania' });
    expect(issues(updateUserRequestSchema.safeParse({}))).toEqual([['', 'Nie podano żadnych zmian']]);
    expect(issues(updateUserRequestSchema.safeParse({ email: 'a@example.pl' }))).toEqual([
      ['currentPassword', 'Podaj obecne hasło, aby zmienić e-mail lub hasło'],
    ]);
    // A password alone passes: the server asks for the current one when the account has one.
    expect(updateUserRequestSchema.safeParse({ password: 'abcdefg1' }).success).toBe(true);
    expect(updateUserRequestSchema.safeParse({ email: 'a@example.pl', currentPassword: 'x' }).success).toBe(true);
  });

  it('takes a profile link only on its own network, over https; an empty field clears it', () => {
    expect(updateUserRequestSchema.parse({ social_instagram: 'https://www.instagram.com/ania' })).toEqual({
      social_instagram: 'https://www.instagram.com/ania',
    });
    expect(updateUserRequestSchema.parse({ social_youtube: 'https://youtu.be/abc' }).social_youtube).toBe(
      'https://youtu.be/abc',
    );
    expect(updateUserRequestSchema.parse({ social_tiktok: '' })).toEqual({ social_tiktok: null });
    for (const wrong of [
      'https://evil.example/instagram.com',
      'http://instagram.com/ania',
      'https://instagram.com.evil.example/ania',
      'https://user:pass@instagram.com/ania',
      'https://instagram.com/',
      'javascript:alert(1)',
    ]) {
      expect(issues(updateUserRequestSchema.safeParse({ social_instagram: wrong }))).toEqual([
        ['social_instagram', 'Podaj adres profilu w tym serwisie (https://…)'],
      ]);
    }
  });

  it('takes a username of letters, digits, dot, hyphen and underscore', () => {
    expect(updateUserRequestSchema.parse({ username: 'Ania_Kosmetyczka.88' }).username).toBe('Ania_Kosmetyczka.88');
    expect(updateUserRequestSchema.parse({ username: 'Żaneta' }).username).toBe('Żaneta');
    for (const wrong of ['ab', 'ania kowalska', '<script>', 'a'.repeat(51)]) {
      expect(updateUserRequestSchema.safeParse({ username: wrong }).success).toBe(false);
    }
  });

  it('a one-time link token is 43 base64url characters, else refused', () => {
    const token = 'A'.repeat(42) + '_';
    expect(isLinkToken(token)).toBe(true);
    expect(linkTokenParamsSchema.safeParse({ token }).success).toBe(true);
    for (const wrong of ['', 'A'.repeat(42), 'A'.repeat(44), `${'A'.repeat(42)}/`, `${'A'.repeat(42)}=`]) {
      expect(isLinkToken(wrong)).toBe(false);
    }
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
