import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import {
  expectNoAxeViolations,
  heading,
  hydrated,
  normalizeSpace,
  serverH1,
  serverHtml,
  watchErrors,
  type PageError,
} from './support';

// Every screen of the site at both widths: no axe violations after hydration, no console errors,
// and the server's HTML already carries the page's h1 (server rendering, not a client-only shell).
// One page visits a share of the screens in turn (a fresh page per screen costs more than the
// check); each screen is a step, and its checks are soft so one screen's failure hides no other.

interface Screen {
  name: string;
  /** The path, or how to find one in the seeded catalogue through the API. */
  path: string | ((request: APIRequestContext) => Promise<string>);
  status?: number;
  /** What the screen shows a first-time visitor once it has settled (checked before axe runs). */
  ready?: (page: Page) => Promise<void>;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const screens: Screen[] = [
  { name: 'home', path: '/' },
  { name: 'category listing', path: '/pielegnacja-twarzy' },
  {
    name: 'product page',
    path: async (request) => {
      const { products } = await json<{ products: { urlPath: string }[] }>(
        request,
        '/api/catalog/products?path=/kremy-do-twarzy',
      );
      return `/${products[0]!.urlPath}.html`;
    },
  },
  { name: 'filtered and sorted listing', path: '/pielegnacja-twarzy/marka-vichy?sort=price_asc' },
  {
    name: 'brand page',
    path: async (request) => {
      const { brands } = await json<{ brands: { slug: string }[] }>(request, '/api/brands/popular');
      return `/${brands[0]!.slug}`;
    },
  },
  { name: 'landing page', path: '/lp-weganskie-kremy-do-twarzy' },
  { name: 'reviewers', path: '/recenzentki.html' },
  { name: 'newest reviews', path: '/najnowsze-recenzje' },
  { name: 'popular brands', path: '/popularne-marki' },
  { name: 'important ingredients', path: '/wazne-skladniki' },
  { name: 'category list', path: '/lista-kategorii' },
  { name: 'category map', path: '/mapa-kategorii/pielegnacja-twarzy' },
  {
    name: 'ingredient page',
    path: async (request) => {
      const { ingredients } = await json<{ ingredients: { slug: string }[] }>(request, '/api/ingredients/important');
      return `/${ingredients[0]!.slug}`;
    },
  },
  { name: 'CMS page', path: '/kwc-o-nas' },
  {
    name: 'wishlist',
    path: '/wishlist',
    // A first visit opens the guided tour just after hydration.
    ready: (page) => expect(page.getByText('Twoje ulubione w jednym miejscu')).toBeVisible(),
  },
  { name: '404 page', path: '/nie-ma-takiej-strony', status: 404 },
  // Opened as the first page, the menu route is its page of links and a search field.
  { name: 'menu route', path: '/szukaj.html?back=%2F' },
  {
    name: 'search route',
    path: '/szukaj.html?tryb=szukaj&back=%2F',
    // Its field opens the search's sheet, which axe checks too.
    ready: async (page) => {
      await page.getByRole('main').getByRole('searchbox', { name: 'Szukaj' }).click();
      await expect(page.getByRole('dialog', { name: 'Szukaj' }).getByRole('searchbox')).toBeFocused();
    },
  },
];

async function checkScreen(page: Page, request: APIRequestContext, screen: Screen, errors: PageError[]) {
  const path = typeof screen.path === 'string' ? screen.path : await screen.path(request);
  const seen = errors.length;
  const response = await page.goto(path);
  expect.soft(response?.status(), `${path}: status`).toBe(screen.status ?? 200);
  await hydrated(page);
  const html = await serverHtml(request, path);

  await expect.soft(heading(page), `${path}: one h1`).toHaveCount(1);
  const h1 = normalizeSpace((await heading(page).first().textContent()) ?? '');
  expect.soft(h1, `${path}: h1 text`).not.toBe('');
  expect.soft(serverH1(html), `${path}: the server's h1`).toBe(h1);

  await screen.ready?.(page);
  await expectNoAxeViolations(page, { soft: true, label: path });
  // Chromium reports a 404 document itself as a failed resource; nothing else may fail.
  const own = errors
    .slice(seen)
    .filter((error) => !(screen.status === 404 && error.text.includes('404') && error.url.endsWith(path)));
  expect.soft(own, `${path}: console errors`).toEqual([]);
}

// Two shares per width, so both workers have a page to check; the heavy screens alternate.
const shares = [0, 1].map((share) => screens.filter((_, index) => index % 2 === share));

for (const [index, share] of shares.entries()) {
  test(`screens ${index + 1}/2: axe, clean hydration, server-rendered h1 (${share.map((s) => s.name).join(', ')})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { errors } = watchErrors(page);
    for (const screen of share) {
      await test.step(screen.name, () => checkScreen(page, request, screen, errors));
    }
  });
}
