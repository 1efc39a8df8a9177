import { describe, expect, it } from 'vitest';

import { addedProductInputSchema, isValidEan, productModerationDecisionSchema, splitInci } from './added-product';
import { ADDED_PRODUCT_MESSAGES } from './added-product-messages';

const valid = {
  brandId: 3,
  name: 'Krem nawilżający z ceramidami',
  categoryId: 12,
  description: 'Lekki krem na dzień do skóry suchej i wrażliwej.',
  inci: 'Aqua, Glycerin',
  photoId: 7,
  ean: '5900017361444',
};

const messages = (input: unknown) => {
  const result = addedProductInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('EAN', () => {
  it('accepts EAN-13 and EAN-8 with a right check digit and refuses a wrong one', () => {
    expect(isValidEan('5900017361444')).toBe(true);
    expect(isValidEan('96385074')).toBe(true);
    expect(isValidEan('5900017361445')).toBe(false);
    expect(isValidEan('59000173614')).toBe(false);
    expect(isValidEan('abcdefgh')).toBe(false);
  });
});

describe('INCI list', () => {
  it('splits on commas, semicolons and lines, trimming spaces and a final full stop', () => {
    expect(splitInci(' Aqua,Glycerin;\n  Cetearyl   Alcohol. ,, ')).toEqual(['Aqua', 'Glycerin', 'Cetearyl Alcohol']);
  });
});

describe('added product input', () => {
  it('takes a complete product', () => {
    expect(messages(valid)).toEqual([]);
  });

  it('wants exactly one of a chosen brand and a proposed one', () => {
    expect(messages({ ...valid, brandId: null })).toEqual([`brandId: ${ADDED_PRODUCT_MESSAGES.brandRequired}`]);
    expect(messages({ ...valid, brandName: 'Nowa marka' })).toEqual([
      `brandId: ${ADDED_PRODUCT_MESSAGES.brandRequired}`,
    ]);
    expect(messages({ ...valid, brandId: null, brandName: '  Nowa marka ' })).toEqual([]);
  });

  it('says what is wrong with each field in Polish', () => {
    expect(messages({ ...valid, name: 'ab', description: 'krótko', photoId: null, ean: '123' })).toEqual([
      'name: Wpisz co najmniej 3 znaki',
      'description: Wpisz co najmniej 20 znaki',
      `photoId: ${ADDED_PRODUCT_MESSAGES.photoRequired}`,
      `ean: ${ADDED_PRODUCT_MESSAGES.invalidEan}`,
    ]);
  });

  it('treats an empty EAN as none', () => {
    expect(addedProductInputSchema.parse({ ...valid, ean: ' ' }).ean).toBeNull();
  });
});

describe('product moderation decision', () => {
  it('wants a reason to reject, none to publish', () => {
    expect(productModerationDecisionSchema.safeParse({ decision: 'reject' }).success).toBe(false);
    expect(productModerationDecisionSchema.safeParse({ decision: 'reject', reasonCodes: ['duplicate'] }).success).toBe(
      true,
    );
    expect(productModerationDecisionSchema.safeParse({ decision: 'publish' }).success).toBe(true);
  });
});
