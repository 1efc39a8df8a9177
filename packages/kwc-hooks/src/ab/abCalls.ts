import { FRONT_API, type AbTestsResponse } from '@kwc/domain';

import { at } from '../api/endpoints';
import type { RequestOptions, Transport } from '../api/transport';

/** The A/B tests' configuration. */
export interface AbTestCalls {
  getAbTests(options?: RequestOptions): Promise<AbTestsResponse>;
}

export function abTestCalls({ request }: Transport): AbTestCalls {
  return {
    getAbTests: (opts) =>
      request({ ...at(FRONT_API.getAbTests), schema: FRONT_API.getAbTests.response, front: true }, opts),
  };
}
