import {
  productReviewsResponseSchema,
  type ProductPageResponse,
  type ProductReviewsResponse,
  type ProductsResponse,
} from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestSite, TEST_ORIGIN, type TestSite } from '../../testing/testSite';

/** The parts of the JSON-LD the tests read. */
interface ProductLd {
  name: string;
  sku: string;
  brand: unknown;
  offers: unknown;
  aggregateRating: unknown;
  review: Record<string, unknown>[];
}
interface BreadcrumbListLd {
  itemListElement: { item: string }[];
}

let site: TestSite;
/** A product with several published reviews, offers and similar products. */
let reviewed: ProductPageResponse;
let adult: ProductPageResponse;
let unreviewed: ProductPageResponse | undefined;
let withdrawn: ProductPageResponse | undefined;

const productPage = (urlPath: string) =>
  site.api<ProductPageResponse>(`/api/catalog/product-page?urlPath=${encodeURIComponent(urlPath)}`);

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

beforeAll(async () => {
  site = await openTestSite(300);
  const sitemap = await (await site.request('/sitemap-products-1.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>[^<]*\/([^/<]+)\.html<\/loc>/g)].map((match) => match[1]!);
  for (const path of paths.slice(0, 150)) {
    const page = await productPage(path);
    if (page.reviewsSummary.numberOfReviews === 0) unreviewed ??= page;
    if (page.product.productState) withdrawn ??= page;
    if (page.reviewsSummary.numberOfReviews >= 3 && page.offers.length > 1 && page.similarProducts.length > 0) {
      reviewed ??= page;
    }
    if (reviewed && unreviewed && withdrawn) break;
  }
  const adultProducts = await site.api<ProductsResponse>('/api/catalog/products?path=/strefa-intymna-18');
  adult = await productPage(adultProducts.products[0]!.urlPath);
}, 120_000);

afterAll(async () => {
  await site?.close();
});

describe('product page', () => {
  it('renders the product with its h1, breadcrumbs and the six sections in order', async () => {
    const { status, html } = await site.page(`/${reviewed.canonicalUrlPath}.html`);
    expect(status).toBe(200);
    const h1 = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
    expect(decodeEntities(h1 ?? '')).toBe(`${reviewed.product.brandName} ${reviewed.product.name}`);
    const headings = [...html.matchAll(/<h2[^>]*?(?:id="([^"]*)")?[^>]*>([^<]*)<\/h2>/g)]
      .map((match) => decodeEntities(match[2]!))
      .filter((text) =>
        ['Opis', 'Składniki', 'Opinie użytkowniczek', 'Podobne produkty', 'Artykuły', 'Ostatnio oglądane'].includes(
          text,
        ),
      );
    expect(headings).toEqual([
      'Opis',
      'Składniki',
      'Opinie użytkowniczek',
      'Podobne produkty',
      'Artykuły',
      'Ostatnio oglądane',
    ]);
    // All sections but the last have an anchor (spec section 1), reachable from the section navigation.
    for (const id of ['opis', 'skladniki', 'opinie', 'podobne-produkty', 'artykuly']) {
      expect(html).toContain(`id="${id}"`);
      expect(html).toContain(`href="#${id}"`);
    }
    expect(html).not.toContain('href="#ostatnio-ogladane"');
    expect(html).not.toContain('id="ostatnio-ogladane"');
    // Breadcrumbs lead through the product's categories.
    for (const crumb of reviewed.breadcrumbs) expect(html).toContain(`href="/${crumb.url_key}"`);
    // The ingredient list links every ingredient to its page, in the producer's order.
    const ingredientLinks = [...html.matchAll(/href="\/(skladnik-[a-z0-9-]+)"/g)].map((match) => match[1]);
    expect(ingredientLinks).toEqual(reviewed.product.ingredients.map((ingredient) => ingredient.slug));
    // Offers in złoty, Polish formatting.
    expect(html).toMatch(/\d+,\d{2}(&nbsp;|\s| )zł/);
    expect(html).toContain('Dodaj do ulubionych');
  });

  it('gives the head a title, description, canonical and a product Open Graph image', async () => {
    const { html } = await site.page(`/${reviewed.canonicalUrlPath}.html`);
    const { product } = reviewed;
    expect(decodeEntities(/<title>(.*?)<\/title>/.exec(html)?.[1] ?? '')).toContain(
      `${product.brandName} ${product.name}`,
    );
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/${reviewed.canonicalUrlPath}.html"/>`);
    expect(html).toContain('<meta property="og:type" content="product"/>');
    expect(html).toMatch(
      /<meta property="og:image" content="http:\/\/kwc\.test\/api\/images\/products\/\d+-960\.webp"\/>/,
    );
    if (product.shortDescription) expect(decodeEntities(html)).toContain(`content="${product.shortDescription}"`);
    // The packshot is the page's largest paint: high priority, sized, with the WebP widths.
    const img = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(html)?.[0] ?? '';
    expect(img).toContain('width="400"');
    expect(img).toContain('height="400"');
    expect(img).toMatch(/srcSet="[^"]*-480\.webp 480w/);
  });

  it('marks the product up as a Product with its rating and the published reviews it shows', async () => {
    const { html } = await site.page(`/${reviewed.canonicalUrlPath}.html`);
    const reviews = await site.api<ProductReviewsResponse>(
      `/api/catalog/product-reviews?sku=${reviewed.product.sku}&sort=newest&page=1&pageSize=10`,
    );
    const jsonLd = jsonLdOf(html);
    const product = jsonLd.find((item) => item['@type'] === 'Product') as unknown as ProductLd;
    expect(product).toBeDefined();
    expect(product.name).toBe(`${reviewed.product.brandName} ${reviewed.product.name}`);
    expect(product.sku).toBe(reviewed.product.sku);
    expect(product.brand).toEqual({ '@type': 'Brand', name: reviewed.product.brandName });
    expect(product.offers).toMatchObject({
      '@type': 'AggregateOffer',
      priceCurrency: 'PLN',
      offerCount: reviewed.offers.length,
      lowPrice: Math.min(...reviewed.offers.map((offer) => offer.price)).toFixed(2),
    });
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: reviewed.reviewsSummary.averageRating,
      reviewCount: reviewed.reviewsSummary.numberOfReviews,
      bestRating: 5,
      worstRating: 1,
    });
    // Review items are exactly the published reviews on the page, as the API lists them.
    expect(product.review).toHaveLength(reviews.reviews.length);
    product.review.forEach((item, index) => {
      const review = reviews.reviews[index]!;
      expect(item).toMatchObject({
        '@type': 'Review',
        author: { '@type': 'Person', name: review.author.username },
        name: review.title,
        reviewBody: review.body,
        datePublished: review.publishedAt.slice(0, 10),
        reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      });
      expect(decodeEntities(html)).toContain(review.title);
    });
    const breadcrumbs = jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as unknown as BreadcrumbListLd;
    expect(breadcrumbs.itemListElement.at(-1)?.item).toBe(`${TEST_ORIGIN}/${reviewed.canonicalUrlPath}.html`);
  });

  it('leaves the rating out of the markup of a product nobody has reviewed yet', async () => {
    expect(unreviewed).toBeDefined();
    const { status, html } = await site.page(`/${unreviewed!.canonicalUrlPath}.html`);
    expect(status).toBe(200);
    const product = jsonLdOf(html).find((item) => item['@type'] === 'Product')!;
    expect(product).toBeDefined();
    expect(product).not.toHaveProperty('aggregateRating');
    expect(product).not.toHaveProperty('review');
    expect(html).toContain('Brak opinii');
  });

  it("links 'Dodaj opinię' to the create page and 'Jak weryfikujemy opinie' beside the average, reviewed or not", async () => {
    for (const page of [reviewed, unreviewed!]) {
      const id = page.canonicalUrlPath.split(',')[1];
      const { html } = await site.page(`/${page.canonicalUrlPath}.html`);
      expect(html, page.canonicalUrlPath).toMatch(
        new RegExp(`<a [^>]*href="/review/create/${id}"[^>]*>Dodaj opinię</a>`),
      );
      expect(html, page.canonicalUrlPath).toMatch(
        /<a [^>]*href="\/[a-z-]*jak-weryfikujemy-opinie"[^>]*>Jak weryfikujemy opinie<\/a>/,
      );
    }
  });

  it('tells the visitor when a product is being withdrawn or is withdrawn', async () => {
    expect(withdrawn).toBeDefined();
    const { html } = await site.page(`/${withdrawn!.canonicalUrlPath}.html`);
    expect(html).toContain(withdrawn!.product.productState === 'archived' ? 'Produkt wycofany' : 'Produkt wycofywany');
  });

  it('shows the reviews in the order kept in the selected-review-sort cookie', async () => {
    const { html } = await site.page(`/${reviewed.canonicalUrlPath}.html`, {
      headers: { cookie: 'selected-review-sort=rating_asc' },
    });
    expect(html).toMatch(/<option value="rating_asc" selected="">Najniżej oceniane<\/option>/);
    const lowest = await site.api<ProductReviewsResponse>(
      `/api/catalog/product-reviews?sku=${reviewed.product.sku}&sort=rating_asc&page=1&pageSize=10`,
    );
    const firstTitle = lowest.reviews[0]!.title;
    const reviewsSection = decodeEntities(html.slice(html.indexOf('id="opinie"')));
    const shownTitles = lowest.reviews.map((review) => reviewsSection.indexOf(review.title));
    expect(shownTitles[0]).toBe(Math.min(...shownTitles.filter((index) => index >= 0)));
    expect(reviewsSection).toContain(firstTitle);
  });

  it('answers 404 for an unknown product or a malformed product address', async () => {
    expect((await site.page('/krem-ktorego-nie-ma,999999.html')).status).toBe(404);
    expect((await site.page('/krem-bez-numeru.html')).status).toBe(404);
    const { html } = await site.page('/krem-ktorego-nie-ma,999999.html');
    expect(html).toContain('Strona o podanym adresie nie istnieje');
  });

  it('redirects a wrong slug with the right id to the canonical address (301)', async () => {
    const id = reviewed.canonicalUrlPath.split(',')[1];
    const response = await site.request(`/zly-opis-produktu,${id}.html?utm_source=test`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${reviewed.canonicalUrlPath}.html?utm_source=test`);
  });

  it('redirects an address with more segments in front to the canonical one (301), and 404s an unknown id', async () => {
    const response = await site.request(`/pielegnacja-twarzy/${reviewed.canonicalUrlPath}.html`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/${reviewed.canonicalUrlPath}.html`);
    expect((await site.page('/pielegnacja-twarzy/nie-ma-takiego,999999.html')).status).toBe(404);
    expect((await site.page('/pielegnacja-twarzy/bez-numeru.html')).status).toBe(404);
  });

  it('serves the page data as JSON for client navigations', async () => {
    const response = await site.request(`/${reviewed.canonicalUrlPath}.html/_payload.json`);
    expect(response.status).toBe(200);
    const payload = (await response.json()) as { page: { routeName: string }; fallback: Record<string, unknown> };
    expect(payload.page.routeName).toBe('product');
    const keys = Object.keys(payload.fallback);
    expect(keys).toContain(`/api/catalog/product-page?urlPath=${encodeURIComponent(reviewed.canonicalUrlPath)}`);
    expect(
      keys.some((key) => key.startsWith(`/api/catalog/product-reviews?sku=${reviewed.product.sku}&sort=newest&page=1`)),
    ).toBe(true);

    const id = reviewed.canonicalUrlPath.split(',')[1];
    const moved = (await (await site.request(`/inny-opis,${id}.html/_payload.json`)).json()) as {
      page: { redirect?: { location: string; status: number } };
    };
    expect(moved.page.redirect).toEqual({ location: `/${reviewed.canonicalUrlPath}.html`, status: 301 });
  });

  it('marks an adult product as adult and hides its picture until the visitor confirms her age', async () => {
    expect(adult.product.belongsToAdultCategory).toBe(true);
    const gated = await site.page(`/${adult.canonicalUrlPath}.html`);
    expect(gated.status).toBe(200);
    expect(gated.html).toContain('<meta name="rating" content="adult"/>');
    // The HTML depends on the adult cookie: no shared cache may keep it.
    expect(gated.response.headers.get('cache-control')).toContain('private');
    expect(gated.html).toContain('alt="Zdjęcie ukryte: produkt dla osób pełnoletnich"');
    expect(gated.html).not.toContain(`/api/images/products/${adult.product.sku.slice(4)}-480.webp`);

    const confirmed = await site.page(`/${adult.canonicalUrlPath}.html`, { headers: { cookie: 'wiadult=1' } });
    expect(confirmed.html).toContain(`/api/images/products/${adult.product.sku.slice(4)}-480.webp`);
    expect(confirmed.html).not.toContain('alt="Zdjęcie ukryte: produkt dla osób pełnoletnich"');

    // Crawlers see adult content (spec section 4 "Adult content display").
    const crawled = await site.page(`/${adult.canonicalUrlPath}.html`, {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect(crawled.html).toContain(`/api/images/products/${adult.product.sku.slice(4)}-480.webp`);
  });

  it('renders the page when its reviews cannot be read: the reviews fail alone', async () => {
    const page = withdrawn ?? unreviewed ?? adult;
    const productId = Number(page.canonicalUrlPath.split(',')[1]);
    // A stored row the public review schema refuses (a usage time the form never offered).
    await site.db.execute(`
      insert into reviews (product_id, user_id, rating, title, body, usage_time, status, submitted_at, published_at)
      select ${productId}, u.id, 4, 'Opinia z dziwnym czasem', repeat('Tekst opinii. ', 10), 'kiedyś',
        'published', now(), now()
      from users u where not exists (select 1 from reviews r where r.user_id = u.id and r.product_id = ${productId})
      order by u.id limit 1`);
    // What the page meets: the API's first page of reviews fails the client's schema.
    const answer = await site.request(`/api/catalog/product-reviews?sku=${page.product.sku}&sort=newest&page=1`);
    const refused = answer.ok && productReviewsResponseSchema.safeParse(await answer.json()).success;
    expect(refused).toBe(false);

    const { status, html } = await site.page(`/${page.canonicalUrlPath}.html`, { headers: { cookie: 'wiadult=1' } });
    expect(status).toBe(200);
    expect(decodeEntities(html)).toContain(page.product.name);
    expect(html).not.toContain('Opinia z dziwnym czasem');
  });
});
