import { FRONT_API, type LegalHintResponse } from '@kwc/domain';

import { at } from '../api/endpoints';
import type { RequestOptions, Transport } from '../api/transport';

/** Front API: the legal hints' content (spec section 7). */
export interface LegalHintCalls {
  getLegalHintContent(identifier: string, options?: RequestOptions): Promise<LegalHintResponse>;
}

export function legalHintCalls({ request }: Transport): LegalHintCalls {
  return {
    getLegalHintContent: (identifier, opts) =>
      request(
        {
          ...at(FRONT_API.getLegalHintContent),
          query: { identifier },
          schema: FRONT_API.getLegalHintContent.response,
          front: true,
        },
        opts,
      ),
  };
}
