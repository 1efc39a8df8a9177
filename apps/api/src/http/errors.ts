import type { ErrorHandler, NotFoundHandler } from 'hono';
import type { Logger } from 'pino';

/** Bad input: the API answers 400 with this (Polish) message and changes nothing. */
export class BadRequestError extends Error {
  override readonly name = 'BadRequestError';
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

/** The answer to a path no route serves. */
export const notFound: NotFoundHandler = (c) =>
  c.json({ error: { code: 'not_found', message: 'Nie znaleziono zasobu' } }, 404);

/** The error classes above as their HTTP answers; anything else is a 500 logged with its stack. */
export function errorAnswers(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof BadRequestError || error instanceof ListingInputError) {
      return c.json({ error: { code: 'bad_request', message: error.message } }, 400);
    }
    if (error instanceof UnauthorizedError) {
      return c.json({ error: { code: 'unauthorized', message: error.message } }, 401);
    }
    if (error instanceof NotFoundError) {
      return c.json({ error: { code: 'not_found', message: error.message } }, 404);
    }
    // The client gets the request id only; the stack trace stays in the log.
    logger.error({ requestId: c.var.requestId, method: c.req.method, path: c.req.path, err: error }, 'unhandled error');
    return c.json(
      { error: { code: 'internal', message: 'Wystąpił nieoczekiwany błąd', requestId: c.var.requestId } },
      500,
    );
  };
}
