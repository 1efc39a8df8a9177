import { createHash } from 'node:crypto';

import { HEADER_NAMES } from '@kwc/domain';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * Shared answers: browsers revalidate every time (a 304 costs no body), a CDN keeps them five
 * minutes and serves a stale copy for one more while it refetches. Writes purge by tag before that
 * (see `purge.ts`), so the five minutes bound only what a missed purge can cost.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Marks an answer cacheable by naming what it contains, so a purge after a write can be targeted
 * (DESIGN.md section 3). Answers for one visitor, or showing non-public content, are never shared.
 */
export function cacheable(
  c: Context,
  tags: Iterable<string>,
  options: { personal?: boolean; keep?: boolean } = {},
): void {
  if (options.personal || c.req.header(HEADER_NAMES.revealNonPublicCategories) === '1') {
    c.header('cache-control', PRIVATE_CACHE_CONTROL);
    return;
  }
  c.header('cache-control', SHARED_CACHE_CONTROL);
  // A shared answer sets no cookie: a CDN would hand it to everyone (an ended login's cookies are
  // cleared by its next private answer instead).
  c.header('set-cookie', undefined);
  c.header(HEADER_NAMES.cacheTags, [...new Set(tags)].join(' '));
  // Aggregates over the whole catalogue are also kept in this process (kept.ts).
  if (options.keep) c.header(KEEP_HEADER, '1');
}

/** Marks an answer for `keptAnswers`, which removes the header again. */
export const KEEP_HEADER = 'x-kwc-keep';

/** Products an answer shows, by sku (`KWC-{id}`) or search hit id (`product-{id}`). */
const PRODUCT_REFERENCE = /"(?:sku":"KWC-|_id":"product-)(\d+)"/g;

/** An answer's cache tags: those its route named, and `product:{id}` for every product it shows. */
export function answerTags(named: string, body: string): string[] {
  const tags = new Set(named.split(' ').filter(Boolean));
  for (const match of body.matchAll(PRODUCT_REFERENCE)) tags.add(`product:${match[1]}`);
  return [...tags];
}

/**
 * Whether an `If-None-Match` header names this ETag: `*`, or one of its comma-separated tags,
 * compared weakly (RFC 9110 section 13.1.2: `W/"x"` and `"x"` match).
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const own = opaque(etag);
  return header.split(',').some((tag) => opaque(tag) === own);
}

/** Headers a 304 keeps, so a cache refreshing its copy also refreshes what it knows of it. */
const KEPT_ON_304 = ['cache-control', 'etag', 'vary', HEADER_NAMES.cacheTags];

/**
 * ETag and conditional GET for every shared answer: a weak validator over the body (the site may
 * compress it on the way), and `304 Not Modified` when `If-None-Match` names it.
 */
export function conditionalGet(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || !c.res.headers.has(HEADER_NAMES.cacheTags)) return;
    const body = new Uint8Array(await c.res.clone().arrayBuffer());
    // Every product shown is named, so a write to one purges exactly the answers showing it.
    const tags = answerTags(c.res.headers.get(HEADER_NAMES.cacheTags)!, new TextDecoder().decode(body));
    c.res.headers.set(HEADER_NAMES.cacheTags, tags.join(' '));
    const etag = `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
    if (!matchesEtag(c.req.header('if-none-match'), etag)) {
      c.res.headers.set('etag', etag);
      return;
    }
    const headers = new Headers();
    for (const name of KEPT_ON_304) {
      const value = c.res.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    headers.set('etag', etag);
    await c.res.body?.cancel();
    c.res = new Response(null, { status: 304, headers });
  };
}
