import { ACCOUNT_MESSAGES } from '@kwc/domain';
import type { MiddlewareHandler } from 'hono';

import { ForbiddenError } from './errors';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses cross-site unsafe requests (DESIGN.md section 4 "CSRF"): `Sec-Fetch-Site` must say
 * same-origin (or `none`, typed by the user) when sent; else `Origin`, when sent, must be the public
 * origin or the request's own. Requests with neither (non-browser clients) pass.
 */
export function sameOriginWrites(publicOrigin: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (UNSAFE_METHODS.has(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const allowed =
        site !== undefined
          ? site === 'same-origin' || site === 'none'
          : origin === undefined || origin === publicOrigin || origin === new URL(c.req.url).origin;
      if (!allowed) throw new ForbiddenError(ACCOUNT_MESSAGES.crossSiteRequest);
    }
    await next();
  };
}
