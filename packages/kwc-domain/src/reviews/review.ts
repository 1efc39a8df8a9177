import { z } from 'zod';

import {
  HAIR_TYPE_LABELS,
  PURCHASE_SOURCE_LABELS,
  REVIEW_STATUS_LABELS,
  SKIN_TYPE_LABELS,
  USAGE_TIME_LABELS,
  VALIDATION_MESSAGES,
} from '../messages';
import { dateTimeSchema, idSchema, imageSchema, skuSchema } from '../schemas/common';
import { userSummarySchema } from '../schemas/product';
import { requiredText } from '../validation/fields';

// ours: the whole review entity; spec section 3 says "Review entity fields: not shown".
// Fields and lifecycle as DESIGN.md section 4 decides them.

/** The keys of a label map as a zod enum's values: the labels module is the one list of choices. */
const keysOf = <T extends Record<string, string>>(labels: T) =>
  Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];

/** draft (`szkice`) → pending → published | needs_changes (moderator's remark) | rejected. */
export const reviewStatusSchema = z.enum(keysOf(REVIEW_STATUS_LABELS));
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** How long the product was used; the shortest choice is the community rules' minimum (spec section 5). */
export const usageTimeSchema = z.enum(keysOf(USAGE_TIME_LABELS), { error: VALIDATION_MESSAGES.required });
/** Where the product was bought (spec section 5: "a purchase source"). */
export const purchaseSourceSchema = z.enum(keysOf(PURCHASE_SOURCE_LABELS), { error: VALIDATION_MESSAGES.required });
/** The author's skin type, shown beside the review. */
export const skinTypeSchema = z.enum(keysOf(SKIN_TYPE_LABELS));
/** The author's hair type, shown beside the review. */
export const hairTypeSchema = z.enum(keysOf(HAIR_TYPE_LABELS));

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
