import { createHash } from 'node:crypto';

import { optionImageOrigins } from '@kwc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestSite, type TestSite } from '../testing/testSite';
import { inlineScriptHashes, pageCsp } from './headers';
import { createPageCache } from './pageCache';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('a page’s Content-Security-Policy', () => {
  it('allows each inline script by its hash, not JSON data or scripts loaded by address', () => {
    const html =
      '<head><script>boot()</script><script type="application/ld+json">{"a":1}</script></head>' +
      '<body><script id="__KWC_DATA__" type="application/json">{"b":2}</script>' +
      '<script src="/assets/x.js"></script><script id="__KWC_BOOT__">start()</script><script>boot()</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('boot()'), sha('start()')]);
    const scriptSrc = pageCsp(html)
      .split('; ')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${sha('boot()')} ${sha('start()')}`);
  });

  it('adds the tag manager’s origin only when one is configured, and nothing for one on our own origin', () => {
    const html = '<script>x()</script>';
    expect(pageCsp(html, {})).not.toContain('googletagmanager');
    const google = pageCsp(html, { gtmId: 'GTM-AB12CD' });
    expect(google).toContain(`script-src 'self' ${sha('x()')} https://www.googletagmanager.com;`);
    expect(google).toMatch(
      /connect-src 'self' https:\/\/www\.googletagmanager\.com https:\/\/\*\.google-analytics\.com/,
    );
    const own = pageCsp(html, { gtmId: 'GTM-AB12CD', gtmScriptUrl: 'http://127.0.0.1:9999/gtm.js' });
    expect(own).toContain(`script-src 'self' ${sha('x()')} http://127.0.0.1:9999;`);
    expect(own).not.toContain('google');
    expect(pageCsp(html, { gtmId: 'GTM-AB12CD', gtmScriptUrl: '/local/gtm.js' })).toContain(
      `script-src 'self' ${sha('x()')};`,
    );
    expect(google).not.toContain("'unsafe-inline' https://www.googletagmanager.com");
  });

  it('lets pictures come from the option image paths’ other origins, and scripts still only from ours', () => {
    const paths = { brands: 'https://cdn.example.pl/marki', properties: '/media/slownik' };
    const csp = pageCsp('<p></p>', undefined, optionImageOrigins(paths));
    expect(csp).toContain("img-src 'self' data: blob: https://cdn.example.pl;");
    expect(csp).toContain("script-src 'self';");
    expect(optionImageOrigins({ brands: '/a', properties: '/b' })).toEqual([]);
  });
});

describe('the served headers', () => {
  let site: TestSite;
  beforeAll(async () => {
    site = await openTestSite(60, { pageCache: createPageCache() });
  }, 120_000);
  afterAll(async () => {
    await site.close();
  });

  it('gives a page the hashes of its own inline scripts, the same when it comes from the page cache', async () => {
    const first = await site.page('/pielegnacja-twarzy');
    const cached = await site.page('/pielegnacja-twarzy');
    const csp = first.response.headers.get('content-security-policy') ?? '';
    const boot = /<script id="__KWC_BOOT__">(.*?)<\/script>/s.exec(first.html)?.[1] ?? '';
    expect(csp).toContain(sha(boot));
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(cached.html).toBe(first.html);
    expect(cached.response.headers.get('content-security-policy')).toBe(csp);
  });

  it('sends HSTS only when the request came over https (the proxy’s X-Forwarded-Proto)', async () => {
    const plain = await site.request('/');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    for (const path of ['/', '/api/catalog/get-menu?id=uroda', '/robots.txt']) {
      const secure = await site.request(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('serves API answers and images with a CSP that runs nothing, nosniff and the policies', async () => {
    for (const path of [
      '/api/catalog/get-menu?id=uroda',
      '/api/nie-ma-takiego',
      '/api/images/placeholders/avatar.svg',
    ]) {
      const response = await site.request(path);
      expect(response.headers.get('content-security-policy'), path).toMatch(
        /^default-src 'none';.*frame-ancestors 'none'/,
      );
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('permissions-policy'), path).toContain('camera=()');
    }
  });
});
