import { COOKIE_NAMES, ERROR_MESSAGES, HEADER_NAMES, LOG_MESSAGES } from '@kwc/domain';

import { ApiNetworkError, ApiResponseError, ApiSchemaError } from './errors';
import { consoleLogger, type Logger, type Notifier, type ResponseSchema } from './types';
import { apiPath, type QueryValue } from './urls';

// The requests of the API client without its schemas: this module imports no zod, so a page can
// make a call whose answer it checks by hand (see `startupReads`) before, or without, loading them.

export interface ApiClientOptions {
  /**
   * What goes before `/api`: `''` in the browser (same origin), the site's own origin on the
   * server, e.g. `http://127.0.0.1:3000`.
   */
  baseUrl: string;
  /** @default the global `fetch`, looked up per call */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Reads a cookie: the browser's, or on the server the request's. */
  getCookie: (name: string) => string | null | undefined;
  /** Milliseconds before a call is abandoned; none by default (spec section 7: "optional timeout"). */
  timeoutMs?: number;
  /** Shows 'Wystąpił nieoczekiwany błąd' on network failures and 5xx answers (spec section 8). */
  notifier?: Notifier;
  /** @default console */
  logger?: Logger;
  /** On the server: the visitor's address, sent in `x-forwarded-for` (spec section 7). */
  forwardedFor?: string;
  /**
   * The request id header's value: on the server the incoming request's id, so the API's logs
   * join the page's. @default a random UUID per call
   */
  requestId?: string | (() => string);
  /**
   * Sends the recently-viewed beacon. @default `navigator.sendBeacon`, when the browser has it
   */
  sendBeacon?: (url: string, data: string) => boolean;
}

/** Per-call options. */
export interface RequestOptions {
  /** Aborting it rejects the call with the signal's reason; no toast, no log. */
  signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. */
  timeoutMs?: number;
}

/** One API call: where it goes, what it sends and how its answer is read. */
export interface Call<T> {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON; a `FormData` (an upload) is sent as it is, `multipart/form-data`. */
  body?: unknown;
  schema: ResponseSchema<T> | null;
  /** Front API calls carry credentials (spec section 7). */
  front: boolean;
  /** Spec section 8: a missing search response is logged as 'Data is missing!'. */
  logMissingData?: boolean;
  /** Spec section 8: a 401 on the wishlist and recently-viewed reads is ignored silently. */
  whenUnauthorized?: () => T;
  /** No toast on failure: spec section 8 has the wishlist fetch and the token refresh "logged only". */
  quiet?: boolean;
}

/** Values of the reveal-non-public-categories cookie that switch it on (ours: the spec names no value). */
const SWITCH_ON = new Set(['1', 'on', 'true']);

function randomRequestId(): string | null {
  return typeof globalThis.crypto?.randomUUID === 'function' ? globalThis.crypto.randomUUID() : null;
}

/**
 * The answer's body as JSON, `undefined` when it is not JSON. Reading it can fail (an abort, a
 * timeout or a broken connection while it arrives): that rejects, as the request itself would.
 */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** What the error body of a 4xx or 5xx answer holds (kwc-domain's `apiErrorSchema`). */
export interface ApiErrorBody {
  code: string;
  message: string;
  requestId: string | null;
  fields: Record<string, string>;
  retryAfter: number | null;
}

/** The error body of a 4xx or 5xx answer, as kwc-domain's `apiErrorSchema` reads it; `null` otherwise. */
export function readApiErrorBody(payload: unknown): ApiErrorBody | null {
  if (!isRecord(payload) || !isRecord(payload.error)) return null;
  const { code, message, requestId, fields, retryAfter } = payload.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every((text) => typeof text === 'string'))) {
    return null;
  }
  if (retryAfter !== undefined && !(Number.isSafeInteger(retryAfter) && (retryAfter as number) > 0)) return null;
  return {
    code,
    message,
    requestId: requestId ?? null,
    fields: (fields ?? {}) as Record<string, string>,
    retryAfter: (retryAfter as number | undefined) ?? null,
  };
}

/** A `Retry-After` header's seconds (the delay form; a date counts from now), `null` when absent. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\s*\d+\s*$/.test(header)) return Number(header);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

/** A plain object (not null, not an array), as zod's `object` accepts it. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What a client makes its calls with. */
export interface Transport {
  /**
   * Makes a call: headers (request id, forwarded address, the reveal cookie), credentials for the
   * front API, timeout and abort, a 401 answered by `whenUnauthorized`, the error toast on network
   * failures and 5xx answers, and the answer checked by the call's schema.
   */
  request<T>(call: Call<T>, options?: RequestOptions): Promise<T>;
  /** The URL of an API path: the client's base URL before it. */
  url(path: string): string;
  /** The client's fetch, for what `request` does not cover. */
  fetch(input: string, init: RequestInit): Promise<Response>;
  /** The headers `request` would send for `call`. */
  headersFor(call: Call<unknown>): Headers;
  logger: Logger;
}

export function createTransport(options: ApiClientOptions): Transport {
  const base = options.baseUrl.replace(/\/+$/, '');
  const logger = options.logger ?? consoleLogger;
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));

  function requestId(): string | null {
    if (typeof options.requestId === 'function') return options.requestId();
    return options.requestId ?? randomRequestId();
  }

  function headersFor(call: Call<unknown>): Headers {
    const headers = new Headers({ accept: 'application/json' });
    // A form (an upload) sets its own multipart type and boundary.
    if (call.body !== undefined && !isFormData(call.body)) headers.set('content-type', 'application/json');
    if (SWITCH_ON.has(options.getCookie(COOKIE_NAMES.revealNonPublicCategories) ?? '')) {
      headers.set(HEADER_NAMES.revealNonPublicCategories, '1');
    }
    const id = requestId();
    if (id) headers.set(HEADER_NAMES.requestId, id);
    if (options.forwardedFor) headers.set(HEADER_NAMES.forwardedFor, options.forwardedFor);
    return headers;
  }

  function failUnexpectedly(call: Call<unknown>) {
    if (!call.quiet) options.notifier?.error(ERROR_MESSAGES.unexpected);
  }

  async function request<T>(call: Call<T>, { signal, timeoutMs = options.timeoutMs }: RequestOptions = {}): Promise<T> {
    signal?.throwIfAborted();
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      timeoutMs === undefined
        ? undefined
        : setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs);
    const forwardAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      let response: Response;
      let payload: unknown;
      try {
        response = await doFetch(`${base}${apiPath(call.path, call.query)}`, {
          method: call.method,
          headers: headersFor(call),
          ...(call.body === undefined ? {} : { body: isFormData(call.body) ? call.body : JSON.stringify(call.body) }),
          ...(call.front ? { credentials: 'include' as const } : {}),
          signal: controller.signal,
        });
        if (response.status === 401 && call.whenUnauthorized) return call.whenUnauthorized();
        payload =
          response.status === 204 || (response.ok && call.schema === null) ? undefined : await readJson(response);
      } catch (cause) {
        if (signal?.aborted) throw signal.reason;
        failUnexpectedly(call);
        throw new ApiNetworkError(call.path, timedOut, cause);
      }

      if (!response.ok) {
        const body = readApiErrorBody(payload);
        if (response.status >= 500) failUnexpectedly(call);
        // The spec's login refusal is `{message}` alone (I31-CONTRACT.md), not the error envelope.
        const bareMessage = isRecord(payload) && typeof payload.message === 'string' ? payload.message : null;
        throw new ApiResponseError(
          body?.message ?? bareMessage ?? ERROR_MESSAGES.unexpected,
          call.path,
          response.status,
          body?.code ?? null,
          body?.requestId ?? null,
          body?.fields ?? {},
          body?.retryAfter ?? retryAfterSeconds(response.headers.get('retry-after')),
        );
      }
      if (call.schema === null) return undefined as T;
      const parsed = call.schema.safeParse(payload);
      if (!parsed.success) {
        if (call.logMissingData) logger.error(LOG_MESSAGES.dataMissing, call.path, parsed.error.issues);
        throw new ApiSchemaError(call.path, parsed.error.issues);
      }
      return parsed.data;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    request,
    url: (path) => `${base}${path}`,
    fetch: doFetch,
    headersFor,
    logger,
  };
}
