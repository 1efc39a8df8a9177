import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { compactName, foldText, typoBudget, typoDistance, WordGrams } from './typos';

describe('typos', () => {
  it('counts a substitution, an insertion, a deletion and a transposition of neighbours as one', () => {
    expect(typoDistance('garnoer', 'garnier', 2)).toBe(1);
    expect(typoDistance('garniier', 'garnier', 2)).toBe(1);
    expect(typoDistance('garner', 'garnier', 2)).toBe(1);
    expect(typoDistance('garneir', 'garnier', 2)).toBe(1);
    expect(typoDistance('garnier', 'garnier', 2)).toBe(0);
    expect(typoDistance('gnarneir', 'garnier', 2)).toBe(2);
  });

  it('answers max + 1 past the cutoff, and measures against the best prefix when asked', () => {
    expect(typoDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(typoDistance('szampn', 'szampony', 1)).toBe(2);
    expect(typoDistance('szampn', 'szampony', 1, true)).toBe(1);
    expect(typoDistance('niacinamid', 'niacynamidem', 2, true)).toBe(1);
  });

  it('gives no typo under 5 letters, one from 5 and two from 9', () => {
    expect([4, 5, 8, 9, 20].map(typoBudget)).toEqual([0, 1, 1, 2, 2]);
  });

  it('spells names without accents, spaces and punctuation', () => {
    expect(foldText('Nawilżający ŁAGODZĄCY')).toBe('nawilzajacy lagodzacy');
    expect(compactName("L'Oréal Paris")).toBe('lorealparis');
    expect(compactName('l oreaĺ')).toBe('loreal');
    expect(compactName('Flos-Lek')).toBe('floslek');
  });

  it('finds through trigrams exactly the words a scan of every word finds', () => {
    const letters = fc.constantFrom(...'abcdeklmnoprswyz');
    const word = fc.array(letters, { minLength: 2, maxLength: 12 }).map((list) => list.join(''));
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 200 }), word, fc.boolean(), (words, typed, prefix) => {
        const grams = new WordGrams(words);
        const max = typoBudget(typed.length);
        const found = grams
          .near(typed, max, prefix)
          .map(({ id }) => id)
          .sort((a, b) => a - b);
        const scanned =
          max === 0
            ? []
            : words.flatMap((candidate, id) => (typoDistance(typed, candidate, max, prefix) <= max ? [id] : []));
        expect(found).toEqual(scanned);
      }),
      { numRuns: 300, seed: 34 },
    );
  });

  it('equals the full table of optimal string alignment for random pairs', () => {
    const osa = (a: string, b: string) => {
      const d = Array.from({ length: a.length + 1 }, (_, i) =>
        Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
      );
      for (let i = 1; i <= a.length; i++)
        for (let j = 1; j <= b.length; j++) {
          d[i]![j] = Math.min(
            d[i - 1]![j]! + 1,
            d[i]![j - 1]! + 1,
            d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
          );
          if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
            d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
        }
      return d[a.length]![b.length]!;
    };
    const word = fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 8 }).map((list) => list.join(''));
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(typoDistance(a, b, max)).toBe(Math.min(osa(a, b), max + 1));
      }),
      { numRuns: 500, seed: 9 },
    );
  });
});
