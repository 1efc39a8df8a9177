import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';

import * as t from '../db/schema';
import type { ApiEnv } from '../http/env';
import { BadRequestError } from '../http/errors';
import { browsable } from '../catalog/category-tree';

/** The site's pages of one address each: home and the directories (spec section 2). */
const FIXED_PAGES = [
  '/',
  '/popularne-marki',
  '/wazne-skladniki',
  '/lista-kategorii',
  '/recenzentki.html',
  '/najnowsze-recenzje',
];

/** URLs per sitemap file: the sitemaps.org limit. */
export const SITEMAP_PAGE_SIZE = 50_000;
const TYPES = ['pages', 'categories', 'brands', 'products', 'ingredients', 'articles'] as const;
type SitemapType = (typeof TYPES)[number];

/**
 * Paths for `sitemap.xml` (DESIGN.md section 5: an index split by type, ≤ 50,000 URLs a file):
 * `/seo/sitemaps` lists the files, `/seo/sitemap/{type}/{page}` the paths of one file.
 */
export const seoRoutes = new Hono<ApiEnv>()
  .get('/sitemaps', async (c) => {
    const db = c.var.db;
    const [[products], [ingredients]] = await Promise.all([
      db
        .select({ n: count() })
        .from(t.products)
        .where(and(eq(t.products.isPublic, true), eq(t.products.isAdult, false))),
      db
        .select({ n: count() })
        .from(t.ingredients)
        .where(sql`${t.ingredients.namePl} is not null`),
    ]);
    const pages = (n: number) => Math.max(1, Math.ceil(n / SITEMAP_PAGE_SIZE));
    const files = [
      // Home, the directories, the publisher's pages and the category maps: a few dozen.
      { type: 'pages', page: 1 },
      { type: 'categories', page: 1 },
      { type: 'brands', page: 1 },
      ...Array.from({ length: pages(products?.n ?? 0) }, (_, i) => ({ type: 'products', page: i + 1 })),
      ...Array.from({ length: pages(ingredients?.n ?? 0) }, (_, i) => ({ type: 'ingredients', page: i + 1 })),
      // The magazine articles the product pages link to (the site's `/kwc-{slug}`): a few hundred.
      { type: 'articles', page: 1 },
    ];
    c.header('x-kwc-cache-tags', 'sitemap');
    return c.json(files);
  })
  .get('/sitemap/:type/:page', async (c) => {
    const type = c.req.param('type') as SitemapType;
    const page = Number(c.req.param('page'));
    if (!TYPES.includes(type) || !Number.isSafeInteger(page) || page < 1) {
      throw new BadRequestError('Nieznana mapa witryny');
    }
    const db = c.var.db;
    const offset = (page - 1) * SITEMAP_PAGE_SIZE;
    let paths: string[];
    if (type === 'pages') {
      const [cms, maps] = await Promise.all([
        // The publisher's pages are the `/kwc-` links of the footer menu (the site's CMS route).
        db
          .select({ url: sql<string>`${t.menuItems.content} ->> 'url'` })
          .from(t.menuItems)
          .where(
            and(
              eq(t.menuItems.menuId, 'uroda_footer'),
              eq(t.menuItems.isActive, true),
              sql`${t.menuItems.content} ->> 'url' like '/kwc-%'`,
            ),
          )
          .orderBy(asc(t.menuItems.position)),
        // A map per top-level category a visitor may browse (the category-map guard's).
        db
          .select({ urlKey: t.categories.urlKey })
          .from(t.categories)
          .where(
            browsable({ revealNonPublic: false }, eq(t.categories.isAdultsOnly, false), isNull(t.categories.parentId)),
          )
          .orderBy(asc(t.categories.position)),
      ]);
      paths =
        page === 1
          ? [...FIXED_PAGES, ...cms.map((row) => row.url), ...maps.map((row) => `/mapa-kategorii/${row.urlKey}`)]
          : [];
    } else if (type === 'categories') {
      const rows = await db
        .select({ urlKey: t.categories.urlKey })
        .from(t.categories)
        .where(
          and(
            inArray(t.categories.kind, ['category', 'landing']),
            eq(t.categories.isPublic, true),
            ne(t.categories.status, 'REDIRECTED'),
            eq(t.categories.isAdultsOnly, false),
            gt(t.categories.productCount, 0),
          ),
        )
        .orderBy(asc(t.categories.position));
      paths = rows.map((row) => `/${row.urlKey}`);
    } else if (type === 'brands') {
      const rows = await db
        .select({ urlKey: t.categories.urlKey })
        .from(t.categories)
        .where(and(eq(t.categories.kind, 'brand'), eq(t.categories.isPublic, true), gt(t.categories.productCount, 0)))
        .orderBy(asc(t.categories.urlKey));
      paths = rows.map((row) => `/${row.urlKey}`);
    } else if (type === 'products') {
      const rows = await db
        .select({ urlPath: t.products.urlPath })
        .from(t.products)
        .where(and(eq(t.products.isPublic, true), eq(t.products.isAdult, false)))
        .orderBy(asc(t.products.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset);
      paths = rows.map((row) => `/${row.urlPath}.html`);
    } else if (type === 'articles') {
      const rows = await db
        .select({ url: t.productArticles.url })
        .from(t.productArticles)
        .orderBy(asc(t.productArticles.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset);
      paths = rows.map((row) => row.url);
    } else {
      const rows = await db
        .select({ slug: t.ingredients.slug })
        .from(t.ingredients)
        .where(sql`${t.ingredients.namePl} is not null`)
        .orderBy(asc(t.ingredients.id))
        .limit(SITEMAP_PAGE_SIZE)
        .offset(offset);
      paths = rows.map((row) => `/skladnik-${row.slug}`);
    }
    c.header('x-kwc-cache-tags', `sitemap:${type}`);
    return c.json({ paths });
  });
