import { z } from 'zod';

import { accountCountersSchema, socialLinksSchema } from '../account/account';
import { dateTimeSchema, idSchema, queryInt } from '../schemas/common';
import { pageQuery } from '../schemas/page-query';
import { productSchema } from '../schemas/product';
import { reviewWithProductSchema } from '../reviews/published-reviews';
import { reviewStatusSchema } from '../reviews/review';

/** Profile section slugs (spec section 2); `opinie` is the default section. */
export const PROFILE_SECTIONS = ['opinie', 'szkice', 'produkty', 'hity', 'pochwaly'] as const;
export const profileSectionSchema = z.enum(PROFILE_SECTIONS, { error: 'Nieznana sekcja profilu' });
export type ProfileSection = z.infer<typeof profileSectionSchema>;

/** ours: items per page of a profile section. */
export const PROFILE_SECTION_PAGE_SIZE = 12;

// ours: `GET /api/kwc/users/{userId}` and its sections' path parameters.
export const profileParamsSchema = z.object({ userId: queryInt({ min: 1, max: 2_147_483_647 }) });
export const profileSectionParamsSchema = profileParamsSchema.extend({ section: profileSectionSchema });
export const profileSectionQuerySchema = z.object({ page: pageQuery });
export type ProfileSectionQuery = z.infer<typeof profileSectionQuerySchema>;

/** A public profile (spec section 3: rank, counters, social links). ours: shape. */
export const profileSchema = z.object({
  id: idSchema,
  username: z.string(),
  avatar: z.string().nullable(),
  rank: z.string(),
  bio: z.string().nullable(),
  socialLinks: socialLinksSchema,
  memberSince: dateTimeSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** ours: answer of `GET /api/kwc/users/{userId}`. */
export const profileResponseSchema = z.object({
  profile: profileSchema,
  counters: accountCountersSchema,
  /** Whether the reader follows this user (false on one's own profile). */
  isFollowed: z.boolean(),
  isOwner: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

/** A review the owner has not sent yet, or must correct (`szkice`, seen by the owner only). */
export const profileDraftSchema = z.object({
  reviewId: idSchema,
  productId: idSchema,
  title: z.string().nullable(),
  status: reviewStatusSchema,
  updatedAt: dateTimeSchema,
  product: productSchema,
});
export type ProfileDraft = z.infer<typeof profileDraftSchema>;

const total = z.number().int().nonnegative();

/** ours: answer of `GET /api/kwc/users/{userId}/sections/{section}`, one page, newest first. */
export const profileSectionResponseSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('opinie'), reviews: z.array(reviewWithProductSchema), total }),
  // The reviews this user praised.
  z.object({ section: z.literal('pochwaly'), reviews: z.array(reviewWithProductSchema), total }),
  // Products she added (published) and products she marked as HIT.
  z.object({ section: z.literal('produkty'), products: z.array(productSchema), total }),
  z.object({ section: z.literal('hity'), products: z.array(productSchema), total }),
  z.object({ section: z.literal('szkice'), drafts: z.array(profileDraftSchema), total }),
]);
export type ProfileSectionResponse = z.infer<typeof profileSectionResponseSchema>;
