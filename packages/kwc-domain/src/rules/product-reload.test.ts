import { describe, expect, it } from 'vitest';

import { productIdFromPath, shouldForceProductReload } from './product-reload';

describe('forced product reload', () => {
  it('reads the numeric id after the comma', () => {
    expect(productIdFromPath('/krem-nawilzajacy-nivea,1240.html?x=1#opinie')).toBe(1240);
    expect(productIdFromPath('/krem,nawilzajacy.html')).toBeNull();
    expect(productIdFromPath('/krem-nawilzajacy.html')).toBeNull();
  });

  it('reloads ids that are multiples of 20 below 420000, only with the flag on', () => {
    expect(shouldForceProductReload('/krem,1240.html', true)).toBe(true);
    expect(shouldForceProductReload('/krem,419980.html', true)).toBe(true);
    expect(shouldForceProductReload('/krem,420000.html', true)).toBe(false);
    expect(shouldForceProductReload('/krem,1241.html', true)).toBe(false);
    expect(shouldForceProductReload('/krem,1240.html', false)).toBe(false);
    expect(shouldForceProductReload('/krem.html', true)).toBe(false);
  });
});
