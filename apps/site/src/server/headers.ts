import { hash } from 'node:crypto';

import { API_CSP } from '@kwc/api';
import { GTM_SCRIPT_URL } from '@kwc/hooks';

import type { SiteAnalyticsConfig } from '../app/config';

/** Answers that are not pages (payloads, robots.txt, sitemaps, assets, redirects): nothing runs. */
export const NON_PAGE_CSP = API_CSP;

/** Where Google's tag manager sends and draws from once it runs (its own origin is added apart). */
const GOOGLE_ANALYTICS_SOURCES = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * The `sha256-…` sources of a page's inline executable scripts (the boot script, the web fonts'
 * script): JSON data scripts do not run and scripts with `src` are allowed by origin. Hashes, not
 * nonces: the page cache serves one HTML to many visitors.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/i.exec(attributes)?.[1]?.trim().toLowerCase();
    if (type && type !== 'module' && !/^(text|application)\/javascript$/.test(type)) continue;
    hashes.add(`'sha256-${hash('sha256', body, 'base64')}'`);
  }
  return [...hashes];
}

/** The origins the tag manager needs, when one is configured (a path loads it from our own origin). */
function tagManagerSources(analytics: SiteAnalyticsConfig | undefined) {
  if (!analytics?.gtmId) return { script: [], other: [] };
  const url = new URL(analytics.gtmScriptUrl ?? GTM_SCRIPT_URL, 'http://self.invalid');
  if (url.origin === 'http://self.invalid') return { script: [], other: [] };
  const google = url.origin === new URL(GTM_SCRIPT_URL).origin;
  return { script: [url.origin], other: [url.origin, ...(google ? GOOGLE_ANALYTICS_SOURCES : [])] };
}

/**
 * A page's Content-Security-Policy: scripts from our origin and the page's own inline scripts by
 * hash, never 'unsafe-inline' for scripts. Styles allow inline: the server markup carries style
 * attributes (a bar's width, a swatch's colour) and the web fonts' script adds a style element.
 */
export function pageCsp(html: string, analytics?: SiteAnalyticsConfig, imageOrigins: readonly string[] = []): string {
  const gtm = tagManagerSources(analytics);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inlineScriptHashes(html), ...gtm.script],
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: the placeholders drawn in CSS; blob: a photo's preview before it is uploaded.
    ['img-src', "'self'", 'data:', 'blob:', ...imageOrigins, ...gtm.other],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...gtm.other],
    // The captcha's proof of work runs in a worker made from a blob: URL.
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((sources) => sources.join(' ')).join('; ');
}
