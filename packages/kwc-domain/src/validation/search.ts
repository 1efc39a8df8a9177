import { z } from 'zod';

import { SEARCH_MESSAGES } from '../messages';
import { isSearchPhraseLongEnough, normalizeSearchPhrase } from './search-phrase';

/** A search phrase as an API parameter: normalized, at least 3 characters. */
export const searchPhraseSchema = z
  .string({ error: SEARCH_MESSAGES.tooShort })
  .refine(isSearchPhraseLongEnough, { error: SEARCH_MESSAGES.tooShort })
  .transform(normalizeSearchPhrase);
