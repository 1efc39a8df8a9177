import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { breadcrumbListOf } from '../routes/shared/pageAssertions';
import { openTestSite, type TestSite } from '../testing/testSite';
import { TOP_MENU_KEY } from '../app/siteMenu';
import { ANONYMOUS_PAGE_CACHE, PRIVATE_PAGE_CACHE } from './app';

let site: TestSite;

beforeAll(async () => {
  site = await openTestSite(60);
}, 120_000);
afterAll(async () => {
  await site.close();
});

describe('server-rendered pages', () => {
  it('renders a whole Polish document with the client script, styles and the layout menus', async () => {
    const { status, html, response } = await site.page('/');
    expect(status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pl">/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(head).toMatch(/<title>[^<]+<\/title>/);
    // The client starts from the boot script (after the first paint), not from a script tag.
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('rel="modulepreload"');
    const boot = /<script id="__KWC_BOOT__">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(boot).toContain('"js":["/assets/entry-client.js"]');
    // The header's top navigation comes from the `uroda` menu, rendered on the server.
    expect(html).toContain('href="/pielegnacja-twarzy"');
    expect(html).toContain('Przejdź do treści');
  });

  it('ships the page state and data in a script that page data cannot break out of', async () => {
    const { html } = await site.page('/');
    const match = html.match(/<script id="__KWC_DATA__" type="application\/json">(.*?)<\/script>/s);
    expect(match).not.toBeNull();
    const data = JSON.parse(match![1]!);
    expect(data.page).toMatchObject({ routeName: 'home', status: 200 });
    expect(data.site).toMatchObject({ buildId: 'test-build', origin: 'http://kwc.test' });
  });

  it("carries the menu's first level in the page data, and neither the whole menu nor the footer's", async () => {
    const { html } = await site.page('/');
    const data = JSON.parse(/<script id="__KWC_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!);
    const menu = (await site.api('/api/catalog/get-menu?id=uroda')) as {
      parent_id: number | null;
    }[];
    const top = data.fallback[TOP_MENU_KEY];
    expect(top).toEqual(menu.filter((item) => item.parent_id === null));
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThan(menu.length);
    expect(data.fallback).not.toHaveProperty(['/api/catalog/get-menu?id=uroda']);
    expect(data.fallback).not.toHaveProperty(['/api/catalog/get-menu?id=uroda_footer']);
    // The footer is still rendered from its menu, on the server.
    const footer = html.slice(html.indexOf('id="stopka"'));
    expect(footer).toContain('href="/kwc-o-nas"');
  });

  it('sends an address of the redirects table where it leads, in the site or away, page and payload alike', async () => {
    await site.db.execute(`insert into redirects (from_path, to_path, code) values
      ('/promocja-zimowa-2025', '/kremy-do-twarzy', 301),
      ('/promocja-partnera', 'https://sklep.example.com/promocja', 302),
      ('/stary-produkt,123.html', '/pielegnacja-twarzy', 301),
      ('/poradnik/pielegnacja-zima', '/artykul/jak-dbac-o-skore-zima', 301)`);
    for (const [path, location, status] of [
      ['/promocja-zimowa-2025', '/kremy-do-twarzy', 301],
      ['/promocja-zimowa-2025/', '/kremy-do-twarzy', 301],
      ['/promocja-partnera', 'https://sklep.example.com/promocja', 302],
      // An address shaped like a product's, which no product has.
      ['/stary-produkt,123.html', '/pielegnacja-twarzy', 301],
      // An address of several segments, which no listing reads whole.
      ['/poradnik/pielegnacja-zima', '/artykul/jak-dbac-o-skore-zima', 301],
    ] as const) {
      const response = await site.request(path, { redirect: 'manual' });
      expect(response.status, path).toBe(status);
      expect(response.headers.get('location'), path).toBe(location);
      const payload = await (await site.request(`${path.replace(/\/$/, '')}/_payload.json`)).json();
      expect(payload.page.redirect, path).toEqual({ location, status });
    }
    // What the table does not hold stays not found.
    expect((await site.page('/promocja-letnia-2025')).status).toBe(404);
  });

  it('answers unmatched and invalid paths with the 404 page, marked noindex', async () => {
    for (const path of ['/nie-ma-takiej-strony-w-katalogu', '/skladnik-Nie_Slug', '/mapa-kategorii/a/b']) {
      const { status, html } = await site.page(path);
      expect(status, path).toBe(404);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toContain('Strona o podanym adresie nie istnieje');
      expect(html).toContain('Wróć na stronę główną');
      expect(breadcrumbListOf(html), path).toEqual([
        ['Strona główna', 'http://kwc.test/'],
        ['Nie znaleziono strony', `http://kwc.test${path}`],
      ]);
    }
  });

  it('has no home-with-context route while the context feature is off', async () => {
    const { status } = await site.page('/pielegnacja-twarzy/strona-glowna');
    expect(status).toBe(404);
  });

  it('redirects the legacy newest-reviews address with 301', async () => {
    const response = await site.request('/najnowsze-recenzje,7.html', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/najnowsze-recenzje');
  });
});

describe('caching', () => {
  it('lets shared caches keep anonymous HTML with stale-while-revalidate, and answers 304 to a known ETag', async () => {
    const first = await site.request('/');
    await first.text();
    expect(first.headers.get('cache-control')).toBe(ANONYMOUS_PAGE_CACHE);
    expect(first.headers.get('cache-control')).toContain('stale-while-revalidate');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await site.request('/', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('keeps the HTML of a signed-in visitor private', async () => {
    const response = await site.request('/', { headers: { cookie: 'jwt_hp=a.b' } });
    await response.text();
    expect(response.headers.get('cache-control')).toBe(PRIVATE_PAGE_CACHE);
  });

  it('sends the cache tags of the data a page shows, for targeted purges', async () => {
    const response = await site.request('/pielegnacja-twarzy');
    await response.text();
    expect(response.headers.get('x-kwc-cache-tags')).toMatch(/\S/);
  });
});

describe('page payloads', () => {
  it('answers {path}/_payload.json with the page state and the data its screen reads', async () => {
    const response = await site.request('/_payload.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const payload = await response.json();
    expect(payload.page).toMatchObject({ routeName: 'home', status: 200 });
    expect(typeof payload.fallback).toBe('object');
  });

  it('carries 404 for a page that does not exist, with no data', async () => {
    const payload = await (await site.request('/nie-ma-takiej-strony-w-katalogu/_payload.json')).json();
    expect(payload.page).toMatchObject({ routeName: null, status: 404 });
    expect(payload.fallback).toEqual({});
  });
});

describe('build metadata', () => {
  it('describes the running build at builds/meta/{buildId}.json and 404s older ones', async () => {
    const current = await site.request('/builds/meta/test-build.json');
    expect(current.status).toBe(200);
    expect(await current.json()).toMatchObject({ id: 'test-build', latest: 'test-build' });
    expect(current.headers.get('cache-control')).toBe('no-store');
    const old = await site.request('/builds/meta/stara-wersja.json');
    expect(old.status).toBe(404);
  });
});
