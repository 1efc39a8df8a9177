import { z } from 'zod';

import { MAX_HITS } from '../constants';
import { skuSchema } from '../schemas/common';

const hitsLeftSchema = z.number().int().min(0).max(MAX_HITS);

/** Answer of `GET /api/kwc/hits/mine`: the skus the user marked as HIT (newest first) and what remains. ours. */
export const myHitsResponseSchema = z.object({
  skus: z.array(skuSchema),
  hitsLeft: hitsLeftSchema,
});
export type MyHitsResponse = z.infer<typeof myHitsResponseSchema>;

/** Body of `POST` and `DELETE /api/kwc/hits`. ours. */
export const hitRequestSchema = z.object({ productSKU: skuSchema });
export type HitRequest = z.infer<typeof hitRequestSchema>;

/** Answer of `POST` and `DELETE /api/kwc/hits`: the mark, the product's HIT count and the user's HITs left. ours. */
export const hitResponseSchema = z.object({
  productSKU: skuSchema,
  isHit: z.boolean(),
  numberOfHits: z.number().int().nonnegative(),
  hitsLeft: hitsLeftSchema,
});
export type HitResponse = z.infer<typeof hitResponseSchema>;
