// ours: DESIGN.md section 4 — user-added products are moderated like reviews, but a product is only
// published or rejected: every reason is final and goes into the decision mail (EU DSA art. 17).

export const ADDED_PRODUCT_REASONS = {
  duplicate: 'Ten produkt jest już w katalogu',
  not_cosmetic: 'To nie jest kosmetyk',
  incomplete: 'Opis produktu jest niepełny lub nieczytelny',
  wrong_data: 'Marka, nazwa lub kategoria nie zgadzają się z produktem',
  photo: 'Zdjęcie nie przedstawia produktu albo narusza regulamin',
  advertising: 'Treść reklamowa lub zawierająca linki',
  illegal: 'Treść niezgodna z prawem',
} as const satisfies Record<string, string>;

export type AddedProductReasonCode = keyof typeof ADDED_PRODUCT_REASONS;

export const ADDED_PRODUCT_REASON_CODES = Object.keys(ADDED_PRODUCT_REASONS) as [
  AddedProductReasonCode,
  ...AddedProductReasonCode[],
];
