import { describe, expect, it } from 'vitest';

import * as bits from '../shared/bitset';
import { parseTsQuery, parseTsVector, TextIndex } from './text-index';

describe('parseTsVector', () => {
  it('reads lexemes in order with positions and weights, quotes and backslashes unescaped', () => {
    expect(parseTsVector(`'50':4 'krem':1A,7C 'l''oreal':2B 'a\\\\b':3`)).toEqual({
      lexemes: ['50', 'krem', "l'oreal", 'a\\b'],
      positions: [[4 * 4], [1 * 4 + 3, 7 * 4 + 1], [2 * 4 + 2], [3 * 4]],
    });
  });

  it('reads a vector without positions and an empty one', () => {
    expect(parseTsVector(`'krem' 'żel'`)).toEqual({ lexemes: ['krem', 'żel'], positions: [[], []] });
    expect(parseTsVector('')).toEqual({ lexemes: [], positions: [] });
  });
});

describe('parseTsQuery', () => {
  it('reads AND over OR groups as to_tsquery prints them', () => {
    expect(parseTsQuery(`'krem':* & ( 'nawilżać':* | 'nawilżający':* )`)).toEqual({
      op: '&',
      args: [
        { lexeme: 'krem', prefix: true },
        {
          op: '|',
          args: [
            { lexeme: 'nawilżać', prefix: true },
            { lexeme: 'nawilżający', prefix: true },
          ],
        },
      ],
    });
    expect(parseTsQuery(`'krem'`)).toEqual({ lexeme: 'krem', prefix: false });
  });

  it('binds AND tighter than OR', () => {
    expect(parseTsQuery(`'a' & 'b' | 'c'`)).toMatchObject({ op: '|', args: [{ op: '&' }, { lexeme: 'c' }] });
  });

  it('gives up on what it does not read: phrase operators, negation, weights, nothing at all', () => {
    expect(parseTsQuery(`'spf':* <-> '50':*`)).toBeNull();
    expect(parseTsQuery(`!'krem'`)).toBeNull();
    expect(parseTsQuery(`'krem':*A`)).toBeNull();
    expect(parseTsQuery('')).toBeNull();
  });
});

describe('TextIndex', () => {
  const row = (polish: string, simple = polish, text = '') => ({
    search_polish: polish,
    search_simple: simple,
    search_text: text,
  });

  it('matches by prefix through either vector and forgets a product’s old words when it changes', () => {
    const index = new TextIndex();
    index.set(0, row(`'krem':1A 'nawilżać':2A`, `'krem':1A 'nawilzajacy':2A`));
    index.set(1, row(`'szampon':1A`));
    index.set(2, row(`'kremowy':1A`));
    const slots = (polish: string, simple = '') =>
      [...Array(3).keys()].filter((slot) =>
        bits.has(index.match({ polish: parseTsQuery(polish), simple: parseTsQuery(simple) }, 1), slot),
      );
    expect(slots(`'krem':*`)).toEqual([0, 2]);
    expect(slots(`'krem'`)).toEqual([0]);
    expect(slots(`'krem':* & 'nawilżać':*`)).toEqual([0]);
    expect(slots(`'krem':* | 'szampon':*`)).toEqual([0, 1, 2]);
    expect(slots('', `'nawilzaj':*`)).toEqual([0]);
    index.set(0, row(`'żel':1A`));
    expect(slots(`'krem':*`)).toEqual([2]);
    expect(slots(`'żel':*`)).toEqual([0]);
    index.remove(2);
    expect(slots(`'krem':*`)).toEqual([]);
  });
});
