import { z } from 'zod';

import { VALIDATION_MESSAGES } from '../messages';
import { dateTimeSchema, idSchema, queryInt } from '../schemas/common';
import { pageQuery } from '../schemas/page-query';
import { userSummarySchema } from '../schemas/product';
import { reviewPhotoSchema } from '../reviews/review';
import { requiredText } from '../validation/fields';
import { ADDED_PRODUCT_MESSAGES } from './added-product-messages';
import { ADDED_PRODUCT_REASON_CODES } from './added-product-reasons';

// ours: products added by users at `/add-product` (spec section 2, DESIGN.md section 4).

export const ADDED_PRODUCT = {
  nameMinLength: 3,
  nameMaxLength: 150,
  brandNameMaxLength: 80,
  descriptionMinLength: 20,
  descriptionMaxLength: 5000,
  inciMaxLength: 5000,
} as const;

/** Whether `code` is an EAN-8 or EAN-13 with a right check digit (GS1: weights 3 and 1 from the right). */
export function isValidEan(code: string): boolean {
  if (!/^(\d{8}|\d{13})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** Splits an INCI list as printed on a package ("Aqua, Glycerin, …") into trimmed names. */
export function splitInci(inci: string): string[] {
  return inci
    .split(/[,;\n]/)
    .map((name) => name.replace(/\s+/g, ' ').trim().replace(/\.$/, ''))
    .filter((name) => name.length > 0);
}

const textOf = (min: number, max: number) =>
  requiredText()
    .min(min, { error: ADDED_PRODUCT_MESSAGES.tooShort(min) })
    .max(max, { error: VALIDATION_MESSAGES.tooLong });

/**
 * What the author sends: a brand chosen (`brandId`) or proposed (`brandName`), exactly one of them;
 * a category of the tree (a leaf); a photo uploaded with `POST /api/reviews/photos`.
 */
export const addedProductInputSchema = z
  .object({
    brandId: idSchema.nullable().default(null),
    brandName: z
      .string()
      .trim()
      .max(ADDED_PRODUCT.brandNameMaxLength, { error: VALIDATION_MESSAGES.tooLong })
      .nullable()
      .default(null)
      .transform((name) => (name ? name : null)),
    name: textOf(ADDED_PRODUCT.nameMinLength, ADDED_PRODUCT.nameMaxLength),
    categoryId: idSchema,
    description: textOf(ADDED_PRODUCT.descriptionMinLength, ADDED_PRODUCT.descriptionMaxLength),
    /** The INCI list as printed; may be empty. */
    inci: z.string().trim().max(ADDED_PRODUCT.inciMaxLength, { error: VALIDATION_MESSAGES.tooLong }).default(''),
    photoId: idSchema.nullable().refine((id) => id !== null, { error: ADDED_PRODUCT_MESSAGES.photoRequired }),
    ean: z
      .string()
      .trim()
      .nullable()
      .default(null)
      .transform((code) => (code ? code : null))
      .refine((code) => code === null || isValidEan(code), { error: ADDED_PRODUCT_MESSAGES.invalidEan }),
  })
  .superRefine((value, context) => {
    if ((value.brandId === null) === (value.brandName === null)) {
      context.addIssue({ code: 'custom', path: ['brandId'], message: ADDED_PRODUCT_MESSAGES.brandRequired });
    }
  });
export type AddedProductInput = z.input<typeof addedProductInputSchema>;

export const addedProductStatusSchema = z.enum(['pending', 'published', 'rejected']);
export type AddedProductStatus = z.infer<typeof addedProductStatusSchema>;

/** The INCI list checked against the ingredient dictionary. */
export const inciCheckSchema = z.object({
  known: z.array(z.object({ id: idSchema, name: z.string(), slug: z.string() })),
  /** Names as the author wrote them, in her order. */
  unknown: z.array(z.string()),
});
export type InciCheck = z.infer<typeof inciCheckSchema>;

/** An added product as its author and the moderators see it. */
export const addedProductSchema = z.object({
  id: idSchema,
  status: addedProductStatusSchema,
  brand: z.object({ id: idSchema.nullable(), name: z.string() }),
  name: z.string(),
  category: z.object({ id: idSchema, name: z.string() }),
  description: z.string(),
  inci: z.string(),
  ingredients: inciCheckSchema,
  photo: reviewPhotoSchema.nullable(),
  ean: z.string().nullable(),
  /** The rejection's reasons, else `null`. */
  remarks: z
    .object({
      reasons: z.array(z.object({ code: z.string(), label: z.string() })),
      remark: z.string().nullable(),
      at: dateTimeSchema,
    })
    .nullable(),
  /** The product page once published (`/{urlPath}.html`), else `null`. */
  productUrl: z.string().nullable(),
  createdAt: dateTimeSchema,
});
export type AddedProduct = z.infer<typeof addedProductSchema>;

/** `GET /api/added-products/form-options`: what the form chooses from. */
export const addedProductFormOptionsSchema = z.object({
  brands: z.array(z.object({ id: idSchema, name: z.string() })),
  /** Leaf categories of the tree, `path` as "Twarz › Kremy do twarzy". */
  categories: z.array(z.object({ id: idSchema, name: z.string(), path: z.string() })),
});
export type AddedProductFormOptions = z.infer<typeof addedProductFormOptionsSchema>;

/** `POST /api/added-products/inci-check`. */
export const inciCheckRequestSchema = z.object({
  inci: z.string().max(ADDED_PRODUCT.inciMaxLength, { error: VALIDATION_MESSAGES.tooLong }),
});

/** `GET /api/added-products/duplicates?brandId=|brandName=&name=`: same brand, similar name. */
export const likelyDuplicatesQuerySchema = z.object({
  brandId: queryInt({ min: 1 }).optional(),
  brandName: z.string().trim().max(ADDED_PRODUCT.brandNameMaxLength).optional(),
  name: z.string().trim().min(1).max(ADDED_PRODUCT.nameMaxLength),
});
export const likelyDuplicatesResponseSchema = z.object({
  items: z.array(
    z.object({ id: idSchema, name: z.string(), brandName: z.string(), url: z.string(), image: z.string().nullable() }),
  ),
});
export type LikelyDuplicates = z.infer<typeof likelyDuplicatesResponseSchema>;

export const addedProductResponseSchema = z.object({ addedProduct: addedProductSchema });
export const myAddedProductsResponseSchema = z.object({ items: z.array(addedProductSchema) });

/** `GET /api/moderation/products`: oldest first. */
export const productModerationQueueQuerySchema = z.object({
  status: addedProductStatusSchema.default('pending'),
  page: pageQuery,
});
export const productModerationQueueResponseSchema = z.object({
  items: z.array(
    z.object({
      addedProduct: addedProductSchema,
      author: userSummarySchema,
      /** Catalogue products of the same brand with a similar name. */
      likelyDuplicates: likelyDuplicatesResponseSchema.shape.items,
    }),
  ),
  total: z.number().int().nonnegative(),
});
export type ProductModerationQueueResponse = z.infer<typeof productModerationQueueResponseSchema>;

export const addedProductIdParamsSchema = z.object({ addedProductId: z.coerce.number().int().positive() });

/** `POST /api/moderation/products/{addedProductId}/decision`. */
export const productModerationDecisionSchema = z
  .object({
    decision: z.enum(['publish', 'reject']),
    reasonCodes: z.array(z.enum(ADDED_PRODUCT_REASON_CODES)).default([]),
    remark: z.string().trim().max(2000, { error: VALIDATION_MESSAGES.tooLong }).nullable().default(null),
  })
  .superRefine((value, context) => {
    if (value.decision === 'reject' && value.reasonCodes.length === 0) {
      context.addIssue({ code: 'custom', path: ['reasonCodes'], message: ADDED_PRODUCT_MESSAGES.reasonsRequired });
    }
  });
export type ProductModerationDecision = z.input<typeof productModerationDecisionSchema>;
