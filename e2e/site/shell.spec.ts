import { expect, test } from '@playwright/test';

import { heading, open, watchErrors } from './support';

// The shell every page shares: language, title, styles from the first byte, hydration, the API.

test('home page is Polish, styled and hydrated without console errors', async ({ page }) => {
  const errors = watchErrors(page);
  const response = await open(page, '/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page).toHaveTitle('KWC — kosmetyki, opinie, składniki');
  await expect(heading(page)).toHaveText('Kosmetyki sprawdzone przez tysiące recenzentek');
  // The home sections come from the API through the server-filled SWR cache.
  const brands = page.getByRole('region', { name: 'Najpopularniejsze marki' }).getByRole('listitem');
  await expect(brands.first().getByRole('link')).toHaveAttribute('href', /^\/marka-[a-z0-9-]+$/);
  await expect(page.getByRole('link', { name: 'Ulubione' })).toHaveAttribute('href', '/wishlist');
  // Styled from the first byte: the stylesheet is linked in the head and the theme applies.
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { font: style.fontFamily, margin: style.margin };
  });
  expect(body.font).toContain('DM Sans');
  expect(body.margin).toBe('0px');
  errors.expectNone();
});

test('the server sends the stylesheet in the head of the first response', async ({ request }) => {
  const response = await request.get('/');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
  expect(response.headers()['content-type']).toContain('text/html');
});

test('the head preloads the web fonts a Polish page needs, and the server has every font of the stylesheet', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(head)?.[1] ?? '';
  const css = await (await request.get(stylesheet)).text();
  const fonts = [...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => match[1] ?? '');
  const preloads = [
    ...head.matchAll(/<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin="anonymous"\/>/g),
  ].map((match) => match[1] ?? '');
  // Each weight's latin file and its Polish letters; not the rest of latin-ext (names in other languages).
  expect(preloads.filter((href) => /dm-sans-latin-\d00-normal/.test(href))).toHaveLength(3);
  expect(preloads.filter((href) => /dm-sans-pl-\d00/.test(href))).toHaveLength(3);
  expect(preloads.filter((href) => /playfair-display-latin(-ext)?-700-normal/.test(href))).toHaveLength(2);
  expect(preloads.filter((href) => /dm-sans-ext-/.test(href))).toEqual([]);
  expect(preloads.length).toBeLessThan(fonts.length);
  for (const href of new Set(fonts)) {
    const font = await request.get(href);
    expect(font.status(), href).toBe(200);
    expect(font.headers()['content-type']).toBe('font/woff2');
  }
  for (const href of preloads) expect(fonts).toContain(href);
});

test('the API is mounted at /api and checks the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
});
