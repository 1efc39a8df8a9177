import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestSite, TEST_ORIGIN, type TestSite } from '../../testing/testSite';

let site: TestSite;

beforeAll(async () => {
  site = await openTestSite(40);
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe('wishlist page on the server', () => {
  it('answers 200 with a personal page kept out of search engines', async () => {
    const { status, html } = await site.page('/wishlist');
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex,follow"/>');
    expect(html).toMatch(/<title>Ulubione \| /);
    expect(html).toMatch(/<h1[^>]*>.*Ulubione<\/h1>/s);
    const breadcrumbs = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as { '@type': string; itemListElement?: { item: string }[] })
      .find((item) => item['@type'] === 'BreadcrumbList');
    expect(breadcrumbs?.itemListElement?.map((item) => item.item)).toEqual([
      `${TEST_ORIGIN}/`,
      `${TEST_ORIGIN}/wishlist`,
    ]);
  });

  it('renders a loading placeholder of the list: the products load in the browser by the anonymous id', async () => {
    const anonymousId = 'wishlistservertest00000000000001';
    await site.request('/api/kwc/wishlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productSKU: 'KWC-1', anonymousId }),
    });
    const { html } = await site.page('/wishlist?page=1', { headers: { cookie: `anonymous_user_id=${anonymousId}` } });
    expect(html).toContain('data-tour="wishlist-content"');
    expect(html).toContain('Wczytujemy Twoje ulubione…');
    expect(html).not.toContain('Nie masz jeszcze ulubionych');
    // No guided tour in the server's HTML: it opens in the browser for a first-time visitor only.
    expect(html).not.toContain('Dalej');
  });

  it('serves an empty payload: the wishlist is never cached with a page', async () => {
    const response = await site.request('/wishlist/_payload.json?page=2');
    expect(response.status).toBe(200);
    const payload = (await response.json()) as { page: { routeName: string }; fallback: Record<string, unknown> };
    expect(payload.page.routeName).toBe('wishlist');
    expect(Object.keys(payload.fallback).filter((key) => key.includes('wishlist'))).toEqual([]);
  });
});
