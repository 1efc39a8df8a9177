import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createPageCache } from '../../server/pageCache';
import { logInCookie, openTestSite, type TestSite } from '../../testing/testSite';

// The account routes on the server (spec section 2): guards with their redirects and `back`, the
// session read with the API's `readSession`, personal pages kept by no cache. Real API, PGlite, the
// demo accounts of the seed (password `kosmetyki123`).

let site: TestSite;
const pageCache = createPageCache();

beforeAll(async () => {
  site = await openTestSite(60, { pageCache });
}, 120_000);
afterAll(() => site?.close());

const logIn = (username: string) => logInCookie(site, username);

const get = (path: string, cookie?: string) =>
  site.request(path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('account routes on the server', () => {
  let ania: string;
  let ola: string;
  let kuba: string;
  beforeAll(async () => {
    [ania, ola, kuba] = await Promise.all([logIn('ania@demo.kwc.pl'), logIn('ola@demo.kwc.pl'), logIn('kuba15')]);
  });

  it('login guard: a logged-out visitor is sent to the login page, the page kept in `back`, nothing cached', async () => {
    const response = await get('/konto/edycja-konta');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/konto/logowanie?back=%2Fkonto%2Fedycja-konta');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    for (const path of [
      '/konto/profil',
      '/konto/profil/szkice',
      '/konto/obserwowania/obserwujacy',
      '/konto/nieaktywne',
    ]) {
      expect((await get(path)).headers.get('location'), path).toMatch(/^\/konto\/logowanie\?back=/);
    }
  });

  it('the same guard answers a client navigation in its payload', async () => {
    const response = await get('/konto/edycja-konta/_payload.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const payload = (await response.json()) as { page: { redirect?: { location: string; status: number } } };
    expect(payload.page.redirect).toEqual({ location: '/konto/logowanie?back=%2Fkonto%2Fedycja-konta', status: 302 });
  });

  it('a personal page is private, never stored, and shows the account', async () => {
    const size = pageCache.size;
    const response = await get('/konto/edycja-konta', ania);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('ania@demo.kwc.pl');
    // The header's account menu: the user's name.
    expect(html).toContain('ania.demo');
    expect(html).toContain('<meta name="robots" content="noindex,nofollow"/>');
    const login = await get('/konto/logowanie?back=%2Fwishlist');
    expect(login.status).toBe(200);
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    // The login page is a public door: indexed, described, its canonical without `back`.
    const loginHtml = await login.text();
    expect(loginHtml).not.toContain('noindex');
    expect(loginHtml).toMatch(/<meta name="description" content="Zaloguj się do KWC[^"]*"\/>/);
    expect(loginHtml).toMatch(/<link rel="canonical" href="[^"]*\/konto\/logowanie"\/>/);
    expect(pageCache.size).toBe(size);
  });

  it('redirect logged-in users: login and registration send them on to `back` (a site path only)', async () => {
    expect((await get('/konto/logowanie?back=%2Fwishlist', ania)).headers.get('location')).toBe('/wishlist');
    expect((await get('/konto/rejestracja', ania)).headers.get('location')).toBe('/');
    expect((await get('/konto/logowanie?back=%2F%2Fevil.example', ania)).headers.get('location')).toBe('/');
  });

  it('parent redirect: /konto leads to the archive or the login page', async () => {
    expect((await get('/konto')).headers.get('location')).toBe('/konto/logowanie');
    expect((await get('/konto', ania)).headers.get('location')).toBe('/konto/profil');
  });

  it('the contribution routes run the account-access flow: details, sixteen, verified', async () => {
    expect((await get('/add-product', ola)).headers.get('location')).toBe(
      '/konto/podaj-szczegoly-konta?back=%2Fadd-product',
    );
    expect((await get('/review/create/3', kuba)).headers.get('location')).toBe(
      '/konto/za-mlody?back=%2Freview%2Fcreate%2F3',
    );
    const nowa = await logIn('nowa@demo.kwc.pl');
    expect((await get('/add-product', nowa)).headers.get('location')).toMatch(/^\/konto\/podaj-szczegoly-konta/);
    const saved = await site.request('/api/user', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', cookie: nowa },
      body: JSON.stringify({ username: 'nowa.testowa', dateOfBirth: '1990-01-01' }),
    });
    expect(saved.status).toBe(200);
    const renewed = saved.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0]!)
      .filter((pair) => pair.startsWith('jwt_'))
      .join('; ');
    expect((await get('/add-product', renewed)).headers.get('location')).toBe('/konto/nieaktywne?back=%2Fadd-product');
    expect((await get('/add-product', ania)).status).toBe(200);
  });

  it('a forged token is no session: the guard redirects, the header shows "Zaloguj się"', async () => {
    const forged = ania.replace(/jwt_s=[^;]+/, 'jwt_s=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await get('/konto/edycja-konta', forged)).status).toBe(302);
    const html = await (await get('/popularne-marki', forged)).text();
    expect(html).not.toContain('ania.demo');
    expect(html).toContain('Zaloguj się');
  });

  it('unknown addresses under /konto and malformed link tokens are not found', async () => {
    expect((await get('/konto/nie-ma-takiej')).status).toBe(404);
    expect((await get('/konto/aktywacja/x')).status).toBe(404);
    expect((await get('/konto/aktywacja/abcdefghijklmnopqrstuvwxyz012345')).status).toBe(200);
  });
});
