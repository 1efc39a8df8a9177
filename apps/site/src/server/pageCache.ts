import { gzipSync } from 'node:zlib';

import { createSizedLru } from './sizedLru';

/** One rendered answer (a page's HTML or a `_payload.json`), kept for anonymous visitors. */
export interface CachedPage {
  body: string;
  /** `body` as UTF-8, when the server made it (then sent as it is, not encoded again). */
  utf8?: Uint8Array;
  /** The weak ETag of `body`, computed once. */
  etag: string;
  status: number;
  contentType: string;
  /** The page's Content-Security-Policy (its inline scripts' hashes); none: the site's default. */
  csp?: string;
  cacheTags: string[];
  personal: boolean;
  /** Depends on the session: `private, no-store`, never kept. */
  noStore?: boolean;
}

interface Entry extends CachedPage {
  expiresAt: number;
  gzip?: Uint8Array;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Keeps `page` for the cache's `ttlMs`, or for `ttlMs` given here when it is shorter. */
  set(key: string, page: CachedPage, ttlMs?: number): void;
  /** The body gzipped (computed on first ask, then kept with the entry). */
  gzip(key: string): Uint8Array | undefined;
  /** Drops every entry carrying one of `tags` (the catalogue's purges: a product, a category…). */
  purge(tags: readonly string[]): number;
  readonly size: number;
}

export interface PageCacheOptions {
  /**
   * How long an entry serves without a purge: the `s-maxage` anonymous HTML has for shared caches.
   * @default 60_000
   */
  ttlMs?: number;
  /**
   * Bodies kept at most, in bytes (UTF-16 length × 2 as an estimate); least recently used go first.
   * @default 64 MiB
   */
  maxBytes?: number;
  now?: () => number;
}

/**
 * Rendered pages kept in the server process, the same way the HTTP headers let a CDN keep them:
 * only anonymous answers, keyed by URL and the request's `Cookie` header (the pages `Vary: Cookie`),
 * for `ttlMs`, and dropped at once when a catalogue write purges one of their cache tags.
 */
export function createPageCache({
  ttlMs = 60_000,
  maxBytes = 64 * 1024 * 1024,
  now = () => Date.now(),
}: PageCacheOptions = {}): PageCache {
  const entries = createSizedLru<Entry>(maxBytes);
  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  return {
    get: live,
    set(key, page, entryTtlMs = ttlMs) {
      const entry: Entry = { ...page, expiresAt: now() + Math.min(ttlMs, entryTtlMs) };
      entries.set(key, entry, page.body.length * 2 + (page.utf8?.byteLength ?? 0));
    },
    gzip(key) {
      const entry = live(key);
      if (!entry) return undefined;
      entry.gzip ??= gzipSync(entry.utf8 ?? entry.body);
      return entry.gzip;
    },
    purge(tags) {
      const purged = new Set(tags);
      let count = 0;
      for (const [key, entry] of entries.entries()) {
        if (entry.cacheTags.some((tag) => purged.has(tag))) {
          entries.delete(key);
          count += 1;
        }
      }
      return count;
    },
    get size() {
      return entries.size;
    },
  };
}
