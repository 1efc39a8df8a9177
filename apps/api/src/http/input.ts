import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

import { BadRequestError } from './errors';

/** The largest body the API reads that is not a file upload (a review at its longest is ~60 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;
/** The largest multipart body: the upload routes set their own, smaller limits (avatar, photo). */
export const MAX_UPLOAD_BYTES = 11 * 1024 * 1024;

export const NUL_IN_QUERY_MESSAGE = 'Nieprawidłowe zapytanie: adres zawiera niedozwolone znaki';
export const NUL_IN_BODY_MESSAGE = 'Nieprawidłowe dane: niedozwolone znaki';
export const BODY_TOO_LARGE_MESSAGE = 'Zbyt duże dane żądania';

/** Decoded, or null when the percent-encoding is broken (the routes answer those themselves). */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return null;
  }
}

/**
 * Refuses a NUL character anywhere in the path or query (`?path=%00`): PostgreSQL text cannot hold
 * one, so it would otherwise fail the first query that uses the value, as a 500.
 */
export const refuseNulInUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const target = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  // Decoded again until it settles: the listing path is decoded once more by its codec (`%2500`).
  let text: string | null = target;
  for (let round = 0; text !== null && round < 4; round += 1) {
    if (text.includes('\0') || /%00/i.test(text)) throw new BadRequestError(NUL_IN_QUERY_MESSAGE);
    const next = decoded(text);
    if (next === text) break;
    text = next;
  }
  await next();
};

/**
 * Bounds every body before a route reads it (JSON routes read theirs whole into memory): 413 in the
 * API's error shape, with `Connection: close` because the unread rest of the body is dropped with the
 * connection, which a client must not reuse.
 */
export const bodySizeLimit: MiddlewareHandler = async (c, next) => {
  const multipart = /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
  return bodyLimit({
    maxSize: multipart ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES,
    onError: (context) =>
      context.json({ error: { code: 'payload_too_large', message: BODY_TOO_LARGE_MESSAGE } }, 413, {
        connection: 'close',
      }),
  })(c, next);
};

/** Whether a parsed JSON value holds a NUL character in any key or string. */
export function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => key.includes('\0') || holdsNul(item));
  }
  return false;
}
