#!/usr/bin/env node
// Compares what two builds of the site serve: the SSR HTML and `_payload.json` of representative
// pages, a set of API answers and the OpenAPI document. For changes that must not change behaviour
// (moves, splits): `node scripts/compare-pages.mjs --before <checkout> [--after <checkout>]`, each
// checkout built (`node scripts/build.mjs` there). Exit 1 when anything differs.
//
// Both servers read one seeded database (the first seeds it, the second gets a copy), so the data,
// its timestamps included, is the same; both name the same public origin.
//
// What a move may change is normalised on both sides: hashed asset names (numbered in order of
// first appearance) and class names (vanilla-extract hashes a class by its file: numbered the same
// way). Everything else must be byte for byte the same.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { root, startSite } from './lib/site.mjs';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    after: { type: 'string', default: root },
    products: { type: 'string', default: '3000' },
    out: { type: 'string', default: join(root, 'test-results', 'compare-pages') },
    port: { type: 'string', default: '3390' },
  },
});
if (!values.before) {
  console.error('usage: node scripts/compare-pages.mjs --before <built checkout> [--after <built checkout>]');
  process.exit(2);
}

/** Fixed pages by path, then pages found from the data (a product, an ingredient, an article…). */
const FIXED_PAGES = [
  '/',
  '/pielegnacja-twarzy',
  '/kremy-do-twarzy',
  '/katalog-uroda/kremy-do-twarzy',
  '/pielegnacja-twarzy/marka-vichy?sort=price_asc',
  '/makijaz_promocje?sort=price_asc',
  '/kremy-do-twarzy?page=2',
  '/kremy-do-twarzy?q=krem',
  '/marka-nivea',
  '/lp-weganskie-kremy-do-twarzy',
  '/popularne-marki',
  '/wazne-skladniki',
  '/lista-kategorii',
  '/mapa-kategorii/pielegnacja-twarzy',
  '/recenzentki.html',
  '/najnowsze-recenzje',
  '/najnowsze-recenzje?page=2',
  '/najnowsze-recenzje,3.html',
  '/kwc-o-nas',
  '/wishlist',
  '/szukaj.html?back=%2F',
  '/nie-ma-takiej-strony',
];

const API_CALLS = [
  '/api/catalog/category-info?path=%2Fpielegnacja-twarzy',
  '/api/catalog/category-info?path=%2Fkremy-do-twarzy%3Fsort%3Dprice_asc',
  '/api/catalog/products?path=/kremy-do-twarzy',
  '/api/catalog/filter-values?path=%2Fpielegnacja-twarzy&filterName=marka&filterValuesPage=1&filterValuesPageSize=5',
  '/api/catalog/get-menu?id=uroda',
  '/api/catalog/get-menu?id=uroda_footer',
  '/api/catalog/get-instance-category',
  '/api/catalog/text-search?text=krem%20nawil',
  '/api/catalog/category-list',
  '/api/catalog/category-map?slug=pielegnacja-twarzy',
  '/api/home',
  '/api/reviews/newest',
  '/api/reviewers',
  '/api/brands/popular',
  '/api/ingredients/important',
  '/api/ab-tests',
  '/api/seo/sitemaps',
  '/api/docs/openapi.json',
  '/api/catalog/category-info?path=%00',
  '/api/nie-ma',
];

/** Pages and API calls named by the data: the first product of a listing, its article, an ingredient. */
async function discovered(origin) {
  const json = (path) => fetch(origin + path).then((response) => response.json());
  const products = await json('/api/catalog/products?path=%2Fkremy-do-twarzy');
  const product = products.products[0];
  const sku = product.sku;
  const productPage = await json(`/api/catalog/product-page?sku=${encodeURIComponent(sku)}`);
  const ingredients = await json('/api/ingredients/important');
  const ingredient = JSON.stringify(ingredients).match(/"slug":"([^"]+)"/)?.[1];
  const article = JSON.stringify(productPage).match(/"url":"\/kwc-([^"]+)"/)?.[1];
  const productPath = product.urlPath.startsWith('/') ? product.urlPath : `/${product.urlPath}.html`;
  const pages = [productPath, `${productPath}?sort=rating_desc`];
  if (ingredient) pages.push(`/${ingredient}`);
  if (article) pages.push(`/kwc-${article}`);
  const api = [
    `/api/catalog/product-page?sku=${encodeURIComponent(sku)}`,
    `/api/catalog/product-reviews?sku=${encodeURIComponent(sku)}&sort=newest&page=1&pageSize=5`,
  ];
  if (ingredient) api.push(`/api/ingredients/${ingredient.replace(/^skladnik-/, '')}`);
  if (article) api.push(`/api/articles/${article}`);
  return { pages, api };
}

function payloadPath(page) {
  const url = new URL(page, 'http://x');
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${path}/_payload.json${url.search}`;
}

/** Replaces hashed asset names and class names by numbers in order of first appearance. */
function normalise(text) {
  const assets = new Map();
  const classes = new Map();
  const number = (map, key, prefix) => {
    if (!map.has(key)) map.set(key, `${prefix}${map.size + 1}`);
    return map.get(key);
  };
  return text
    .replace(
      /\/assets\/[\w.-]+?\.(js|css|woff2|svg|png|webp)/g,
      (name, ext) => `/assets/${number(assets, name, 'a')}.${ext}`,
    )
    .replace(/"build(Id)?":"[^"]+"/g, '"build$1":"<build>"')
    .replace(/"requestId":"[^"]+"/g, '"requestId":"<id>"')
    .replace(
      /\bclass="([^"]*)"/g,
      (_, list) =>
        `class="${list
          .split(/\s+/)
          .filter(Boolean)
          .map((name) => number(classes, name, 'c'))
          .join(' ')}"`,
    );
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'location', 'x-kwc-cache-tags', 'x-robots-tag', 'vary'];

async function capture(origin, path) {
  const response = await fetch(origin + path, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
  const headers = KEPT_HEADERS.map((name) => `${name}: ${response.headers.get(name) ?? ''}`).join('\n');
  return `${response.status}\n${headers}\n\n${normalise(await response.text())}`;
}

async function snapshot(checkout, label, port, dataDir) {
  const site = await startSite({
    port,
    products: Number(values.products),
    root: resolve(checkout),
    env: { KWC_DATA_DIR: dataDir, KWC_PUBLIC_ORIGIN: 'https://kwc.example.pl' },
  });
  try {
    const found = await discovered(site.origin);
    const paths = [
      ...[...FIXED_PAGES, ...found.pages].flatMap((page) => [page, payloadPath(page)]),
      ...API_CALLS,
      ...found.api,
    ];
    const answers = new Map();
    for (const path of paths) answers.set(path, await capture(site.origin, path));
    const dir = join(values.out, label);
    mkdirSync(dir, { recursive: true });
    for (const [path, body] of answers) writeFileSync(join(dir, encodeURIComponent(path)), body);
    return answers;
  } finally {
    await site.stop();
  }
}

const data = join(values.out, 'data');
rmSync(data, { recursive: true, force: true });
mkdirSync(data, { recursive: true });
const before = await snapshot(values.before, 'before', Number(values.port), join(data, 'before'));
cpSync(join(data, 'before'), join(data, 'after'), { recursive: true });
const after = await snapshot(values.after, 'after', Number(values.port) + 1, join(data, 'after'));
let differ = 0;
for (const [path, body] of before) {
  const other = after.get(path);
  if (other === body) continue;
  differ++;
  const lines = body.split('\n');
  const otherLines = (other ?? '').split('\n');
  const at = lines.findIndex((line, i) => line !== otherLines[i]);
  const column = [...(lines[at] ?? '')].findIndex((char, i) => char !== [...(otherLines[at] ?? '')][i]);
  const context = (line) => (line ?? '').slice(Math.max(0, column - 80), column + 120);
  console.log(`✗ ${path}\n    before: …${context(lines[at])}…\n    after:  …${context(otherLines[at])}…`);
}
const missing = [...after.keys()].filter((path) => !before.has(path));
for (const path of missing) console.log(`✗ ${path}: only after`);
console.log(
  `${before.size - differ} of ${before.size} answers the same${differ + missing.length ? `, ${differ + missing.length} differ` : ''} (${values.out})`,
);
process.exit(differ + missing.length > 0 ? 1 : 0);
