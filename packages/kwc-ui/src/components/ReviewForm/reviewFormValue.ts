import {
  reviewInputSchema,
  type ReviewContent,
  type ReviewDraft,
  type ReviewInput,
  type ReviewPhoto,
} from '@kwc/domain';

import { fieldErrorsOf, type FieldErrorMap } from '../private/form/formState';

/** What the review form edits: a draft's fields, every one present, with the photos resolved. */
export type ReviewFormValue = {
  [Key in keyof Omit<ReviewInput, 'photoIds' | 'title' | 'body'>]: ReviewInput[Key] | null;
} & { title: string; body: string; photos: ReviewPhoto[] };

/** A new review: nothing chosen yet. */
export const EMPTY_REVIEW_FORM_VALUE: ReviewFormValue = {
  rating: null,
  title: '',
  body: '',
  usageTime: null,
  packagesUsed: null,
  purchaseSource: null,
  shopId: null,
  pros: null,
  cons: null,
  skinType: null,
  hairType: null,
  receivedAs: null,
  photos: [],
};

/** The form's value from a stored review or draft (the photos come resolved beside a draft's ids). */
export function reviewFormValueOf(source: ReviewContent | (ReviewDraft & { photos?: ReviewPhoto[] })): ReviewFormValue {
  const value: ReviewFormValue = { ...EMPTY_REVIEW_FORM_VALUE };
  for (const key of Object.keys(EMPTY_REVIEW_FORM_VALUE) as (keyof ReviewFormValue)[]) {
    const field = (source as Record<string, unknown>)[key];
    if (field !== undefined) (value as Record<string, unknown>)[key] = field;
  }
  return value;
}

/** The draft the API stores (`PATCH … {submit:false, draft}`). */
export function reviewDraftOf({ photos, ...fields }: ReviewFormValue): ReviewDraft {
  return { ...fields, photoIds: photos.map((photo) => photo.id) };
}

/** The form's value checked by `reviewInputSchema`: the input to submit, or the errors per field. */
export function reviewInputOf(
  value: ReviewFormValue,
): { ok: true; input: ReviewInput } | { ok: false; errors: FieldErrorMap } {
  const { photos, pros, cons, ...fields } = value;
  const parsed = reviewInputSchema.safeParse({
    ...fields,
    // An empty box is no pros (null), not an empty text.
    pros: pros?.trim() ? pros : null,
    cons: cons?.trim() ? cons : null,
    photoIds: photos.map((photo) => photo.id),
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrorsOf(parsed.error) };
}
