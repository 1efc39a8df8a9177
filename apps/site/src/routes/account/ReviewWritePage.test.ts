import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { logInCookie, openTestSite, type TestSite } from '../../testing/testSite';

// The review pages on the server (issue 32): the contribution guards, the product, one review per
// author and product (create → its edit), not-found addresses, personal answers. Real API, PGlite,
// the seed's demo accounts and reviews (ania: product 1 pending, product 3 needing changes).

let site: TestSite;

beforeAll(async () => {
  site = await openTestSite(60);
}, 120_000);
afterAll(() => site?.close());

const logIn = (username: string) => logInCookie(site, username);

const get = (path: string, cookie?: string) =>
  site.request(path, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** The id of ania's review of a product, as the API gives it to her. */
async function reviewIdOf(cookie: string, productId: number): Promise<number> {
  const response = await site.request(`/api/reviews/mine?productId=${productId}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { review: { id: number } }).review.id;
}

describe('review pages on the server', () => {
  let ania: string;
  let kuba: string;
  beforeAll(async () => {
    [ania, kuba] = await Promise.all([logIn('ania@demo.kwc.pl'), logIn('kuba15')]);
  });

  it('run the four guards: logged out → login with `back`, under sixteen → the age page', async () => {
    const out = await get('/review/edit/1/1');
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/konto/logowanie?back=%2Freview%2Fedit%2F1%2F1');
    expect(out.headers.get('cache-control')).toBe('private, no-store');
    expect((await get('/review/create/5', kuba)).headers.get('location')).toMatch(/^\/konto\/za-mlody\?back=/);
  });

  it('create shows the product and the empty form, never indexed nor cached', async () => {
    const response = await get('/review/create/5', ania);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    const product = await site.api<{ product: { name: string } }>('/api/catalog/product-page?urlPath=x%2C5');
    expect(html).toContain('<title>Dodaj opinię');
    expect(html).toContain('noindex');
    expect(html).toContain(product.product.name.replaceAll('&', '&amp;'));
    expect(html).toContain('Wyślij do moderacji');
  });

  it('create for a product the author already reviewed redirects to its edit', async () => {
    const reviewId = await reviewIdOf(ania, 1);
    const response = await get('/review/create/1', ania);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`/review/edit/1/${reviewId}`);
    const edit = await get(`/review/edit/1/${reviewId}`, ania);
    expect(edit.status).toBe(200);
    const html = await edit.text();
    expect(html).toContain('Edytuj opinię');
    expect(html).toContain('Ta opinia czeka na moderację');
  });

  it('edit shows the moderator’s remarks while the review needs changes', async () => {
    const reviewId = await reviewIdOf(ania, 3);
    const html = await (await get(`/review/edit/3/${reviewId}`, ania)).text();
    expect(html).toContain('Uwagi moderatora');
    expect(html).toContain('Usuń, proszę, nazwę i adres sklepu z tytułu.');
    expect(html).toContain('Dobry, polecam sklep XYZ.pl');
  });

  it('an unknown product, another review id or someone else’s review is not found', async () => {
    expect((await get('/review/create/999999', ania)).status).toBe(404);
    const reviewId = await reviewIdOf(ania, 1);
    expect((await get(`/review/edit/1/${reviewId + 1000}`, ania)).status).toBe(404);
    expect((await get(`/review/edit/2/${reviewId}`, ania)).status).toBe(404);
    const moderator = await logIn('moderator@demo.kwc.pl');
    expect((await get(`/review/edit/1/${reviewId}`, moderator)).status).toBe(404);
  });
});
