import { ApiResponseError } from '@kwc/hooks';

import { WISHLIST_MESSAGES } from '../messages';

/** The message of a refused change of the lists: the API's Polish one, else the generic one. */
export const failureMessage = (error: unknown): string =>
  error instanceof ApiResponseError && error.status < 500 ? error.message : WISHLIST_MESSAGES.actionFailed;
