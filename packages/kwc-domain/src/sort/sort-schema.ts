import { z } from 'zod';

import { VALIDATION_MESSAGES } from '../messages';
import { isValidSort, SORT_DIRECTIONS, SORT_FIELDS } from './sort';

/** A sort as the decoded category path holds it (spec section 3: "sort (value and direction)"). */
export const sortSchema = z
  .object({ value: z.enum(SORT_FIELDS), direction: z.enum(SORT_DIRECTIONS) })
  .refine((sort) => isValidSort(sort), { error: VALIDATION_MESSAGES.unknownSort });
