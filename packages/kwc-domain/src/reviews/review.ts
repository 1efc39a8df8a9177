import { z } from 'zod';

import { VALIDATION_MESSAGES } from '../messages';
import { dateTimeSchema, idSchema, imageSchema, skuSchema } from '../schemas/common';
import { userSummarySchema } from '../schemas/product';
import { requiredText } from '../validation/fields';

// ours: the whole review entity; spec section 3 says "Review entity fields: not shown".
// Fields and lifecycle as DESIGN.md section 4 decides them.

// The choices' Polish labels are in review-labels.ts, typed by these lists (the schemas here need
// no copy, so the modules that check a review do not carry it).

/** draft (`szkice`) → pending → published | needs_changes (moderator's remark) | rejected. */
export const reviewStatusSchema = z.enum(['draft', 'pending', 'published', 'needs_changes', 'rejected']);
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

/** What the author writes, for `/review/create/{productId}` and `/review/edit/{productId}/{reviewId}`. */
export const reviewInputSchema = z.object({
  rating: z
    .number({ error: VALIDATION_MESSAGES.invalidRating })
    .int({ error: VALIDATION_MESSAGES.invalidRating })
    .min(1, { error: VALIDATION_MESSAGES.invalidRating })
    .max(5, { error: VALIDATION_MESSAGES.invalidRating }),
  // The 70-character title of spec section 5 is a hint shown by the tour, not a limit.
  title: requiredText().max(150, { error: VALIDATION_MESSAGES.tooLong }),
  body: requiredText().max(10_000, { error: VALIDATION_MESSAGES.tooLong }),
  usageTime: usageTimeSchema,
  packagesUsed: z
    .number({ error: VALIDATION_MESSAGES.invalidNumber })
    .int({ error: VALIDATION_MESSAGES.invalidNumber })
    .min(1, { error: VALIDATION_MESSAGES.numberTooSmall })
    .max(99, { error: VALIDATION_MESSAGES.numberTooLarge }),
  purchaseSource: purchaseSourceSchema,
  pros: z.string().trim().max(1000, { error: VALIDATION_MESSAGES.tooLong }).nullable(),
  cons: z.string().trim().max(1000, { error: VALIDATION_MESSAGES.tooLong }).nullable(),
  skinType: skinTypeSchema.nullable(),
  hairType: hairTypeSchema.nullable(),
  photos: z.array(imageSchema).max(10),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** A review as stored and shown. */
export const reviewSchema = reviewInputSchema.extend({
  id: idSchema,
  productSKU: skuSchema,
  author: userSummarySchema,
  status: reviewStatusSchema,
  /** The moderator's remark while the review needs changes. */
  moderatorRemark: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** "Pochwały" from other users. */
  likes: z.number().int().nonnegative(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  publishedAt: dateTimeSchema.nullable(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The author's reply to a moderator's remark (`/review/ticket-reply/{replyHash}`). */
export const ticketReplySchema = z.object({
  replyHash: requiredText(),
  message: requiredText().max(5000, { error: VALIDATION_MESSAGES.tooLong }),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;
