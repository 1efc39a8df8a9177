import { sql, type SQL } from 'drizzle-orm';

import type { RequestContext } from '../http/context';

/** Products anyone may see, unless the reveal switch is on. */
export function visibleProducts(context: Pick<RequestContext, 'revealNonPublic'>): SQL {
  return context.revealNonPublic ? sql`true` : sql`products.is_public`;
}
