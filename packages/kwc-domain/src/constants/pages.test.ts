import { describe, expect, it } from 'vitest';

import { productPageHref } from './pages';

describe('productPageHref', () => {
  it('turns a product urlPath into its page address', () => {
    expect(productPageHref('krem-nivea,12')).toBe('/krem-nivea,12.html');
    expect(productPageHref('/krem-nivea,12.html')).toBe('/krem-nivea,12.html');
    expect(productPageHref('/krem-nivea,12')).toBe('/krem-nivea,12.html');
  });
});
