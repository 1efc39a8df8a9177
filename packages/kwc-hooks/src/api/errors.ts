import { LOG_MESSAGES } from '@kwc/domain';

/** Every failure of an API call is one of these. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    message: string,
    /** The path called, without the query. */
    readonly path: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The API answered with a 4xx or 5xx status. `message` is the server's (Polish) message. */
export class ApiResponseError extends ApiError {
  override readonly name = 'ApiResponseError';

  constructor(
    message: string,
    path: string,
    readonly status: number,
    /** The error code of the API's error body, when it sent one. */
    readonly code: string | null = null,
    /** The request id of a 500, for support. */
    readonly requestId: string | null = null,
    /** A 400's Polish message per wrong field of the body, by the field's name (`{}` when none). */
    readonly fields: Readonly<Record<string, string>> = {},
    /** A 429's wait in seconds: the body's `retryAfter`, else the `Retry-After` header. */
    readonly retryAfter: number | null = null,
  ) {
    super(message, path);
  }
}

/** A field the schema found wrong in a response. */
export interface ApiSchemaIssue {
  path: readonly PropertyKey[];
  message: string;
}

/** The answer does not match the kwc-domain schema of the call: 'Data is missing!' (spec section 8). */
export class ApiSchemaError extends ApiError {
  override readonly name = 'ApiSchemaError';

  constructor(
    path: string,
    readonly issues: readonly ApiSchemaIssue[],
  ) {
    super(LOG_MESSAGES.dataMissing, path);
  }
}

/** The request never got an answer: the network failed or the timeout ran out. */
export class ApiNetworkError extends ApiError {
  override readonly name = 'ApiNetworkError';

  constructor(
    path: string,
    readonly timedOut: boolean,
    cause: unknown,
  ) {
    super(timedOut ? `Timed out calling ${path}` : `Network failure calling ${path}`, path, { cause });
  }
}
