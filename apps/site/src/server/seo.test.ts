import { createApi, openDatabase, seedCatalogue, type DatabaseHandle } from '@kwc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSiteApp, publicOrigin } from './app';

let database: DatabaseHandle;
let site: ReturnType<typeof createSiteApp>;

beforeAll(async () => {
  database = await openDatabase({});
  await seedCatalogue(database.db, { products: 40, seed: 3, now: new Date('2026-11-21T12:00:00Z') });
  site = createSiteApp({ api: createApi(database), assets: { css: [], js: [] } });
});
afterAll(async () => {
  await database.close();
});

describe('search engine files', () => {
  it('serves robots.txt pointing at the sitemap and keeping crawlers out of private pages', async () => {
    const response = await site.request('https://kwc.example/robots.txt');
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(text).toContain('Sitemap: https://kwc.example/sitemap.xml');
    expect(text).toMatch(/^Disallow: \/api\/$/m);
    expect(text).toMatch(/^Disallow: \/wishlist$/m);
    // The account's personal pages are kept out; its two public doors are not.
    expect(text).toMatch(/^Allow: \/konto\/logowanie\$\nAllow: \/konto\/rejestracja\$\nDisallow: \/konto\/$/m);
  });

  it('serves a sitemap index split by type, and each file lists real pages', async () => {
    const index = await (await site.request('https://kwc.example/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([
      'https://kwc.example/sitemap-pages-1.xml',
      'https://kwc.example/sitemap-categories-1.xml',
      'https://kwc.example/sitemap-brands-1.xml',
      'https://kwc.example/sitemap-products-1.xml',
      'https://kwc.example/sitemap-ingredients-1.xml',
      'https://kwc.example/sitemap-articles-1.xml',
    ]);
    const products = await site.request('https://kwc.example/sitemap-products-1.xml');
    expect(products.headers.get('content-type')).toContain('application/xml');
    const urls = [...(await products.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!);
    expect(urls.length).toBeGreaterThan(20);
    expect(urls.every((url) => /^https:\/\/kwc\.example\/[a-z0-9-]+,\d+\.html$/.test(url))).toBe(true);
    const categories = await (await site.request('https://kwc.example/sitemap-categories-1.xml')).text();
    expect(categories).toContain('<loc>https://kwc.example/pielegnacja-twarzy</loc>');
    // Adults-only and redirected categories stay out.
    expect(categories).not.toContain('strefa-intymna-18');
    expect(categories).not.toContain('kosmetyki-do-twarzy<');
    expect((await site.request('https://kwc.example/sitemap-products-9.xml')).status).toBe(404);
    // The magazine articles the product pages link to, each a page that answers.
    const articles = await (await site.request('https://kwc.example/sitemap-articles-1.xml')).text();
    const articleUrls = [...articles.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]!);
    expect(articleUrls.length).toBeGreaterThan(0);
    expect(articleUrls.every((url) => /^https:\/\/kwc\.example\/kwc-[a-z0-9-]+$/.test(url))).toBe(true);
    expect((await site.request(articleUrls[0]!.replace('https://kwc.example', ''))).status).toBe(200);
  });

  it("lists home, the directories, the publisher's pages and the category maps, each a page that answers", async () => {
    const pages = await (await site.request('https://kwc.example/sitemap-pages-1.xml')).text();
    const paths = [...pages.matchAll(/<loc>https:\/\/kwc\.example(.*?)<\/loc>/g)].map((match) => match[1]!);
    expect(paths.slice(0, 6)).toEqual([
      '/',
      '/popularne-marki',
      '/wazne-skladniki',
      '/lista-kategorii',
      '/recenzentki.html',
      '/najnowsze-recenzje',
    ]);
    expect(paths).toContain('/kwc-o-nas');
    expect(paths).toContain('/mapa-kategorii/pielegnacja-twarzy');
    // Adults-only categories stay out, as in the categories' file.
    expect(paths.some((path) => path.includes('strefa-intymna-18'))).toBe(false);
    for (const path of paths) expect((await site.request(path)).status, path).toBe(200);
  });

  it('answers the legacy newest-reviews address with a permanent redirect', async () => {
    const response = await site.request('https://kwc.example/najnowsze-recenzje,3.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/najnowsze-recenzje');
  });
});

describe('the public origin', () => {
  it('makes every absolute URL with the configured origin, whatever Host a request names', async () => {
    const configured = createSiteApp({
      api: createApi(database),
      assets: { css: [], js: [] },
      publicOrigin: publicOrigin('https://kwc.example.pl/'),
    });
    const robots = await (await configured.request('http://evil.example/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://kwc.example.pl/sitemap.xml');
    const index = await (await configured.request('http://evil.example/sitemap.xml')).text();
    expect(index).toContain('<loc>https://kwc.example.pl/sitemap-products-1.xml</loc>');
    const html = await (await configured.request('http://evil.example/pielegnacja-twarzy')).text();
    expect(html).toContain('<link rel="canonical" href="https://kwc.example.pl/pielegnacja-twarzy"/>');
    expect(html).toContain('<meta property="og:url" content="https://kwc.example.pl/pielegnacja-twarzy"/>');
    expect(html).not.toContain('evil.example');
  });

  it('accepts only an http(s) origin, with a clear error otherwise', () => {
    expect(publicOrigin('https://kwc.example.pl')).toBe('https://kwc.example.pl');
    expect(() => publicOrigin('kwc.example.pl')).toThrow(/KWC_PUBLIC_ORIGIN is not an address/);
    expect(() => publicOrigin('https://kwc.example.pl/uroda')).toThrow(/must be an http\(s\) origin/);
    expect(() => publicOrigin('ftp://kwc.example.pl')).toThrow(/must be an http\(s\) origin/);
  });
});
