/**
 * A complete review the API accepts (`reviewInputSchema`), for the scripts that write reviews over
 * HTTP (crash, load and review benchmarks); `overrides` changes any field.
 */
export function sampleReview(overrides = {}) {
  return {
    rating: 4,
    title: 'Dobrze nawilża, ale pachnie zbyt mocno',
    body: 'Używam tego kremu od dwóch miesięcy rano i wieczorem. Skóra jest nawilżona przez cały dzień, nie roluje się pod makijażem, tylko zapach jest intensywny.',
    usageTime: 'months_1_3',
    packagesUsed: 2,
    purchaseSource: 'drugstore',
    shopId: null,
    pros: 'nawilża, wydajny',
    cons: 'zapach',
    skinType: 'dry',
    hairType: null,
    receivedAs: null,
    photoIds: [],
    ...overrides,
  };
}
