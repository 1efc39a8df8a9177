import { PAGES_LIMITS, type NewestReviewsResponse, type ReviewersResponse } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestSite, TEST_ORIGIN, type TestSite } from '../../testing/testSite';
import {
  breadcrumbListOf,
  canonicalOf,
  descriptionOf,
  escapeHtml,
  h1Of,
  jsonLdOf,
  linksTo,
  titleOf,
  visibleBreadcrumbsOf,
} from '../shared/pageAssertions';

let site: TestSite;

beforeAll(async () => {
  site = await openTestSite(120);
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe('most active reviewers /recenzentki.html', () => {
  it('answers 200 with its h1 and the API ranking: names, profile links, ranks and counts', async () => {
    const ranking = await site.api<ReviewersResponse>('/api/reviewers');
    expect(ranking.reviewers.length).toBeGreaterThan(0);
    const { status, html } = await site.page('/recenzentki.html');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Najaktywniejsze recenzentki');
    expect(titleOf(html)).toMatch(/^Najaktywniejsze recenzentki \| KWC/);
    expect(descriptionOf(html)?.length).toBeGreaterThan(50);
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/recenzentki.html`);
    for (const reviewer of ranking.reviewers) {
      expect(linksTo(html, `/profil/${reviewer.userId}`), reviewer.username).toBe(true);
      expect(html).toContain(escapeHtml(reviewer.username));
      expect(html).toContain(escapeHtml(reviewer.rank));
    }
    // The podium's number is read as words (visually hidden text), the digit itself hidden.
    expect(html).toMatch(/<span aria-hidden="true">1<\/span><span class="[^"]+">1\. miejsce<\/span>/);
    expect(html).not.toContain('aria-label="1. miejsce"');
    expect(visibleBreadcrumbsOf(html)).toEqual([
      ['Strona główna', '/'],
      ['Najaktywniejsze recenzentki', '/recenzentki.html'],
    ]);
    const list = jsonLdOf(html).find((item) => item['@type'] === 'ItemList');
    expect((list?.itemListElement as { url: string }[])[0]?.url).toBe(
      `${TEST_ORIGIN}/profil/${ranking.reviewers[0]!.userId}`,
    );
  });
});

describe('newest reviews /najnowsze-recenzje', () => {
  it('answers 200 with its h1 and the newest reviews, each with its product link and author profile', async () => {
    const newest = await site.api<NewestReviewsResponse>('/api/reviews/newest');
    const { status, html } = await site.page('/najnowsze-recenzje');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Najnowsze recenzje');
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/najnowsze-recenzje`);
    expect(newest.reviews).toHaveLength(PAGES_LIMITS.reviewsPageSize);
    for (const review of newest.reviews) {
      expect(html).toContain(escapeHtml(review.title));
      expect(linksTo(html, `/${review.product.urlPath}.html`), review.product.sku).toBe(true);
      expect(linksTo(html, `/profil/${review.author.userId}`), review.author.username).toBe(true);
    }
    expect(breadcrumbListOf(html)).toEqual([
      ['Strona główna', `${TEST_ORIGIN}/`],
      ['Najnowsze recenzje', `${TEST_ORIGIN}/najnowsze-recenzje`],
    ]);
  });

  it('pages with ?page=N: numbered links, its own canonical and title, and the page in the payload', async () => {
    const newest = await site.api<NewestReviewsResponse>('/api/reviews/newest');
    expect(newest.total).toBeGreaterThan(PAGES_LIMITS.reviewsPageSize);
    const first = await site.page('/najnowsze-recenzje');
    expect(first.html).toMatch(
      /<a[^>]*href="\/najnowsze-recenzje\?page=2"[^>]*rel="next"|rel="next"[^>]*href="\/najnowsze-recenzje\?page=2"/,
    );

    const second = await site.api<NewestReviewsResponse>('/api/reviews/newest?page=2');
    const { status, html } = await site.page('/najnowsze-recenzje?page=2');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Najnowsze recenzje – strona 2');
    expect(canonicalOf(html)).toBe(`${TEST_ORIGIN}/najnowsze-recenzje?page=2`);
    expect(html).toContain(escapeHtml(second.reviews[0]!.title));

    const payload = await site.request('/najnowsze-recenzje/_payload.json?page=2');
    const loaded = (await payload.json()) as { fallback: Record<string, NewestReviewsResponse> };
    expect(loaded.fallback['/api/reviews/newest?page=2']?.reviews[0]?.id).toBe(second.reviews[0]!.id);
  });

  it('sends ?page=1 to the address without it, and answers 404 for a bad or too far page', async () => {
    const response = await site.request('/najnowsze-recenzje?page=1', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/najnowsze-recenzje');
    expect((await site.page('/najnowsze-recenzje?page=abc')).status).toBe(404);
    expect((await site.page('/najnowsze-recenzje?page=0')).status).toBe(404);
    expect((await site.page('/najnowsze-recenzje?page=100000')).status).toBe(404);
    expect((await site.page('/recenzentki.html?page=999')).status).toBe(404);
  });
});
