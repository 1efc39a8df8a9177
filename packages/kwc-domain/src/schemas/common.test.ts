import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { anonymousIdSchema, optionalQueryInt, optionalQueryText, queryArray, queryInt, skuSchema } from './common';

describe('skuSchema', () => {
  it('accepts KWC-<number> only', () => {
    expect(skuSchema.parse('KWC-1240')).toBe('KWC-1240');
    for (const bad of ['KWC-', 'kwc-12', 'KWC-12a', 'XYZ-12', ' KWC-12']) {
      expect(skuSchema.safeParse(bad).error?.issues[0]?.message).toBe('Nieprawidłowy kod produktu');
    }
  });
});

describe('anonymousIdSchema', () => {
  it('accepts a UUID and refuses unsafe or short ids', () => {
    expect(anonymousIdSchema.safeParse('4f0c8a0e-7d5b-4c1e-9d8f-2b6a1c3e5f70').success).toBe(true);
    expect(anonymousIdSchema.safeParse('abc').success).toBe(false);
    expect(anonymousIdSchema.safeParse('4f0c8a0e;7d5b 4c1e').success).toBe(false);
  });
});

describe('query helpers', () => {
  it('coerce integers written as text', () => {
    const page = queryInt({ min: 1, fallback: 1 });
    expect(page.parse('2')).toBe(2);
    expect(page.parse(' 3 ')).toBe(3);
    expect(page.parse(4)).toBe(4);
    expect(page.parse(undefined)).toBe(1);
    expect(page.parse('')).toBe(1);
  });

  it('give Polish messages for bad numbers', () => {
    const page = queryInt({ min: 1, max: 10 });
    expect(page.safeParse('abc').error?.issues[0]?.message).toBe('Podaj liczbę całkowitą');
    expect(page.safeParse('2.5').error?.issues[0]?.message).toBe('Podaj liczbę całkowitą');
    expect(page.safeParse('0').error?.issues[0]?.message).toBe('Wartość jest za mała');
    expect(page.safeParse('11').error?.issues[0]?.message).toBe('Wartość jest za duża');
    expect(page.safeParse(undefined).error?.issues[0]?.message).toBe('Podaj liczbę całkowitą');
  });

  it('treat an absent or empty optional value as undefined', () => {
    const id = optionalQueryInt({ min: 1 });
    expect(id.parse(undefined)).toBeUndefined();
    expect(id.parse('')).toBeUndefined();
    expect(id.parse('7')).toBe(7);
    expect(optionalQueryText.parse('  ')).toBeUndefined();
    expect(optionalQueryText.parse(' krem ')).toBe('krem');
  });

  it('read one or many repeated values as an array', () => {
    const ids = queryArray(queryInt({ min: 1 }));
    expect(ids.parse('3')).toEqual([3]);
    expect(ids.parse(['3', '4'])).toEqual([3, 4]);
    expect(ids.parse(undefined)).toEqual([]);
    expect(queryArray(z.string()).parse('a')).toEqual(['a']);
  });
});
