import { answerTags } from '@kwc/api';
import { HEADER_NAMES } from '@kwc/domain';

import type { InProcessApi } from '../app/entry-server';
import { createPageCache, type CachedPage } from './pageCache';

export interface ApiCache {
  /** The API as the page renderer calls it: shared answers come from the cache once made. */
  wrap(api: InProcessApi): InProcessApi;
  /** Drops every answer carrying one of `tags` (the catalogue's purges, as for the page cache). */
  purge(tags: readonly string[]): number;
  readonly size: number;
}

export interface ApiCacheOptions {
  /**
   * How long an answer serves without a purge, at most (an answer's own `s-maxage` may be
   * shorter): writes the change log does not record (editorial picks) show within it.
   * @default 60_000
   */
  ttlMs?: number;
  /** Bodies kept at most, in bytes (as the page cache counts them). @default 32 MiB */
  maxBytes?: number;
  now?: () => number;
}

/** `s-maxage` (else `max-age`) of a shared answer, in ms; null for what a shared cache must not keep. */
function sharedLifetime(response: Response): number | null {
  const control = response.headers.get('cache-control') ?? '';
  if (!/(?:^|,)\s*public\s*(?:,|$)/.test(control) || /no-store|no-cache|private/.test(control)) return null;
  const vary = response.headers.get('vary') ?? '';
  if (/\*|cookie|authorization/i.test(vary) || response.headers.has('set-cookie')) return null;
  const age = /s-maxage=(\d+)/.exec(control) ?? /(?:^|[\s,])max-age=(\d+)/.exec(control);
  return age ? Number(age[1]) * 1000 : null;
}

/** A kept answer's body parsed, made once per kept answer and frozen: renders share it, none may change it. */
const parsedBodies = new WeakMap<CachedPage, unknown>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function parsedBody(kept: CachedPage): unknown {
  if (!parsedBodies.has(kept)) parsedBodies.set(kept, deepFreeze(JSON.parse(kept.body)));
  return parsedBodies.get(kept);
}

/**
 * A kept answer as the renderer reads it (`text()`, `json()`, `arrayBuffer()`, `bytes()`, status and
 * headers; not `body`, which is null): the body stays the string it is, not bytes to encode into a
 * stream and decode again on every render, and `json()` gives the value parsed once (frozen).
 */
class KeptAnswer extends Response {
  readonly #kept: CachedPage;

  constructor(kept: CachedPage) {
    super(null, {
      status: kept.status,
      headers: {
        'content-type': kept.contentType,
        etag: kept.etag,
        [HEADER_NAMES.cacheTags]: kept.cacheTags.join(' '),
      },
    });
    this.#kept = kept;
  }

  override async text(): Promise<string> {
    return this.#kept.body;
  }

  override async json(): Promise<unknown> {
    return parsedBody(this.#kept);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    return new TextEncoder().encode(this.#kept.body).buffer;
  }

  override async bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return new TextEncoder().encode(this.#kept.body);
  }

  override clone(): Response {
    return new Response(this.#kept.body, { status: this.status, headers: this.headers });
  }
}

function answer(kept: CachedPage): Response {
  return new KeptAnswer(kept);
}

/**
 * The API's `public` answers kept in the site's process for the renderer, as a CDN in front of the API
 * would keep them: by URL, for their `s-maxage` (at most `ttlMs`), dropped when a catalogue write purges
 * one of their cache tags. An answer made while a purge came in is not kept (it may predate the write).
 */
export function createApiCache({
  ttlMs = 60_000,
  maxBytes = 32 * 1024 * 1024,
  now = () => Date.now(),
}: ApiCacheOptions = {}): ApiCache {
  const answers = createPageCache({ ttlMs, maxBytes, now });
  let purges = 0;
  return {
    wrap(api) {
      return {
        async fetch(request) {
          if (request.method !== 'GET') return api.fetch(request);
          const key = request.url;
          const kept = answers.get(key);
          if (kept) return answer(kept);
          const purgesBefore = purges;
          const response = await api.fetch(request);
          const lifetime = response.status === 200 ? sharedLifetime(response) : null;
          if (lifetime === null || lifetime <= 0) return response;
          const body = await response.text();
          const made: CachedPage = {
            body,
            etag: response.headers.get('etag') ?? '',
            status: 200,
            contentType: response.headers.get('content-type') ?? 'application/json',
            // The tags it names, and every product it shows (as the API's own kept answers count them).
            cacheTags: answerTags((response.headers.get(HEADER_NAMES.cacheTags) ?? '').replace(/,/g, ' '), body),
            personal: false,
          };
          if (purges === purgesBefore) answers.set(key, made, lifetime);
          return answer(made);
        },
      };
    },
    purge(tags) {
      purges += 1;
      return answers.purge(tags);
    },
    get size() {
      return answers.size;
    },
  };
}
