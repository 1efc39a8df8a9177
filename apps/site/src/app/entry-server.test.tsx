import { describe, expect, it } from 'vitest';

import { renderPage } from './entry-server';
import type { FetchJson } from './routes';

const assets = { css: ['/assets/site.css'], js: ['/assets/entry-client.js'] };

const menu = [
  {
    node_id: 1,
    parent_id: null,
    title: 'Pielęgnacja twarzy',
    type: 'category',
    level: 1,
    classes: '',
    content: '{"url_key":"pielegnacja-twarzy"}',
    category_id: null,
    category_url_key: 'pielegnacja-twarzy',
    is_active: '1',
  },
  {
    node_id: 2,
    parent_id: null,
    title: 'Perfumy </script><script>alert(1)</script>',
    type: 'category',
    level: 1,
    classes: '',
    content: '{"url_key":"perfumy"}',
    category_id: null,
    category_url_key: 'perfumy',
    is_active: '1',
  },
];

async function render(path: string, fetchJson: FetchJson = async () => menu) {
  const response = await renderPage({ url: new URL(path, 'http://kwc.test'), assets, fetchJson, waitForAll: true });
  return { response, html: await response.text() };
}

describe('renderPage', () => {
  it('renders the home page in Polish with its data, styles and client script', async () => {
    const requested: string[] = [];
    const { response, html } = await render('/', async (path: string) => {
      requested.push(path);
      return menu;
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="pl">/);
    expect(html).toContain('<title>KWC — kosmetyki, opinie, składniki</title>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-client.js"[^>]*><\/script>/);
    // The menu came from the server-side loader and is rendered, not fetched by the browser.
    expect(requested).toEqual(['/api/catalog/get-menu?id=uroda']);
    expect(html).toContain('href="/pielegnacja-twarzy"');
  });

  it('ships the SWR fallback in a script that page data cannot break out of', async () => {
    const { html } = await render('/');
    const match = html.match(/<script id="__KWC_DATA__" type="application\/json">(.*?)<\/script>/s);
    expect(match).not.toBeNull();
    const data = JSON.parse(match![1]!);
    expect(data.fallback['/api/catalog/get-menu?id=uroda']).toEqual(menu);
    expect(match![1]).not.toContain('</script>');
  });

  it('answers unknown paths with the 404 page, marked noindex', async () => {
    const { response, html } = await render('/cokolwiek-nieistniejacego');
    expect(response.status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('Strona o podanym adresie nie istnieje');
    expect(html).toContain('Wróć na stronę główną');
  });

  it('answers 500 with the error page when the page cannot load its data', async () => {
    const { response, html } = await render('/', async () => {
      throw new Error('503 /api/catalog/get-menu?id=uroda');
    });
    expect(response.status).toBe(500);
    expect(html).toContain('Wystąpił nieoczekiwany błąd');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('"errorStatus":500');
  });
});
