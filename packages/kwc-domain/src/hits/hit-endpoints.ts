// The HIT calls' table, apart from the spec's tables: the anonymous pages' bundle leaves it out.
import type { EndpointDefinition } from '../schemas/api';
import { hitRequestSchema, hitResponseSchema, myHitsResponseSchema } from './hit';
import { HIT_API_PATHS } from './hit-paths';

/** Marking products as HIT (spec sections 3 and 5, issue 33); every call needs a session. ours. */
export const HIT_API = {
  myHits: { method: 'GET', path: HIT_API_PATHS.myHits, response: myHitsResponseSchema },
  giveHit: { method: 'POST', path: HIT_API_PATHS.giveHit, body: hitRequestSchema, response: hitResponseSchema },
  takeBackHit: {
    method: 'DELETE',
    path: HIT_API_PATHS.takeBackHit,
    body: hitRequestSchema,
    response: hitResponseSchema,
  },
} as const satisfies Record<string, EndpointDefinition>;
