import { describe, expect, it } from 'vitest';

import { accountDetailsSchema, needsAccountDetails } from './account-details';

describe('needsAccountDetails', () => {
  it('is required when the username or the birth date is missing', () => {
    expect(needsAccountDetails({ username: 'ania', dateOfBirth: '2000-01-01' })).toBe(false);
    expect(needsAccountDetails({ username: null, dateOfBirth: '2000-01-01' })).toBe(true);
    expect(needsAccountDetails({ username: '  ', dateOfBirth: '2000-01-01' })).toBe(true);
    expect(needsAccountDetails({ username: 'ania', dateOfBirth: undefined })).toBe(true);
    expect(needsAccountDetails({})).toBe(true);
  });
});

describe('accountDetailsSchema', () => {
  it('requires both fields with the spec message', () => {
    const result = accountDetailsSchema.safeParse({ username: '', dateOfBirth: undefined });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['username'], 'To pole jest wymagane'],
      [['dateOfBirth'], 'To pole jest wymagane'],
    ]);
    expect(accountDetailsSchema.parse({ username: ' Ania ', dateOfBirth: '2000-01-01' })).toEqual({
      username: 'Ania',
      dateOfBirth: '2000-01-01',
    });
  });
});
