import { HIT_API, type HitResponse, type MyHitsResponse } from '@kwc/domain';

import { at } from '../api/endpoints';
import type { RequestOptions, Transport } from '../api/transport';

/** Marking products as HIT (`HIT_API`, ours; issue 33): every call needs a session. */
export interface HitCalls {
  getMyHits(options?: RequestOptions): Promise<MyHitsResponse>;
  /** The 31st answers 409 with the Polish limit message (an `ApiResponseError`, not toasted). */
  giveHit(productSKU: string, options?: RequestOptions): Promise<HitResponse>;
  takeBackHit(productSKU: string, options?: RequestOptions): Promise<HitResponse>;
}

export function hitCalls({ request }: Transport): HitCalls {
  const api = HIT_API;
  return {
    getMyHits: (opts) => request({ ...at(api.myHits), schema: api.myHits.response, front: true }, opts),
    giveHit: (productSKU, opts) =>
      request({ ...at(api.giveHit), body: { productSKU }, schema: api.giveHit.response, front: true }, opts),
    takeBackHit: (productSKU, opts) =>
      request({ ...at(api.takeBackHit), body: { productSKU }, schema: api.takeBackHit.response, front: true }, opts),
  };
}
