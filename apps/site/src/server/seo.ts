import type { Hono } from 'hono';

/** A call into the API app (in-process). */
export type ApiFetch = (path: string) => Promise<Response>;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

/**
 * `robots.txt`, the sitemap index and its per-type files (DESIGN.md section 5), and the legacy
 * newest-reviews path that answers 301 (spec section 2).
 */
export function mountSeoRoutes(app: Hono, apiFetch: ApiFetch, originOf: (url: URL) => string = (url) => url.origin) {
  app.get('/robots.txt', (c) => {
    const origin = originOf(new URL(c.req.url));
    const body = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /wishlist',
      // The two account doors are public pages; every other account address is personal.
      'Allow: /konto/logowanie$',
      'Allow: /konto/rejestracja$',
      'Disallow: /konto/',
      'Disallow: /szukaj.html',
      'Disallow: /*?q=',
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return c.text(body, 200, { 'cache-control': 'public, max-age=86400' });
  });

  app.get('/sitemap.xml', async (c) => {
    const origin = originOf(new URL(c.req.url));
    const files = (await (await apiFetch('/seo/sitemaps')).json()) as { type: string; page: number }[];
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${files.map((file) => `  <sitemap><loc>${escapeXml(`${origin}/sitemap-${file.type}-${file.page}.xml`)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`;
    return c.body(body, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });

  app.get('/:file{sitemap-[a-z]+-[0-9]+\\.xml}', async (c) => {
    const match = /^sitemap-([a-z]+)-(\d+)\.xml$/.exec(c.req.param('file'));
    const response = await apiFetch(`/seo/sitemap/${match![1]}/${match![2]}`);
    if (!response.ok) return c.notFound();
    const { paths } = (await response.json()) as { paths: string[] };
    if (paths.length === 0 && match![2] !== '1') return c.notFound();
    const origin = originOf(new URL(c.req.url));
    const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${paths.map((path) => `  <url><loc>${escapeXml(`${origin}${encodeURI(path)}`)}</loc></url>`).join('\n')}
</urlset>
`;
    return c.body(body, 200, {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });

  // Spec section 2: the legacy form /najnowsze-recenzje,{number}.html answers 301.
  app.get('/:legacy{najnowsze-recenzje,[0-9]+\\.html}', (c) => c.redirect('/najnowsze-recenzje', 301));
}
