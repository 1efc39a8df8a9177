import { ADDED_PRODUCT_MESSAGES } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { addedProductErrorsOf, addedProductInputOf, EMPTY_ADD_PRODUCT_FORM } from './AddProductForm';

const filled = {
  ...EMPTY_ADD_PRODUCT_FORM,
  brand: '4',
  name: 'Krem na dzień',
  categoryId: '12',
  description: 'Lekki krem nawilżający na dzień, 50 ml.',
  inci: 'Aqua, Glycerin',
  photos: [{ id: 9, url: '/p.jpg', srcset: '/p.jpg 320w', width: 320, height: 240 }],
};

describe('the add-product form value', () => {
  it('sends a chosen brand by id and no brand name, the photo by id, an empty EAN as null', () => {
    expect(addedProductInputOf(filled)).toMatchObject({
      brandId: 4,
      brandName: null,
      categoryId: 12,
      photoId: 9,
      ean: null,
    });
    expect(addedProductErrorsOf(filled)).toEqual({});
  });

  it('sends a proposed brand by name only', () => {
    const value = { ...filled, brand: 'new', brandName: 'Nowa Marka' };
    expect(addedProductInputOf(value)).toMatchObject({ brandId: null, brandName: 'Nowa Marka' });
    expect(addedProductErrorsOf(value)).toEqual({});
  });

  it('names every missing field in Polish', () => {
    const errors = addedProductErrorsOf(EMPTY_ADD_PRODUCT_FORM);
    expect(errors.brandId).toBe(ADDED_PRODUCT_MESSAGES.brandRequired);
    expect(errors.categoryId).toBe(ADDED_PRODUCT_MESSAGES.unknownCategory);
    expect(errors.photoId).toBe(ADDED_PRODUCT_MESSAGES.photoRequired);
    expect(errors.name).toBeTruthy();
    expect(errors.description).toBeTruthy();
  });

  it('refuses an EAN with a wrong check digit and a proposed brand left empty', () => {
    expect(addedProductErrorsOf({ ...filled, ean: '5901234123458' }).ean).toBe(ADDED_PRODUCT_MESSAGES.invalidEan);
    expect(addedProductErrorsOf({ ...filled, ean: '5901234123457' })).toEqual({});
    expect(addedProductErrorsOf({ ...filled, brand: 'new', brandName: '  ' }).brandId).toBe(
      ADDED_PRODUCT_MESSAGES.brandRequired,
    );
  });
});
