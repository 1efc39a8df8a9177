// ours: DESIGN.md section 4 "Reviews and moderation". A fixable reason sends the review back to its
// author (needs changes, with the moderator's remarks); a final one rejects it. The texts go into the
// decision mail as the statement of reasons (EU DSA art. 17).

export interface ReviewReason {
  /** What the author reads in the mail and beside the review. */
  label: string;
  kind: 'fixable' | 'final';
}

export const REVIEW_REASONS = {
  too_short: { label: 'Opinia jest zbyt krótka lub nie opisuje działania produktu', kind: 'fixable' },
  off_topic: { label: 'Opinia dotyczy innego produktu albo nie dotyczy produktu', kind: 'fixable' },
  personal_data: { label: 'Opinia zawiera dane osobowe lub kontaktowe', kind: 'fixable' },
  links: { label: 'Opinia zawiera linki lub adresy innych stron', kind: 'fixable' },
  language: { label: 'Opinia zawiera wulgaryzmy lub obraźliwe słowa', kind: 'fixable' },
  usage_time: { label: 'Opis nie zgadza się z podanym czasem używania', kind: 'fixable' },
  photo: { label: 'Zdjęcie nie przedstawia produktu albo narusza regulamin', kind: 'fixable' },
  advertising: { label: 'Treść reklamowa lub sponsorowana bez oznaczenia', kind: 'final' },
  copied: { label: 'Opinia jest skopiowana z innego miejsca', kind: 'final' },
  not_used: { label: 'Autorka nie używała produktu', kind: 'final' },
  duplicate: { label: 'Kolejna opinia tej samej osoby o tym produkcie', kind: 'final' },
  illegal: { label: 'Treść niezgodna z prawem', kind: 'final' },
} as const satisfies Record<string, ReviewReason>;

export type ReviewReasonCode = keyof typeof REVIEW_REASONS;

export const REVIEW_REASON_CODES = Object.keys(REVIEW_REASONS) as [ReviewReasonCode, ...ReviewReasonCode[]];

/** Whether every code is of `kind`. */
export const reasonsAreAll = (codes: readonly ReviewReasonCode[], kind: ReviewReason['kind']): boolean =>
  codes.every((code) => REVIEW_REASONS[code].kind === kind);
