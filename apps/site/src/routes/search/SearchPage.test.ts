import type { MenuItem } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteFeatures } from '../../app/config';
import { openTestSite, TEST_ORIGIN, type TestSite } from '../../testing/testSite';
import { breadcrumbListOf, canonicalOf, h1Of } from '../shared/pageAssertions';

let site: TestSite;
let menu: MenuItem[];

beforeAll(async () => {
  site = await openTestSite(60);
  menu = await site.api<MenuItem[]>('/api/catalog/get-menu?id=uroda');
}, 120_000);
afterAll(async () => {
  await site.close();
});

describe('/szukaj.html on the server', () => {
  it('sends the menu as a page of links, so it works before and without JavaScript', async () => {
    const { status, html } = await site.page('/szukaj.html');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Menu');
    expect(html).toContain('<meta name="robots" content="noindex,follow"/>');
    const firstLevel = menu.filter(
      (item) => item.parent_id === null && item.is_active === '1' && item.category_url_key,
    );
    expect(firstLevel.length).toBeGreaterThan(3);
    for (const item of firstLevel) expect(html).toContain(`href="/${item.category_url_key}"`);
    // A nested node, too: without JavaScript no layer can open, so the map holds them all.
    const nested = menu.find((item) => item.level === 2 && item.category_url_key);
    expect(html).toContain(`href="/${nested!.category_url_key}"`);
  });

  it('sends a search field that works without JavaScript, on the listing the route was opened on', async () => {
    const formOf = (html: string) => {
      const form = /<form role="search"[^>]*>(.*?)<\/form>/.exec(html);
      return { tag: form?.[0] ?? '', field: /<input[^>]*>/.exec(form?.[1] ?? '')?.[0] ?? '' };
    };
    const opened = await site.page('/szukaj.html?tryb=szukaj&back=%2Fmakijaz_promocje%3Fsort%3Dprice_asc');
    const { tag, field } = formOf(opened.html);
    expect(tag).toContain('action="/makijaz"');
    expect(tag).toContain('method="get"');
    expect(field).toContain('type="search"');
    expect(field).toContain('name="q"');
    expect(field).toContain('placeholder="Szukaj"');
    // Closing goes back to where the route was opened, or home.
    expect(opened.html).toMatch(/<a [^>]*href="\/makijaz_promocje\?sort=price_asc"[^>]*>Zamknij<\/a>/);
    const home = await site.page('/szukaj.html');
    expect(formOf(home.html).tag).toContain('action="/lp-wszystkie-kosmetyki"');
    expect(home.html).toMatch(/<a [^>]*href="\/"[^>]*>Zamknij<\/a>/);
  });

  it('titles the search mode Szukaj, without the menu map', async () => {
    const { html } = await site.page('/szukaj.html?tryb=szukaj');
    expect(h1Of(html)).toBe('Szukaj');
    expect(html).not.toContain(
      `href="/${menu.find((item) => item.level === 2 && item.category_url_key)!.category_url_key}"`,
    );
  });

  it('has a description, its canonical address and a BreadcrumbList, while staying out of the index', async () => {
    for (const [path, title] of [
      ['/szukaj.html', 'Menu'],
      ['/szukaj.html?tryb=szukaj', 'Szukaj'],
    ] as const) {
      const { html } = await site.page(path);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
      expect(canonicalOf(html), path).toBe(`${TEST_ORIGIN}/szukaj.html`);
      expect(breadcrumbListOf(html), path).toEqual([
        ['Strona główna', `${TEST_ORIGIN}/`],
        [title, `${TEST_ORIGIN}/szukaj.html`],
      ]);
    }
  });
});

describe('/szukaj.html with the separate-mobile-menu feature off', () => {
  it('does not exist: 404', async () => {
    const without = await openTestSite(20, { features: siteFeatures('-separateMobileMenuRoute') });
    try {
      expect((await without.page('/szukaj.html')).status).toBe(404);
      expect((await without.page('/')).status).toBe(200);
    } finally {
      await without.close();
    }
  }, 120_000);
});
