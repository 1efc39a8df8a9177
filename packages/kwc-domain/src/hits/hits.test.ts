import { describe, expect, it } from 'vitest';

import { hitRequestSchema, hitsLeftText, HIT_MESSAGES } from './index';

describe('HIT copy and schemas', () => {
  it('agrees the verb and the noun with the number left', () => {
    expect(hitsLeftText(30)).toBe('Zostało Ci 30 HITów');
    expect(hitsLeftText(22)).toBe('Zostały Ci 22 HITy');
    expect(hitsLeftText(12)).toBe('Zostało Ci 12 HITów');
    expect(hitsLeftText(2)).toBe('Zostały Ci 2 HITy');
    expect(hitsLeftText(1)).toBe('Został Ci 1 HIT');
    expect(hitsLeftText(0)).toBe('Zostało Ci 0 HITów');
  });

  it('refuses the 31st in the contract’s words and a bad sku in Polish', () => {
    expect(HIT_MESSAGES.limitReached).toBe('Możesz oznaczyć jako HIT najwyżej 30 produktów.');
    expect(hitRequestSchema.safeParse({ productSKU: 'ABC' }).error?.issues[0]?.message).toBe(
      'Nieprawidłowy kod produktu',
    );
  });
});
