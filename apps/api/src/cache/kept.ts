import { HEADER_NAMES } from '@kwc/domain';
import type { MiddlewareHandler } from 'hono';

import { answerTags, KEEP_HEADER } from './http';

interface Entry {
  body: string;
  headers: [string, string][];
  tags: string[];
  expiresAt: number;
}

export interface KeptAnswers {
  middleware: MiddlewareHandler;
  /** Drops every answer carrying one of `tags` (the catalogue's purges). */
  purge(tags: readonly string[]): void;
  readonly size: number;
}

export interface KeptAnswersOptions {
  /**
   * Brings the change log's purges in before a kept answer is served (the listing index's `sync`),
   * so an answer never outlives a write to the products or reviews it is made of.
   */
  sync: () => Promise<void>;
  /** Counts the changes the log has brought (the index's `changeCount`; 0 before its first read). */
  changes: () => number;
  /** How long an answer serves without a purge (bounds what the log does not see). @default 60_000 */
  ttlMs?: number;
  /** Answers kept at most; the least recently used go first. @default 256 */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Answers marked `cacheable(…, { keep: true })` (whole-catalogue aggregates) kept in the process by
 * URL, served after the change log is read and purged by the tags a write touched; writes the log
 * does not record (editorial picks, campaigns, awards) show within `ttlMs`, as through a CDN.
 */
export function keptAnswers({
  sync,
  changes,
  ttlMs = 60_000,
  maxEntries = 256,
  now = () => Date.now(),
}: KeptAnswersOptions): KeptAnswers {
  const entries = new Map<string, Entry>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const key = c.req.url;
    const shared = c.req.method === 'GET' && c.req.header(HEADER_NAMES.revealNonPublicCategories) !== '1';
    // Reads the log first (its purges land before the lookup); if it cannot be read, nothing kept is
    // trusted and nothing new is kept.
    const synced = () =>
      sync().then(
        () => true,
        () => false,
      );
    if (shared && entries.has(key) && (await synced())) {
      const entry = live(key);
      if (entry) {
        c.res = new Response(entry.body, { status: 200, headers: entry.headers });
        return;
      }
    }
    const before = changes();
    await next();
    if (!c.res.headers.has(KEEP_HEADER)) return;
    c.res.headers.delete(KEEP_HEADER);
    if (!shared || c.res.status !== 200 || !c.res.headers.get('cache-control')?.startsWith('public')) return;
    // The log's position must be known before an answer is kept (a later write is then purged):
    // before the index's first read, it is started and the next answer is kept.
    if (before === 0) {
      void synced();
      return;
    }
    // A write applied while the answer was made may have been purged already: not kept.
    if (changes() !== before) return;
    const body = await c.res.clone().text();
    entries.delete(key);
    entries.set(key, {
      body,
      headers: [...c.res.headers.entries()],
      tags: answerTags(c.res.headers.get(HEADER_NAMES.cacheTags) ?? '', body),
      expiresAt: now() + ttlMs,
    });
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    middleware,
    purge(tags) {
      const purged = new Set(tags);
      for (const [key, entry] of entries) if (entry.tags.some((tag) => purged.has(tag))) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
