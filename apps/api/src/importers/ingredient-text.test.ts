import { describe, expect, it } from 'vitest';

import { createIngredientMatcher, ingredientNames, inciKey, parseIngredientsText } from './ingredient-text';

describe('parseIngredientsText', () => {
  it('strips parenthesised translations, asterisks and the trailing dot', () => {
    expect(ingredientNames('Aqua (Water), Glycerin, Parfum (Fragrance)*, Limonene.')).toEqual([
      'AQUA',
      'GLYCERIN',
      'PARFUM',
      'LIMONENE',
    ]);
  });

  it('keeps the parenthesised part aside and the full name for INCI names that contain parentheses', () => {
    expect(parseIngredientsText('Eau (Aqua), (20S)-Protopanaxadiol')).toEqual([
      { name: 'EAU', full: 'EAU (AQUA)', inner: ['AQUA'] },
      { name: 'PROTOPANAXADIOL', full: '(20S)-PROTOPANAXADIOL', inner: ['20S'] },
    ]);
  });

  it('removes percentages, ranges and "less than" amounts', () => {
    expect(
      ingredientNames('Aloe Barbadensis Leaf Juice 98%, glycerin 0,5 %, 5- 15% sodium chloride, <1% parfum'),
    ).toEqual(['ALOE BARBADENSIS LEAF JUICE', 'GLYCERIN', 'SODIUM CHLORIDE', 'PARFUM']);
  });

  it('handles nested and unbalanced parentheses', () => {
    expect(ingredientNames('Parfum (Fragrance (Parfum)), Aqua (Water, Eau), Citral)')).toEqual([
      'PARFUM',
      'AQUA',
      'CITRAL',
    ]);
    expect(parseIngredientsText('Parfum (Fragrance (Parfum))')[0]!.inner).toEqual(['FRAGRANCE']);
  });

  it('splits on semicolons, bullets and sentence dots but not inside "1,2-HEXANEDIOL" or "ALCOHOL DENAT. (…)"', () => {
    expect(
      ingredientNames('Talc • Mica; 1,2-Hexanediol. Cocamidopropyl Bétaïne. Alcohol Denat. (SD alcohol 39C)'),
    ).toEqual(['TALC', 'MICA', '1,2-HEXANEDIOL', 'COCAMIDOPROPYL BÉTAÏNE', 'ALCOHOL DENAT']);
    expect(
      ingredientNames('Glycerin, Ext. Violet 2 (CI 60730), Citrus Paradisi, X C. Reticulata Peel Oil. Aqua'),
    ).toEqual(['GLYCERIN', 'EXT. VIOLET 2', 'CITRUS PARADISI', 'X C. RETICULATA PEEL OIL', 'AQUA']);
  });

  it('drops headings, footnotes, "may contain" markers and OBF allergen underlines', () => {
    expect(
      ingredientNames(
        'INGRÉDIENTS : aqua, _limonene_, [+/- CI 77491, CI 77492], *ingrédient issu de l&apos;agriculture biologique',
      ),
    ).toEqual(['AQUA', 'LIMONENE', 'CI 77491', 'CI 77492', "INGRÉDIENT ISSU DE L'AGRICULTURE BIOLOGIQUE"]);
    expect(ingredientNames('[1] Talc • Mica. [+/- MAY CONTAIN)')).toEqual(['TALC', 'MICA']);
    expect(ingredientNames('Citric Acid, Black 2 (CI 77266) [NANO], (F01).')).toEqual(['CITRIC ACID', 'BLACK 2']);
  });

  it('normalises case and whitespace and ignores empty entries', () => {
    expect(ingredientNames('  sodium   laureth\tsulfate ,, ,glycerin ')).toEqual([
      'SODIUM LAURETH SULFATE',
      'GLYCERIN',
    ]);
    expect(ingredientNames('')).toEqual([]);
  });
});

describe('inciKey', () => {
  it('folds accents, trailing dots, slash spacing and the "Cl" misprint of colour index numbers', () => {
    expect(inciKey('Alcohol Denat.')).toBe('ALCOHOL DENAT');
    expect(inciKey('Bétaïne')).toBe('BETAINE');
    expect(inciKey('Aqua / Water')).toBe('AQUA/WATER');
    expect(inciKey('Cl 77891')).toBe('CI 77891');
    expect(inciKey('CI77891')).toBe('CI 77891');
  });
});

describe('createIngredientMatcher', () => {
  const matcher = createIngredientMatcher([
    { id: 1, inci: 'AQUA' },
    { id: 2, inci: 'PARFUM' },
    { id: 3, inci: 'GLYCERIN' },
    { id: 4, inci: 'ALCOHOL DENAT.' },
    { id: 5, inci: '(20S)-PROTOPANAXADIOL' },
    { id: 6, inci: 'COCAMIDOPROPYL BETAINE' },
    { id: 7, inci: 'PRUNUS AMYGDALUS DULCIS OIL' },
    { id: 8, inci: 'CI 77891' },
  ]);
  const match = (text: string) => parseIngredientsText(text).map((entry) => matcher.match(entry));

  it('matches INCI names case- and accent-insensitively, with parentheses when the INCI name has them', () => {
    expect(match('aqua, Glycerin, alcohol denat, (20S)-Protopanaxadiol, Cocamidopropyl Bétaïne')).toEqual([
      1, 3, 4, 5, 6,
    ]);
  });

  it('understands common synonyms: water, French eau, fragrance, glycérine', () => {
    expect(match('Water, eau, Fragrance, Perfume, glycérine, Titanium Dioxide')).toEqual([1, 1, 2, 2, 3, 8]);
  });

  it('uses the parenthesised INCI name of a French label and slash alternatives', () => {
    expect(
      match('Eau (Aqua), huile d’amande douce (Prunus Amygdalus Dulcis Oil), AQUA/WATER/EAU, parfum / fragrance'),
    ).toEqual([1, 7, 1, 2]);
  });

  it('tries British and French spellings', () => {
    const spelled = createIngredientMatcher([
      { id: 1, inci: 'ALUMINUM CHLOROHYDRATE' },
      { id: 2, inci: 'SODIUM HYDROXIDE' },
    ]);
    const entries = parseIngredientsText('Aluminium Chlorohydrate, sodium hydroxyde');
    expect(entries.map((entry) => spelled.match(entry))).toEqual([1, 2]);
  });

  it('leaves unknown names unmatched', () => {
    expect(match('Propyiene Glycol, unicorn tears')).toEqual([undefined, undefined]);
  });
});
