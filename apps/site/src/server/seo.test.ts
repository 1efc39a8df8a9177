import { createApi, openDatabase, seedCatalogue, type DatabaseHandle } from '@kwc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSiteApp } from './app';

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
  });

  it('serves a sitemap index split by type, and each file lists real pages', async () => {
    const index = await (await site.request('https://kwc.example/sitemap.xml')).text();
    const files = [...index.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([
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

  it('answers the legacy newest-reviews address with a permanent redirect', async () => {
    const response = await site.request('https://kwc.example/najnowsze-recenzje,3.html');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/najnowsze-recenzje');
  });
});
