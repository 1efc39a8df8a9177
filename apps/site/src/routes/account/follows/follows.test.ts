import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { logInCookie, openTestSite, type TestSite } from '../../../testing/testSite';

// The follow pages on the server (issue 33): login required, my lists and feed, a profile's lists,
// 404 for an unknown user. Real API on PGlite, the demo seed's follows.

let site: TestSite;
beforeAll(async () => {
  site = await openTestSite(60);
}, 120_000);
afterAll(() => site?.close());

const get = (path: string, cookie?: string) =>
  site.request(path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('follow pages on the server', () => {
  let ania: string;
  beforeAll(async () => {
    ania = await logInCookie(site, 'ania@demo.kwc.pl');
  });

  it('send a logged-out visitor to the login page, the page kept in `back`', async () => {
    for (const path of ['/konto/obserwowania', '/konto/obserwowania-aktywnosc', '/profil/1/obserwujacy']) {
      const response = await get(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(`/konto/logowanie?back=${encodeURIComponent(path)}`);
    }
  });

  it('show my follows, the feed and a profile’s lists with their tabs; private, never cached', async () => {
    for (const [path, heading] of [
      ['/konto/obserwowania', 'Moje obserwowania'],
      ['/konto/obserwowania/obserwujacy', 'Moje obserwowania'],
      ['/konto/obserwowania-aktywnosc', 'Aktywność obserwowanych'],
      ['/profil/1/obserwowania', 'Obserwowania'],
    ] as const) {
      const response = await get(path, ania);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('private, no-store');
      const html = await response.text();
      expect(html, path).toContain(heading);
      expect(html, path).toMatch(/aria-current="page"/);
    }
  });

  it('answer 404 for an unknown user’s follow pages', async () => {
    expect((await get('/profil/999999/obserwowania', ania)).status).toBe(404);
    expect((await get('/profil/999999/obserwujacy', ania)).status).toBe(404);
  });
});
