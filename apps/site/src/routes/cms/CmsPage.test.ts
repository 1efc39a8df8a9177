import { formatDate, type MenuItem } from '@kwc/domain';
import { footerMenuGroups } from '@kwc/ui';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestSite, TEST_ORIGIN, type TestSite } from '../../testing/testSite';
import {
  breadcrumbListOf,
  canonicalOf,
  descriptionOf,
  escapeHtml,
  h1Of,
  jsonLdOf,
  titleOf,
  visibleBreadcrumbsOf,
} from '../shared/pageAssertions';
import { CMS_PAGES } from './cmsPages';

let site: TestSite;
let footerMenu: MenuItem[];

beforeAll(async () => {
  site = await openTestSite(40);
  footerMenu = await site.api<MenuItem[]>('/api/catalog/get-menu?id=uroda_footer');
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** The partner-media logotypes of a page: their accessible names and the links around them. */
function logotypesOf(html: string) {
  return [...html.matchAll(/<a href="([^"]+)"[^>]*>\s*<svg role="img" aria-label="([^"]+)"/g)].map((match) => ({
    href: match[1]!,
    label: match[2]!,
  }));
}

describe('CMS page /kwc-{slug}', () => {
  it('"O nas" answers 200 with its h1, title, description, canonical and breadcrumbs', async () => {
    const { status, html } = await site.page('/kwc-o-nas');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('O nas');
    expect(titleOf(html)).toMatch(/^O nas \| KWC/);
    expect(descriptionOf(html)).toBe(CMS_PAGES['o-nas'].description);
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/kwc-o-nas`);
    expect(html).toContain(escapeHtml('KWC to katalog kosmetyków i społeczność recenzentek.'));
    expect(visibleBreadcrumbsOf(html)).toEqual([
      ['Strona główna', '/'],
      ['O nas', '/kwc-o-nas'],
    ]);
    expect(breadcrumbListOf(html)).toEqual([
      ['Strona główna', `${TEST_ORIGIN}/`],
      ['O nas', `${TEST_ORIGIN}/kwc-o-nas`],
    ]);
    expect(jsonLdOf(html).map((item) => item['@type'])).toContain('AboutPage');
  });

  it('shows the five partner-media logotypes of the footer menu, each named and linking to its site', async () => {
    const portals = footerMenuGroups(footerMenu).portals?.links ?? [];
    expect(portals).toHaveLength(5);
    const { html } = await site.page('/kwc-o-nas');
    const logotypes = logotypesOf(html);
    expect(logotypes).toEqual(
      portals.map((link) => ({ href: link.href, label: escapeHtml(`Logo serwisu ${link.item.title}`) })),
    );
  });

  it('exists for every /kwc- link of the footer menu, each with its own h1 and the logotypes', async () => {
    const links = footerMenuGroups(footerMenu).links?.links ?? [];
    const cmsLinks = links.filter((link) => link.href.startsWith('/kwc-'));
    expect(cmsLinks.length).toBeGreaterThanOrEqual(7);
    for (const link of cmsLinks) {
      const { status, html } = await site.page(link.href);
      expect(status, link.href).toBe(200);
      expect(h1Of(html).length, link.href).toBeGreaterThan(0);
      expect(logotypesOf(html), link.href).toHaveLength(5);
      expect(canonicalOf(html), link.href).toBe(`${TEST_ORIGIN}${link.href}`);
      for (const item of jsonLdOf(html)) expect(item['@context']).toBe('https://schema.org');
    }
  });

  it('answers 404 with noindex for a slug it has no page for', async () => {
    const { status, html } = await site.page('/kwc-nie-ma-takiej-strony');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex"');
    const payload = await site.request('/kwc-nie-ma-takiej-strony/_payload.json');
    expect(((await payload.json()) as { page: { status: number } }).page.status).toBe(404);
  });

  it('sends the footer menu in the payload, so a client navigation draws the logotypes at once', async () => {
    const response = await site.request('/kwc-kontakt/_payload.json');
    const payload = (await response.json()) as { fallback: Record<string, unknown> };
    expect(payload.fallback['/api/catalog/get-menu?id=uroda_footer']).toEqual(footerMenu);
  });

  it('renders a magazine article the product pages link to: lead, date, its cosmetics, Article JSON-LD', async () => {
    const link = await firstProductArticle();
    expect(link.url).toMatch(/^\/kwc-/);
    const { status, html } = await site.page(link.url);
    expect(status).toBe(200);
    expect(h1Of(html)).toBe(escapeHtml(link.title));
    expect(html).toContain(escapeHtml(link.lead));
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}${link.url}`);
    expect(html).toContain('Kosmetyki z artykułu');
    // Its text, paragraph by paragraph, between its lead and its cosmetics.
    const { article: text } = await site.api<{ article: { body: string } }>(
      `/api/articles/${encodeURIComponent(link.url.slice('/kwc-'.length))}`,
    );
    const paragraphs = text.body.split('\n\n');
    expect(paragraphs.length).toBeGreaterThanOrEqual(2);
    for (const paragraph of paragraphs) expect(html).toContain(`>${escapeHtml(paragraph)}</p>`);
    expect(html.indexOf(escapeHtml(paragraphs[0]!))).toBeLessThan(html.indexOf('Kosmetyki z artykułu'));
    // Dated as every date of the site: the day in Poland, e.g. '5 marca 2026'.
    const { article: answer } = await site.api<{ article: { publishedAt: string } }>(
      `/api/articles/${encodeURIComponent(link.url.slice('/kwc-'.length))}`,
    );
    expect(html).toContain(`<time dateTime="${answer.publishedAt}">${formatDate(answer.publishedAt)}</time>`);
    expect(visibleBreadcrumbsOf(html).at(-1)).toEqual([escapeHtml(link.title), link.url]);
    const article = jsonLdOf(html).find((item) => item['@type'] === 'Article');
    expect(article).toMatchObject({ headline: link.title, url: `${TEST_ORIGIN}${link.url}` });
    expect(logotypesOf(html)).toHaveLength(5);
    // A short article leaves its cosmetics in the first screen: the first row's pictures come first.
    const pictures = html.match(/<img [^>]*srcSet[^>]*>/g) ?? [];
    expect(pictures[0]).toContain('fetchPriority="high"');
  });
});

describe("a magazine article's text", () => {
  it('is drawn as text: markup in it is shown, never run', async () => {
    // An article no other test opens, so no cache holds its page.
    const url = '/kwc-jak-weryfikujemy-opinie';
    await site.db.execute(
      `update product_articles set body = E'Akapit <script>alert(1)</script> & <b>pogrubienie</b>\\n\\nDrugi akapit.' where url = '${url}'`,
    );
    const { status, html } = await site.page(url);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>pogrubienie</b>');
    expect(html).toContain('>Akapit &lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;pogrubienie&lt;/b&gt;</p>');
    expect(html).toContain('>Drugi akapit.</p>');
  });
});

/** The first article a product page of the catalogue links to. */
async function firstProductArticle(): Promise<{ url: string; title: string; lead: string }> {
  const info = await site.api<{ products: { urlPath: string }[] }>(
    '/api/catalog/category-info?path=/lp-wszystkie-kosmetyki',
  );
  for (const { urlPath } of info.products) {
    const page = await site.api<{ productArticles: { url: string; title: string; lead: string }[] }>(
      `/api/catalog/product-page?urlPath=${encodeURIComponent(urlPath)}`,
    );
    if (page.productArticles[0]) return page.productArticles[0];
  }
  throw new Error('no product page lists an article');
}
