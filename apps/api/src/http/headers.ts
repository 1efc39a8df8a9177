import type { MiddlewareHandler } from 'hono';

/**
 * The API's Content-Security-Policy: its answers are data and images, never a page, so nothing may
 * run or load from them (an SVG opened on its own keeps its inline styles), nor be framed.
 */
export const API_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What the browser may use on our pages: nothing of the device's, no payment or USB. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** A year, subdomains included: sent only over https (browsers ignore it over http anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether `request` reached us over https: its own URL, or the `X-Forwarded-Proto` of the proxy in
 * front, or a public origin that is https (the same rule as the session cookies' `Secure` flag).
 */
export function servedOverHttps(request: Request, publicOrigin: string | undefined): boolean {
  if (publicOrigin?.startsWith('https:')) return true;
  if (new URL(request.url).protocol === 'https:') return true;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return forwarded === 'https';
}

/**
 * Sets the security headers every answer carries, leaving any a handler set itself (a page's own
 * CSP): nosniff, Referrer-Policy, Permissions-Policy, the CSP `csp(answer)` gives, HSTS over https.
 */
export function securityHeaders({
  publicOrigin,
  csp,
}: {
  publicOrigin: string | undefined;
  csp: (answer: Response) => string;
}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    let headers = c.res.headers;
    try {
      headers.set('x-content-type-options', 'nosniff');
    } catch {
      // An answer with immutable headers (a fetched or `Response.redirect` one): copied.
      c.res = new Response(c.res.body, c.res);
      headers = c.res.headers;
    }
    const set = (name: string, value: string) => {
      if (!headers.has(name)) headers.set(name, value);
    };
    set('x-content-type-options', 'nosniff');
    set('referrer-policy', 'strict-origin-when-cross-origin');
    set('permissions-policy', PERMISSIONS_POLICY);
    set('content-security-policy', csp(c.res));
    if (servedOverHttps(c.req.raw, publicOrigin)) set('strict-transport-security', HSTS);
  };
}
