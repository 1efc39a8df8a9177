import { z } from 'zod';

import { dateTimeSchema } from './common';

/** An A/B test (spec section 3 "A/B test configuration"): segment name → percentage. */
export const abTestSchema = z.object({
  id: z.string().min(1),
  duration: z.object({ from: dateTimeSchema, to: dateTimeSchema }),
  segments: z.record(z.string().min(1), z.number().min(0).max(100)),
});
export type AbTest = z.infer<typeof abTestSchema>;

/** Answer of the A/B configuration fetch. ours: path and shape; spec section 7 says it yields a list. */
export const abTestsResponseSchema = z.array(abTestSchema);
export type AbTestsResponse = z.infer<typeof abTestsResponseSchema>;
