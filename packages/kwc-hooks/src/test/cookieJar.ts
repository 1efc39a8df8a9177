// The browser's cookie handling for tests: requests carry the cookies of jsdom's jar (HttpOnly and
// path-scoped ones too) and answers' `Set-Cookie` land in it, so `document.cookie` sees what a page
// would. Works in the jsdom environment and under `domGlobals.ts`.

interface CookieJarLike {
  getCookieStringSync(url: string): string;
  setCookieSync(cookie: string, url: string): unknown;
  removeAllCookiesSync(): void;
}

/** jsdom's cookie jar (vitest puts the JSDOM instance on `globalThis.jsdom`). */
export function documentCookieJar(): CookieJarLike {
  const dom = (globalThis as { jsdom?: { cookieJar: CookieJarLike } }).jsdom;
  if (!dom) throw new Error('documentCookieJar: run in the jsdom environment or import test/domGlobals');
  return dom.cookieJar;
}

/** Wraps a `fetch` so it sends and stores cookies as the browser does for the page's origin. */
export function withCookieJar(
  fetch: (input: string, init: RequestInit) => Promise<Response>,
): (input: string, init: RequestInit) => Promise<Response> {
  const jar = documentCookieJar();
  return async (input, init) => {
    const url = new URL(input, globalThis.location.href).href;
    const headers = new Headers(init.headers);
    const cookie = jar.getCookieStringSync(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers });
    for (const setCookie of response.headers.getSetCookie()) jar.setCookieSync(setCookie, url);
    return response;
  };
}
