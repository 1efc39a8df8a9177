import { z } from 'zod';

import { REVIEW } from '../constants';
import { VALIDATION_MESSAGES } from '../messages';
import { dateTimeSchema, idSchema, skuSchema } from '../schemas/common';
import { userSummarySchema } from '../schemas/product';
import { requiredText } from '../validation/fields';
import { REVIEW_MESSAGES } from './review-messages';

// ours: the whole review entity; spec section 3 says "Review entity fields: not shown".
// Fields and lifecycle as DESIGN.md section 4 decides them.

// The choices' Polish labels are in review-labels.ts, typed by these lists (the schemas here need
// no copy, so the modules that check a review do not carry it).

/** draft (`szkice`) → pending → published | needs_changes (moderator's remark) | rejected; published → hidden (taken down). */
export const reviewStatusSchema = z.enum(['draft', 'pending', 'published', 'needs_changes', 'rejected', 'hidden']);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** How long the product was used; the shortest choice is the community rules' minimum (spec section 5). */
export const usageTimeSchema = z.enum(['weeks_2_4', 'months_1_3', 'months_3_6', 'over_6_months'], {
  error: VALIDATION_MESSAGES.required,
});
export type UsageTime = z.infer<typeof usageTimeSchema>;
/** Where the product was bought (spec section 5: "a purchase source"). */
export const purchaseSourceSchema = z.enum(
  ['drugstore', 'pharmacy', 'online_shop', 'brand_shop', 'gift', 'testing', 'other'],
  { error: VALIDATION_MESSAGES.required },
);
export type PurchaseSource = z.infer<typeof purchaseSourceSchema>;
/** The author's skin type, shown beside the review. */
export const skinTypeSchema = z.enum(['dry', 'oily', 'combination', 'normal', 'sensitive', 'mature']);
export type SkinType = z.infer<typeof skinTypeSchema>;
/** The author's hair type, shown beside the review. */
export const hairTypeSchema = z.enum(['straight', 'wavy', 'curly', 'coily']);
export type HairType = z.infer<typeof hairTypeSchema>;

/** A photo of a review: resized variants (WebP) for `srcset`, metadata stripped. */
export const reviewPhotoSchema = z.object({
  id: idSchema,
  /** The largest variant. */
  url: z.string(),
  /** `url 320w, url 640w, …` */
  srcset: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

/** Whether the author got the product free, or in a test campaign ("Testowanie KWC"); shown on the review. */
export const receivedAsSchema = z.enum(['free', 'test_campaign']);
export type ReceivedAs = z.infer<typeof receivedAsSchema>;

/** What the author writes, for `/review/create/{productId}` and `/review/edit/{productId}/{reviewId}`. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: VALIDATION_MESSAGES.invalidRating })
    .int({ error: VALIDATION_MESSAGES.invalidRating })
    .min(1, { error: VALIDATION_MESSAGES.invalidRating })
    .max(5, { error: VALIDATION_MESSAGES.invalidRating }),
  // The 70-character title of spec section 5 is a hint the form shows, not a limit.
  title: requiredText().max(REVIEW.titleMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
  body: requiredText()
    .min(REVIEW.bodyMinLength, { error: REVIEW_MESSAGES.bodyTooShort })
    .max(REVIEW.bodyMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
  usageTime: usageTimeSchema,
  packagesUsed: z
    .number({ error: VALIDATION_MESSAGES.invalidNumber })
    .int({ error: VALIDATION_MESSAGES.invalidNumber })
    .min(1, { error: VALIDATION_MESSAGES.numberTooSmall })
    .max(99, { error: VALIDATION_MESSAGES.numberTooLarge }),
  purchaseSource: purchaseSourceSchema,
  /** A shop of the catalogue (the partner filter's shops) where bought, or `null` (another place). */
  shopId: idSchema.nullable(),
  pros: z.string().trim().max(1000, { error: VALIDATION_MESSAGES.tooLong }).nullable(),
  cons: z.string().trim().max(1000, { error: VALIDATION_MESSAGES.tooLong }).nullable(),
  skinType: skinTypeSchema.nullable(),
  hairType: hairTypeSchema.nullable(),
  receivedAs: receivedAsSchema.nullable(),
  /** Ids of photos uploaded by the author (`POST /api/reviews/photos`). */
  photoIds: z.array(idSchema).max(REVIEW.maxPhotos, { error: REVIEW_MESSAGES.tooManyPhotos }),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** A decision's reasons as the author reads them beside the review (and in the decision mail). */
export const reviewRemarkSchema = z.object({
  decision: z.enum(['request_changes', 'reject', 'hide']),
  reasons: z.array(z.object({ code: z.string(), label: z.string() })),
  /** The moderator's own words, or `null`. */
  remark: z.string().nullable(),
  at: dateTimeSchema,
});
export type ReviewRemark = z.infer<typeof reviewRemarkSchema>;

/** A review's content as stored and shown (photos resolved). */
export const reviewContentSchema = reviewInputSchema.omit({ photoIds: true }).extend({
  // What is stored, not what a submission must hold: a draft's fields may be unfinished (rating 0,
  // empty text, choices not made) and older reviews predate the form's rules.
  rating: z.number().int().min(0).max(5),
  title: z.string(),
  body: z.string(),
  usageTime: usageTimeSchema.nullable(),
  packagesUsed: z.number().int().nullable(),
  purchaseSource: purchaseSourceSchema.nullable(),
  photos: z.array(reviewPhotoSchema),
});
export type ReviewContent = z.infer<typeof reviewContentSchema>;

/**
 * A review as its author and the moderators see it (not public: drafts, states and remarks). A
 * published review being edited keeps its published content here and the edit in `revision`.
 */
export const reviewSchema = reviewContentSchema.extend({
  id: idSchema,
  productId: idSchema,
  productSKU: skuSchema,
  author: userSummarySchema,
  status: reviewStatusSchema,
  /** The last decision's reasons while the review needs changes, is rejected or hidden; else `null`. */
  remarks: reviewRemarkSchema.nullable(),
  /** The edit of a published review awaiting a decision (or sent back), else `null`. */
  revision: reviewContentSchema
    .extend({ status: z.enum(['pending', 'needs_changes', 'rejected']), remarks: reviewRemarkSchema.nullable() })
    .nullable(),
  /** "Pochwały" from other users. */
  likes: z.number().int().nonnegative(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  submittedAt: dateTimeSchema.nullable(),
  publishedAt: dateTimeSchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;
