import type { ReviewInput } from '@kwc/domain';

/** A 2×2 PNG: the API turns it into WebP without upscaling. */
export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR42mM4UTENiBggFAA0PgdZPjTbNwAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

/** A complete review that passes `reviewInputSchema`. */
export function validReview(overrides: Partial<ReviewInput> = {}): ReviewInput {
  return {
    rating: 5,
    title: 'Lekki krem, który naprawdę nawilża',
    body: 'Stosuję go od sześciu tygodni rano pod makijaż. Wchłania się szybko, nie roluje się i nie zapycha porów, a skóra jest miękka przez cały dzień.',
    usageTime: 'months_1_3',
    packagesUsed: 1,
    purchaseSource: 'drugstore',
    shopId: null,
    pros: 'szybko się wchłania',
    cons: null,
    skinType: 'combination',
    hairType: null,
    receivedAs: null,
    photoIds: [],
    ...overrides,
  };
}
