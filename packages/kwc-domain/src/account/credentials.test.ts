import { describe, expect, it } from 'vitest';

import { VALIDATION_MESSAGES } from '../messages';
import {
  currentPasswordSchema,
  emailSchema,
  isValidEmail,
  isValidPassword,
  passwordSchema,
  passwordsMatch,
  passwordWithRepeatSchema,
} from './credentials';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('e-mail', () => {
  it('refuses a malformed address with "Błędny adres email"', () => {
    expect(messages(emailSchema.safeParse('ania@'))).toEqual(['Błędny adres email']);
    expect(messages(emailSchema.safeParse('ania.kowalska'))).toEqual([VALIDATION_MESSAGES.invalidEmail]);
  });

  it('asks for a missing address with the required message only', () => {
    expect(messages(emailSchema.safeParse(''))).toEqual(['To pole jest wymagane']);
    expect(messages(emailSchema.safeParse(undefined))).toEqual(['To pole jest wymagane']);
  });

  it('trims and lower-cases, so one address cannot register twice', () => {
    expect(emailSchema.parse('  Ania.Kowalska@Example.PL ')).toBe('ania.kowalska@example.pl');
    expect(isValidEmail('ania@example.pl')).toBe(true);
    expect(isValidEmail('ania@')).toBe(false);
  });
});

describe('password rule', () => {
  it.each([
    ['abcdefg1', true],
    ['1234567a', true],
    ['żółwik12', true],
    ['abcdefgh', false],
    ['12345678', false],
    ['abc1234', false],
    ['ąąąąąą1', false],
  ])('%j → %s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
    const result = passwordSchema.safeParse(password);
    expect(result.success).toBe(valid);
    if (!valid) {
      expect(messages(result)).toEqual([
        'Hasło musi zawierać co najmniej jedną cyfrę i literę oraz mieć co najmniej 8 znaków',
      ]);
    }
  });

  it('asks for a missing password with the required message only', () => {
    expect(messages(passwordSchema.safeParse(''))).toEqual(['To pole jest wymagane']);
  });

  it('does not apply the rule to a password typed to log in', () => {
    expect(currentPasswordSchema.safeParse('short').success).toBe(true);
    expect(messages(currentPasswordSchema.safeParse(''))).toEqual(['To pole jest wymagane']);
  });
});

describe('passwords differ', () => {
  it('reports "Hasła nie mogą być różne" on the repeated password', () => {
    expect(passwordsMatch('abcdefg1', 'abcdefg1')).toBe(true);
    expect(passwordsMatch('abcdefg1', 'abcdefg2')).toBe(false);
    const result = passwordWithRepeatSchema.safeParse({ password: 'abcdefg1', passwordRepeat: 'abcdefg2' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'Hasła nie mogą być różne', path: ['passwordRepeat'] }),
    ]);
    expect(passwordWithRepeatSchema.safeParse({ password: 'abcdefg1', passwordRepeat: 'abcdefg1' }).success).toBe(true);
  });
});
