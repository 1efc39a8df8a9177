/** Options of a cookie write. `maxAge` is in seconds, like the `Max-Age` attribute. */
export interface CookieOptions {
  maxAge?: number;
  expires?: Date;
  /** @default '/' */
  path?: string;
  domain?: string;
  /** @default 'lax' */
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
}

/**
 * Cookie access as the hooks need it. The browser default reads `document.cookie`; SSR passes a
 * store over the request's `Cookie` header (`createMemoryCookieStore`), tests pass their own.
 */
export interface CookieStore {
  get(name: string): string | null;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
  /** Called after every `set` and `remove` through this store; returns the unsubscribe function. */
  subscribe?(listener: () => void): () => void;
  /**
   * A cookie's value as the page was served, before this page's own writes: what the server's HTML
   * was rendered with, so hydration reads it even when the app wrote the cookie in between (parts of
   * a page hydrate after the app's first effects). Stores without it hydrate with `get`.
   */
  getInitial?(name: string): string | null;
}

/** The `name=value` pairs of a `Cookie` header or of `document.cookie`. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (name === '' || cookies.has(name)) continue;
    cookies.set(name, safeDecode(part.slice(separator + 1).trim()));
  }
  return cookies;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A cookie written by other code without encoding: keep it as it is.
    return value;
  }
}

/** A `Set-Cookie` value (also what `document.cookie` accepts). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.domain) parts.push(`domain=${options.domain}`);
  if (options.maxAge !== undefined) parts.push(`max-age=${Math.floor(options.maxAge)}`);
  if (options.expires) parts.push(`expires=${options.expires.toUTCString()}`);
  parts.push(`samesite=${options.sameSite ?? 'lax'}`);
  if (options.secure || options.sameSite === 'none') parts.push('secure');
  return parts.join('; ');
}

function createEmitter() {
  const listeners = new Set<() => void>();
  return {
    emit: () => listeners.forEach((listener) => listener()),
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

// Never changed: what a store without a document (the server) reads.
const NO_COOKIES = new Map<string, string>();

/** A document's cookie header as last read, parsed; `fresh` until the current task's microtasks run. */
interface CookieReading {
  header: string;
  parsed: Map<string, string>;
  fresh: boolean;
}

// Shared by every store of a document: a write through one is seen by the others at once.
const readings = new WeakMap<Document, CookieReading>();

/**
 * A document's cookies. Every reader asks on every render and `document.cookie` is slow to read
 * (docs/kwc-hooks.md): the header is read once per task (a write through a store reads it again)
 * and parsed again only when it has changed.
 */
function readDocumentCookies(document: Document): Map<string, string> {
  const last = readings.get(document);
  if (last?.fresh) return last.parsed;
  const header = document.cookie;
  const reading = last && last.header === header ? last : { header, parsed: parseCookieHeader(header), fresh: false };
  reading.fresh = true;
  readings.set(document, reading);
  queueMicrotask(() => (reading.fresh = false));
  return reading.parsed;
}

/**
 * The browser's cookies. `document` is read on each call, never when the store is created, so
 * creating it on the server is harmless: there it reads as empty and writes nothing.
 */
export function createDocumentCookieStore(getDocument: () => Document | undefined = defaultDocument): CookieStore {
  const emitter = createEmitter();
  // The cookies before the first write through this store (taken at its first use, which is the
  // first render of the hydrating app: effects, the first writers, run after it).
  let initial: Map<string, string> | null = null;
  const current = () => {
    const document = getDocument();
    return document ? readDocumentCookies(document) : NO_COOKIES;
  };
  // A parsed header is never changed afterwards, so the snapshot may share it.
  const snapshot = () => (initial ??= current());
  return {
    get: (name) => current().get(name) ?? null,
    getInitial: (name) => snapshot().get(name) ?? null,
    set(name, value, options) {
      const document = getDocument();
      if (!document) return;
      snapshot();
      document.cookie = serializeCookie(name, value, options);
      readings.delete(document);
      emitter.emit();
    },
    remove(name, options) {
      const document = getDocument();
      if (!document) return;
      snapshot();
      document.cookie = serializeCookie(name, '', { ...options, maxAge: 0, expires: new Date(0) });
      readings.delete(document);
      emitter.emit();
    },
    subscribe: emitter.subscribe,
  };
}

function defaultDocument(): Document | undefined {
  return typeof document === 'undefined' ? undefined : document;
}

export interface MemoryCookieStore extends CookieStore {
  /** `Set-Cookie` values of every write, oldest first: SSR forwards them with its response. */
  setCookieHeaders(): string[];
}

/**
 * Cookies in memory, filled from a `Cookie` header: the store SSR and tests use. Expiry is honoured
 * on read (`now` defaults to `Date.now`, so fake timers move it).
 */
export function createMemoryCookieStore(
  cookieHeader?: string | null,
  { now = () => Date.now() }: { now?: () => number } = {},
): MemoryCookieStore {
  const emitter = createEmitter();
  const values = new Map<string, { value: string; expiresAt: number | null }>();
  for (const [name, value] of parseCookieHeader(cookieHeader)) values.set(name, { value, expiresAt: null });
  const written: string[] = [];

  return {
    get(name) {
      const cookie = values.get(name);
      if (!cookie) return null;
      if (cookie.expiresAt !== null && cookie.expiresAt <= now()) {
        values.delete(name);
        return null;
      }
      return cookie.value;
    },
    set(name, value, options = {}) {
      const expiresAt =
        options.maxAge !== undefined ? now() + options.maxAge * 1000 : (options.expires?.getTime() ?? null);
      if (expiresAt !== null && expiresAt <= now()) values.delete(name);
      else values.set(name, { value, expiresAt });
      written.push(serializeCookie(name, value, options));
      emitter.emit();
    },
    remove(name, options) {
      values.delete(name);
      written.push(serializeCookie(name, '', { ...options, maxAge: 0, expires: new Date(0) }));
      emitter.emit();
    },
    subscribe: emitter.subscribe,
    setCookieHeaders: () => [...written],
  };
}
