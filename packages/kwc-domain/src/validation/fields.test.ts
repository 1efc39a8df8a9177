import { describe, expect, it } from 'vitest';

import { requiredText } from './fields';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('required field', () => {
  it.each([undefined, null, '', '   '])('refuses %j with "To pole jest wymagane"', (value) => {
    expect(messages(requiredText().safeParse(value))).toEqual(['To pole jest wymagane']);
  });

  it('accepts and trims text', () => {
    expect(requiredText().parse('  Ania ')).toBe('Ania');
  });
});
