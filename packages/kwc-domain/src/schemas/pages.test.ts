import { describe, expect, it } from 'vitest';

import { parseProductUrlPath } from '../constants';
import { CATALOG_API, FRONT_API } from './api';
import { productFixture } from './fixtures';
import {
  categoryListResponseSchema,
  categoryMapQuerySchema,
  HOME_SECTIONS,
  homeResponseSchema,
  ingredientPageParamsSchema,
  ingredientPageResponseSchema,
  PAGES_API,
  popularBrandSchema,
  productPageQuerySchema,
  productPageResponseSchema,
  resolvePathQuerySchema,
  resolvePathResponseSchema,
  testingCampaignSchema,
} from './pages';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const author = { userId: 3, username: 'kasia_z_krakowa', avatar: null, rank: 'Recenzentka' };
const category = { id: 1, full_name: 'Pielęgnacja twarzy', url_key: 'pielegnacja-twarzy' };

describe('product page', () => {
  it('takes `{slug},{id}`, with or without the leading slash and .html', () => {
    expect(productPageQuerySchema.parse({ urlPath: 'krem-soft,1240' })).toEqual({ urlPath: 'krem-soft,1240' });
    expect(productPageQuerySchema.parse({ urlPath: ' /krem-soft,1240.html ', anonymousId: '' })).toEqual({
      urlPath: 'krem-soft,1240',
    });
    expect(parseProductUrlPath('/a,b,12.html')).toEqual({ slug: 'a,b', productId: 12 });
    expect(parseProductUrlPath(',7')).toEqual({ slug: '', productId: 7 });
    expect(parseProductUrlPath('krem')).toBeNull();
  });

  it('refuses malformed paths and ids beyond the database range, in Polish', () => {
    for (const urlPath of ['krem', 'krem,', 'krem,0', 'krem,07', 'krem,1234567890', 'a/b,1', 'krem,1?x']) {
      expect(firstMessage(productPageQuerySchema.safeParse({ urlPath })), urlPath).toMatch(
        /^Nieprawidłowy adres produktu/,
      );
    }
    expect(firstMessage(productPageQuerySchema.safeParse({}))).toBe('To pole jest wymagane');
    expect(firstMessage(productPageQuerySchema.safeParse({ urlPath: 'a,1', anonymousId: 'x' }))).toBe(
      'Nieprawidłowa wartość',
    );
  });

  it('answers the product page state plus canonical path, offers, similar products and awards', () => {
    const page = {
      product: { ...productFixture, description: null, brandSlug: 'marka-nivea', ingredients: [] },
      author: null,
      isOnWishlist: false,
      breadcrumbs: [category],
      reviewsSummary: { averageRating: null, numberOfReviews: 0, ratingCounts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      productArticles: [
        {
          title: 'Jak dobrać krem?',
          lead: 'Podpowiadamy.',
          url: '/kwc-krem',
          image: null,
          publishedAt: '2026-10-01T08:00:00.000Z',
        },
      ],
      numberOfUserReviews: 0,
      canonicalUrlPath: 'krem-soft,1240',
      offers: [{ shopSlug: 'rossmann', shopName: 'Rossmann', price: 19.99, url: 'https://example.com/r' }],
      similarProducts: [productFixture],
      awards: [{ name: 'Kosmetyk Roku KWC', year: 2024 }],
    };
    expect(productPageResponseSchema.parse(page)).toEqual(page);
    expect(productPageResponseSchema.safeParse({ ...page, canonicalUrlPath: '/krem.html' }).success).toBe(false);
    expect(
      productPageResponseSchema.safeParse({ ...page, similarProducts: Array(9).fill(productFixture) }).success,
    ).toBe(false);
    const { awards: _awards, ...withoutAwards } = page;
    expect(productPageResponseSchema.safeParse(withoutAwards).success).toBe(false);
  });
});

describe('home', () => {
  const brand = { slug: 'marka-nivea', name: 'Nivea', productCount: 12, averageRating: 4.2 };
  const home = {
    editorialRecommendations: [{ id: 1, title: 'Polecamy', lead: 'Lead', product: productFixture }],
    popularBrands: [brand],
    testing: [
      {
        id: 2,
        title: 'Testowanie KWC',
        description: 'Opis',
        product: productFixture,
        startsAt: '2026-11-01T12:00:00.000Z',
        endsAt: '2026-11-29T12:00:00.000Z',
        status: 'trwa',
      },
    ],
    activeReviewers: [{ ...author, reviewCount: 12, likes: 40 }],
    rewardedProducts: [{ name: 'Kosmetyk Roku KWC', year: 2024, product: productFixture }],
    newProducts: [productFixture],
    mostReviewed: [productFixture],
    categories: [{ ...category, productCount: 42 }],
  };

  it('has the eight sections of spec section 1, in order', () => {
    expect(Object.keys(homeResponseSchema.shape)).toEqual([...HOME_SECTIONS]);
    expect(HOME_SECTIONS).toEqual([
      'editorialRecommendations',
      'popularBrands',
      'testing',
      'activeReviewers',
      'rewardedProducts',
      'newProducts',
      'mostReviewed',
      'categories',
    ]);
    expect(Object.keys(homeResponseSchema.parse(home))).toEqual([...HOME_SECTIONS]);
  });

  it('holds at most twelve items a section, Polish testing statuses and brand page slugs', () => {
    expect(homeResponseSchema.safeParse({ ...home, newProducts: Array(13).fill(productFixture) }).success).toBe(false);
    for (const status of ['trwa', 'wkrótce', 'zakończone']) {
      expect(testingCampaignSchema.safeParse({ ...home.testing[0], status }).success).toBe(true);
    }
    expect(testingCampaignSchema.safeParse({ ...home.testing[0], status: 'running' }).success).toBe(false);
    expect(popularBrandSchema.safeParse({ ...brand, slug: 'nivea' }).success).toBe(false);
    expect(popularBrandSchema.safeParse({ ...brand, averageRating: 5.5 }).success).toBe(false);
  });
});

describe('ingredients and categories', () => {
  it('take an ingredient slug without the prefix', () => {
    expect(ingredientPageParamsSchema.parse({ slug: 'kwas-hialuronowy' })).toEqual({ slug: 'kwas-hialuronowy' });
    expect(firstMessage(ingredientPageParamsSchema.safeParse({ slug: 'Kwas_hialuronowy' }))).toBe(
      'Nieprawidłowy identyfikator w adresie',
    );
    const ingredient = {
      id: 2,
      slug: 'skladnik-kwas-hialuronowy',
      inciName: 'HYALURONIC ACID',
      name: 'Kwas hialuronowy',
      description: null,
      functions: ['HUMECTANT'],
      isImportant: true,
    };
    const listing = { url_key: 'lp-wszystkie-kosmetyki', url_template: ['marka'] };
    expect(ingredientPageResponseSchema.parse({ ingredient, productCount: 1, listing }).listing).toEqual(listing);
    expect(ingredientPageResponseSchema.parse({ ingredient, productCount: 0, listing: null }).listing).toBeNull();
    expect(
      ingredientPageResponseSchema.safeParse({ ingredient, productCount: 30, listing: { url_key: 'x' } }).success,
    ).toBe(false);
  });

  it('nest category trees with product counts', () => {
    const leaf = { id: 12, full_name: 'Kremy', url_key: 'kremy', productCount: 5, isAdultsOnly: false, children: [] };
    const tree = { categories: [{ ...category, productCount: 42, isAdultsOnly: false, children: [leaf] }] };
    expect(categoryListResponseSchema.parse(tree)).toEqual(tree);
    expect(
      categoryListResponseSchema.safeParse({ categories: [{ ...tree.categories[0], children: [{ id: 3 }] }] }).success,
    ).toBe(false);
    expect(firstMessage(categoryMapQuerySchema.safeParse({ slug: ' ' }))).toBe('To pole jest wymagane');
  });
});

describe('path resolution', () => {
  it('takes a site path starting with a slash', () => {
    expect(resolvePathQuerySchema.parse({ path: '/kremy-do-twarzy?page=2' })).toEqual({
      path: '/kremy-do-twarzy?page=2',
    });
    expect(firstMessage(resolvePathQuerySchema.safeParse({ path: 'kremy' }))).toBe(
      'Adres musi zaczynać się od ukośnika /',
    );
    expect(firstMessage(resolvePathQuerySchema.safeParse({ path: `/${'a'.repeat(2048)}` }))).toBe(
      'Tekst jest za długi',
    );
  });

  it('answers a redirect, what the path names, or not_found', () => {
    const answers = [
      { type: 'redirect', location: 'https://example.com/', code: 302, external: true },
      { type: 'category', category },
      { type: 'brand', category: { id: 200, full_name: 'Nivea', url_key: 'marka-nivea' } },
      { type: 'landing', category: { id: 120, full_name: 'Wegańskie', url_key: 'lp-weganskie' } },
      { type: 'product', sku: 'KWC-7', urlPath: 'krem,7' },
      { type: 'ingredient', slug: 'skladnik-pantenol', name: 'Pantenol' },
      { type: 'not_found' },
    ];
    for (const answer of answers) expect(resolvePathResponseSchema.parse(answer)).toEqual(answer);
    expect(
      resolvePathResponseSchema.safeParse({ type: 'redirect', location: '/x', code: 200, external: false }).success,
    ).toBe(false);
    expect(resolvePathResponseSchema.safeParse({ type: 'ingredient', slug: 'pantenol', name: 'x' }).success).toBe(
      false,
    );
    expect(resolvePathResponseSchema.safeParse({ type: 'page' }).success).toBe(false);
  });
});

describe('PAGES_API', () => {
  it('lists the routes spec section 7 leaves unnamed, under /api, none twice', () => {
    const calls = Object.values(PAGES_API).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(calls).toEqual([
      'GET /api/catalog/product-page',
      'GET /api/catalog/product-reviews',
      'GET /api/home',
      'GET /api/reviews/newest',
      'GET /api/reviewers',
      'GET /api/brands/popular',
      'GET /api/ingredients/important',
      'GET /api/ingredients/{slug}',
      'GET /api/articles/{slug}',
      'GET /api/catalog/category-list',
      'GET /api/catalog/category-map',
      'GET /api/resolve-path',
      'GET /api/catalog/partner-offer',
    ]);
    const elsewhere = [...Object.values(FRONT_API), ...Object.values(CATALOG_API)].map(
      (endpoint) => `${endpoint.method} ${endpoint.path}`,
    );
    expect(calls.filter((call) => elsewhere.includes(call))).toEqual([]);
    expect(elsewhere).toContain('GET /api/ab-tests');
  });

  it('validates with the schemas it names', () => {
    expect(PAGES_API.getProductReviews.query.safeParse({ sku: 'KWC-1', sort: 'x' }).success).toBe(false);
    expect(PAGES_API.getIngredient.params.parse({ slug: 'pantenol' })).toEqual({ slug: 'pantenol' });
    expect(PAGES_API.getArticle.params.safeParse({ slug: 'Zly_Adres' }).success).toBe(false);
    expect(PAGES_API.getHome.response.safeParse({}).success).toBe(false);
  });
});
