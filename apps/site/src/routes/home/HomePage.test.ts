import { HOME_SECTIONS, type HomeResponse } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SITE_NAME } from '../../app/config';
import { openTestSite, TEST_ORIGIN, type TestSite } from '../../testing/testSite';
import {
  breadcrumbListOf,
  canonicalOf,
  descriptionOf,
  escapeHtml,
  h1Of,
  jsonLdOf,
  linksTo,
  textOf,
  titleOf,
} from '../shared/pageAssertions';
import { HOME_SECTION_TABLE } from './homeSections';

let site: TestSite;
let home: HomeResponse;
let html: string;
let status: number;

beforeAll(async () => {
  site = await openTestSite(160);
  home = await site.api<HomeResponse>('/api/home');
  ({ html, status } = await site.page('/'));
}, 120_000);

afterAll(async () => {
  await site?.close();
});

/** The page's home sections in document order: name, h2 text, whether the heading has an anchor. */
function sectionsOf(page: string) {
  return [...page.matchAll(/<section\b[^>]*data-section="([^"]+)"[^>]*>(.*?)<\/section>/gs)].map((match) => {
    const body = match[2]!;
    const heading = /<h2\b([^>]*)>(.*?)<\/h2>/s.exec(body);
    return {
      name: match[1]!,
      title: textOf(heading?.[2] ?? ''),
      anchor: /\bid="([^"]+)"/.exec(heading?.[1] ?? '')?.[1] ?? null,
      hasAnchorLink: body.includes('aria-label="Link do sekcji"'),
      body,
    };
  });
}

describe('home page /', () => {
  it('answers 200 with the site name as title, a description, canonical / and an h1', () => {
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(SITE_NAME);
    expect(descriptionOf(html)?.length).toBeGreaterThan(50);
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/`);
    expect(h1Of(html)).toBe('Kosmetyki sprawdzone przez tysiące recenzentek');
  });

  it('shows the eight sections of spec section 1 in order, each a section with its h2', () => {
    const sections = sectionsOf(html);
    expect(sections.map((section) => section.name)).toEqual([...HOME_SECTIONS]);
    expect(sections.map((section) => section.title)).toEqual([
      'Polecane przez redakcję',
      'Najpopularniejsze marki',
      'Testowanie',
      'Najaktywniejsze recenzentki',
      'Nagrodzone produkty',
      'Nowości',
      'Najczęściej recenzowane',
      'Przeglądaj kategorie',
    ]);
  });

  it('gives an anchor link to exactly the first, second, third and sixth sections', () => {
    const sections = sectionsOf(html);
    expect(sections.map((section) => section.hasAnchorLink)).toEqual([
      true,
      true,
      true,
      false,
      false,
      true,
      false,
      false,
    ]);
    const anchors = sections.flatMap((section) => (section.anchor ? [section.anchor] : []));
    expect(anchors).toEqual(['polecane-przez-redakcje', 'najpopularniejsze-marki', 'testowanie', 'nowosci']);
    expect(anchors).toEqual(HOME_SECTION_TABLE.flatMap((section) => (section.anchor ? [section.anchor.id] : [])));
    // The hero's shortcuts lead to the same four anchors, in order.
    const shortcuts = /<nav aria-label="Na skróty"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    expect([...shortcuts.matchAll(/href="#([^"]+)"/g)].map((match) => match[1])).toEqual(anchors);
  });

  it('shows the API data: picks, brands, campaigns, reviewers, awards, products and categories with their links', () => {
    const sections = Object.fromEntries(sectionsOf(html).map((section) => [section.name, section.body]));
    const pick = home.editorialRecommendations[0]!;
    expect(sections.editorialRecommendations).toContain(escapeHtml(pick.title));
    expect(linksTo(sections.editorialRecommendations!, `/${pick.product.urlPath}.html`)).toBe(true);

    for (const brand of home.popularBrands) {
      expect(linksTo(sections.popularBrands!, `/${brand.slug}`), brand.slug).toBe(true);
    }
    expect(linksTo(sections.popularBrands!, '/popularne-marki')).toBe(true);

    expect(sections.testing).toContain(escapeHtml(home.testing[0]!.title));

    for (const reviewer of home.activeReviewers) {
      expect(linksTo(sections.activeReviewers!, `/profil/${reviewer.userId}`), reviewer.username).toBe(true);
    }
    expect(linksTo(sections.activeReviewers!, '/recenzentki.html')).toBe(true);

    const award = home.rewardedProducts[0]!;
    expect(textOf(sections.rewardedProducts!)).toContain(`${award.name} ${award.year}`);

    for (const product of [...home.newProducts, ...home.mostReviewed]) {
      expect(linksTo(html, `/${product.urlPath}.html`), product.sku).toBe(true);
    }
    expect(linksTo(sections.mostReviewed!, '/najnowsze-recenzje')).toBe(true);

    for (const category of home.categories) {
      expect(linksTo(sections.categories!, `/${category.url_key}`), category.url_key).toBe(true);
    }
    expect(linksTo(sections.categories!, '/lista-kategorii')).toBe(true);
  });

  it('loads the first product picture eagerly and every other picture lazily, all with their size', () => {
    const images = [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(image, image).toMatch(/width="\d+"/);
      expect(image, image).toMatch(/height="\d+"/);
    }
    const eager = images.filter((image) => !image.includes('loading="lazy"'));
    expect(eager).toHaveLength(1);
    expect(eager[0]).toMatch(/fetchpriority="high"/i);
  });

  it('has WebSite, Organization and BreadcrumbList JSON-LD', () => {
    const types = jsonLdOf(html).map((item) => item['@type']);
    expect(types).toEqual(expect.arrayContaining(['WebSite', 'Organization', 'BreadcrumbList']));
    expect(jsonLdOf(html).find((item) => item['@type'] === 'WebSite')).toMatchObject({ url: `${TEST_ORIGIN}/` });
    expect(breadcrumbListOf(html)).toEqual([['Strona główna', `${TEST_ORIGIN}/`]]);
  });

  it('sends the home data in the payload of a client navigation', async () => {
    const response = await site.request('/_payload.json');
    expect(response.status).toBe(200);
    const payload = (await response.json()) as { fallback: Record<string, HomeResponse> };
    expect(payload.fallback['/api/home']?.editorialRecommendations[0]?.title).toBe(
      home.editorialRecommendations[0]!.title,
    );
  });
});
