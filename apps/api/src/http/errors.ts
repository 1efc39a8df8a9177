import { ERROR_MESSAGES } from '@kwc/domain';
import type { ErrorHandler, NotFoundHandler } from 'hono';
import type { Logger } from 'pino';

import { isDatabaseUnavailable } from '../db/unavailable';

/**
 * Bad input: the API answers 400 with this (Polish) message and changes nothing. `fields` holds the
 * message of each wrong body field by its name (the first one is the message).
 */
export class BadRequestError extends Error {
  override readonly name = 'BadRequestError';
  constructor(
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  /** A 400 about body fields: the first field's message is the answer's message. */
  static ofFields(fields: Record<string, string>): BadRequestError {
    return new BadRequestError(Object.values(fields)[0] ?? 'Nieprawidłowe dane', fields);
  }
}

/** A listing URL that cannot be served: the API answers 400 with this Polish message. */
export class ListingInputError extends Error {
  override readonly name = 'ListingInputError';
}

/** No visitor identity: 401, which the site ignores silently for its lists (spec section 8). */
export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
}

/** What was asked for does not exist (or is not public): 404 with this Polish message. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/**
 * Logged in but not allowed, or a cross-site unsafe request: 403 with this Polish message, and a
 * code of its own when the caller can do something about it.
 */
export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
  constructor(
    message: string,
    readonly code: 'forbidden' | 'two_factor_required' = 'forbidden',
  ) {
    super(message);
  }
}

/** The request clashes with what is stored (a second review of a product): 409, with details. */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  constructor(
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** A one-time link that is unknown, spent or expired: 404 `link_invalid`. */
export class LinkInvalidError extends Error {
  override readonly name = 'LinkInvalidError';
}

/** A rate limit was reached: 429 with `Retry-After` (seconds). */
export class TooManyRequestsError extends Error {
  override readonly name = 'TooManyRequestsError';
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super(message);
  }
}

/** Seconds a client is asked to wait after a 503 (a PostgreSQL restart takes a few). */
export const UNAVAILABLE_RETRY_AFTER_S = 5;

/** The answer to a path no route serves. */
export const notFound: NotFoundHandler = (c) =>
  c.json({ error: { code: 'not_found', message: 'Nie znaleziono zasobu' } }, 404);

/** The error classes above as their HTTP answers; anything else is a 500 logged with its stack. */
export function errorAnswers(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof BadRequestError) {
      const fields = error.fields ? { fields: error.fields } : {};
      return c.json({ error: { code: 'bad_request', message: error.message, ...fields } }, 400);
    }
    if (error instanceof ListingInputError) {
      return c.json({ error: { code: 'bad_request', message: error.message } }, 400);
    }
    if (error instanceof ForbiddenError) {
      return c.json({ error: { code: error.code, message: error.message } }, 403);
    }
    if (error instanceof ConflictError) {
      return c.json({ error: { code: 'conflict', message: error.message, ...error.details } }, 409);
    }
    if (error instanceof LinkInvalidError) {
      return c.json({ error: { code: 'link_invalid', message: error.message } }, 404);
    }
    if (error instanceof TooManyRequestsError) {
      c.header('retry-after', String(error.retryAfter));
      return c.json(
        { error: { code: 'too_many_requests', message: error.message, retryAfter: error.retryAfter } },
        429,
      );
    }
    if (error instanceof UnauthorizedError) {
      return c.json({ error: { code: 'unauthorized', message: error.message } }, 401);
    }
    if (error instanceof NotFoundError) {
      return c.json({ error: { code: 'not_found', message: error.message } }, 404);
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug: the database is away for a moment; the pool reconnects on the next query.
      logger.warn(
        { requestId: c.var.requestId, method: c.req.method, path: c.req.path, err: error },
        'database unavailable',
      );
      c.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      c.header('cache-control', 'no-store');
      return c.json(
        {
          error: {
            code: 'unavailable',
            message: ERROR_MESSAGES.unavailable,
            retryAfter: UNAVAILABLE_RETRY_AFTER_S,
            requestId: c.var.requestId,
          },
        },
        503,
      );
    }
    // The client gets the request id only; the stack trace stays in the log.
    logger.error({ requestId: c.var.requestId, method: c.req.method, path: c.req.path, err: error }, 'unhandled error');
    return c.json(
      { error: { code: 'internal', message: 'Wystąpił nieoczekiwany błąd', requestId: c.var.requestId } },
      500,
    );
  };
}
