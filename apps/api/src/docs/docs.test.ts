import { describe, expect, it } from 'vitest';

import { openApiDocument } from './openapi';
import { docsRoutes } from './routes';

describe('OpenAPI document', () => {
  it('describes the calls of spec section 7 with their parameters and Polish error bodies', () => {
    const doc = openApiDocument();
    expect(doc.openapi).toBe('3.1.0');
    const categoryInfo = doc.paths['/api/catalog/category-info']?.get as {
      parameters: { name: string; in: string; required: boolean }[];
      responses: Record<string, unknown>;
    };
    expect(categoryInfo.parameters).toContainEqual(
      expect.objectContaining({ name: 'path', in: 'query', required: true }),
    );
    expect(Object.keys(categoryInfo.responses)).toEqual(['200', '400', '500']);
    const wishlistPost = doc.paths['/api/kwc/wishlist']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(wishlistPost.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['productSKU', 'anonymousId']),
    );
  });

  it("describes the site's monitoring endpoint with the batch it accepts", () => {
    const monitoring = openApiDocument().paths['/api/monitoring/events']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
      responses: Record<string, unknown>;
    };
    expect(Object.keys(monitoring.requestBody.content)).toEqual(['application/json', 'text/plain']);
    expect(Object.keys(monitoring.requestBody.content['text/plain']!.schema.properties)).toEqual(
      expect.arrayContaining(['service', 'events']),
    );
    expect(Object.keys(monitoring.responses)).toEqual(['204', '400', '413']);
  });

  it('is served as JSON and as a browsable page', async () => {
    const json = await docsRoutes.request('/openapi.json');
    expect((await json.json()).info.title).toBe('KWC API');
    const page = await docsRoutes.request('/');
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="pl">');
    expect(html).toContain('/api/catalog/text-search');
  });
});
