import { describe, expect, it } from 'vitest';

import { ANALYTICS_EVENTS, hashEventOf, validateEventParameters } from './analytics';

const declared = { search_term: 'string', hint: 'boolean', position: 'number', at: 'date' } as const;

describe('validateEventParameters', () => {
  it('accepts parameters of the declared types, all present', () => {
    expect(
      validateEventParameters(declared, { search_term: 'krem', hint: false, position: 3, at: new Date('2026-01-01') }),
    ).toEqual({ ok: true });
  });

  it('reports a wrong type per parameter', () => {
    const result = validateEventParameters(declared, {
      search_term: 3,
      hint: 'yes',
      position: Number.NaN,
      at: new Date('nonsense'),
    });
    expect(result.ok === false && result.issues.map((issue) => [issue.code, issue.parameter])).toEqual([
      ['wrong_type', 'search_term'],
      ['wrong_type', 'hint'],
      ['wrong_type', 'position'],
      ['wrong_type', 'at'],
    ]);
  });

  it('reports a missing parameter and a count that does not match', () => {
    const result = validateEventParameters(declared, { search_term: 'krem', hint: true, position: 1, extra: 'x' });
    expect(result.ok === false && result.issues.map((issue) => [issue.code, issue.parameter])).toEqual([
      ['missing', 'at'],
      ['unexpected', 'extra'],
    ]);
  });
});

describe('ANALYTICS_EVENTS', () => {
  it('declares the search and impression events of spec section 7', () => {
    expect(validateEventParameters(ANALYTICS_EVENTS.search, { search_term: 'krem', hint: 'kremy do twarzy' })).toEqual({
      ok: true,
    });
    expect(validateEventParameters(ANALYTICS_EVENTS.experience_impression, { exp_variant_string: 'tiles-B' })).toEqual({
      ok: true,
    });
    expect(validateEventParameters(ANALYTICS_EVENTS.potwierdzam18_tak, { extra: 1 }).ok).toBe(false);
    expect(Object.keys(ANALYTICS_EVENTS.item_view)).toEqual([
      'element',
      'position',
      'start_position',
      'timer',
      'sequence',
    ]);
  });
});

describe('hashEventOf', () => {
  it('names the event of a tracked section anchor, with or without its #', () => {
    expect(hashEventOf('#opinie')).toBe('opinie');
    expect(hashEventOf('skladniki')).toBe('skladniki');
  });

  it('gives null for any other hash', () => {
    expect(hashEventOf('')).toBeNull();
    expect(hashEventOf('#ostatnio-ogladane')).toBeNull();
    expect(hashEventOf('#<script>')).toBeNull();
  });
});
