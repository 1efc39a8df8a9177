// A module of its own, apart from messages/: the review cards and forms show these, the
// listing's first view does not.

import type { HairType, PurchaseSource, ReceivedAs, ReviewStatus, SkinType, UsageTime } from './review';

// ours: DESIGN.md section 4 decides the fields, the spec gives no copy.
/** Review lifecycle states as the author sees them. */
export const REVIEW_STATUS_LABELS = {
  draft: 'Szkic',
  pending: 'Oczekuje na moderację',
  published: 'Opublikowana',
  needs_changes: 'Do poprawy',
  rejected: 'Odrzucona',
  hidden: 'Ukryta',
} as const satisfies Record<ReviewStatus, string>;

/** How the author got the product, shown on the review (EU Omnibus: such reviews are labelled). */
export const RECEIVED_AS_LABELS = {
  free: 'Produkt otrzymany bezpłatnie',
  test_campaign: 'Produkt z testowania KWC',
} as const satisfies Record<ReceivedAs, string>;

/** How long the author used the product; the shortest choice is the community rules' minimum. */
export const USAGE_TIME_LABELS = {
  weeks_2_4: '2–4 tygodnie',
  months_1_3: '1–3 miesiące',
  months_3_6: '3–6 miesięcy',
  over_6_months: 'ponad 6 miesięcy',
} as const satisfies Record<UsageTime, string>;

/** Where the author got the product. */
export const PURCHASE_SOURCE_LABELS = {
  drugstore: 'Drogeria',
  pharmacy: 'Apteka',
  online_shop: 'Sklep internetowy',
  brand_shop: 'Sklep marki',
  gift: 'Prezent',
  testing: 'Testowanie KWC',
  other: 'Inne',
} as const satisfies Record<PurchaseSource, string>;

/** The author's skin type. */
export const SKIN_TYPE_LABELS = {
  dry: 'Sucha',
  oily: 'Tłusta',
  combination: 'Mieszana',
  normal: 'Normalna',
  sensitive: 'Wrażliwa',
  mature: 'Dojrzała',
} as const satisfies Record<SkinType, string>;

/** The author's hair type. */
export const HAIR_TYPE_LABELS = {
  straight: 'Proste',
  wavy: 'Falowane',
  curly: 'Kręcone',
  coily: 'Skręcone',
} as const satisfies Record<HairType, string>;
