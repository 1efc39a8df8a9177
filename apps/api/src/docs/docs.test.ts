import { ADDED_PRODUCT_API, FOLLOW_API, PROFILE_API, REVIEW_API } from '@kwc/domain';
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
    // Every call may meet the database away (503); a call with a body, a body too large (413).
    expect(Object.keys(categoryInfo.responses)).toEqual(['200', '400', '500', '503']);
    const wishlistPost = doc.paths['/api/kwc/wishlist']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(wishlistPost.requestBody.content['application/json']!.schema.properties)).toEqual(
      expect.arrayContaining(['productSKU', 'anonymousId']),
    );
  });

  it('describes the named wishlists: five calls with their 401, 404 and 409, and the default list as 0', () => {
    const doc = openApiDocument();
    for (const [path, method] of [
      ['/api/kwc/wishlist-list', 'get'],
      ['/api/kwc/wishlist-list', 'post'],
      ['/api/kwc/wishlist-list', 'delete'],
      ['/api/kwc/add-product-to-wishlist-list', 'post'],
      ['/api/kwc/rename-wishlist-list', 'post'],
    ] as const) {
      const operation = doc.paths[path]?.[method] as { responses: Record<string, unknown> } | undefined;
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(['400', '401', '404', '409']),
      );
    }
    const wishlist = doc.paths['/api/kwc/wishlist']?.get as { parameters: { name: string; schema: object }[] };
    expect(JSON.stringify(wishlist.parameters.find((parameter) => parameter.name === 'lists[]'))).toContain(
      '0 stands for the default list',
    );
  });

  it('describes the account calls with their error answers, the upload and the Facebook redirect', () => {
    const doc = openApiDocument();
    const register = doc.paths['/api/user']?.post as { responses: Record<string, unknown>; requestBody: unknown };
    expect(Object.keys(register.responses)).toEqual(['200', '400', '401', '403', '413', '429', '500', '503']);
    expect(JSON.stringify(register.requestBody)).toContain('captcha');
    for (const [path, method] of [
      ['/api/login_check', 'post'],
      ['/api/token/refresh', 'post'],
      ['/api/token/invalidate', 'post'],
      ['/api/user', 'get'],
      ['/api/user', 'patch'],
      ['/api/user', 'delete'],
      ['/api/user/email-change/{code}', 'post'],
      ['/api/user/email-change/{code}/cancel', 'post'],
      ['/api/user/account', 'get'],
      ['/api/user/activate/{token}', 'post'],
      ['/api/user/activation/resend', 'post'],
      ['/api/user/password-reset', 'post'],
      ['/api/user/password-reset/{token}', 'post'],
      ['/api/user/links/{token}', 'get'],
      ['/api/user/avatar', 'post'],
      ['/api/user/avatar', 'delete'],
      ['/api/captcha/challenge', 'get'],
      ['/api/auth/providers', 'get'],
      ['/api/auth/facebook', 'get'],
      ['/api/auth/facebook/callback', 'get'],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
    const activate = doc.paths['/api/user/activate/{token}']?.post as { responses: Record<string, unknown> };
    expect(Object.keys(activate.responses)).toContain('404');
    const avatar = doc.paths['/api/user/avatar']?.post as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(avatar.requestBody.content)).toEqual(['multipart/form-data']);
    expect(Object.keys((doc.paths['/api/auth/facebook']?.get as { responses: object }).responses)).toContain('302');
  });

  it('describes every review call (REVIEW_API) with its refusals', () => {
    const doc = openApiDocument();
    for (const endpoint of Object.values(REVIEW_API)) {
      expect(doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()], endpoint.path).toBeDefined();
    }
    const create = doc.paths['/api/reviews']?.post as { responses: Record<string, unknown> };
    expect(Object.keys(create.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '500', '503']);
    const photo = doc.paths['/api/reviews/photos']?.post as { requestBody: { content: Record<string, unknown> } };
    expect(Object.keys(photo.requestBody.content)).toEqual(['multipart/form-data']);
  });

  it('describes every added-product call (ADDED_PRODUCT_API) with its refusals', () => {
    const doc = openApiDocument();
    for (const endpoint of Object.values(ADDED_PRODUCT_API)) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as { tags: string[] } | undefined;
      expect(operation?.tags, endpoint.path).toEqual(['addedProducts']);
    }
    const decision = doc.paths['/api/moderation/products/{addedProductId}/decision']?.post as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(decision.parameters).toContainEqual(expect.objectContaining({ name: 'addedProductId', in: 'path' }));
    expect(Object.keys(decision.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '500', '503']);
  });

  it('describes the profile calls (PROFILE_API): session, unknown profile, drafts of another', () => {
    const doc = openApiDocument();
    for (const endpoint of Object.values(PROFILE_API)) {
      const operation = doc.paths[endpoint.path]?.get as { tags: string[]; responses: object } | undefined;
      expect(operation?.tags, endpoint.path).toEqual(['profiles']);
      expect(Object.keys(operation!.responses)).toEqual(['200', '400', '401', '404', '500', '503']);
    }
  });

  it('describes the follow and activity calls (FOLLOW_API) with their refusals', () => {
    const doc = openApiDocument();
    for (const endpoint of Object.values(FOLLOW_API)) {
      const operation = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as { tags: string[] } | undefined;
      expect(operation?.tags, `${endpoint.method} ${endpoint.path}`).toEqual(['follows']);
    }
    const list = doc.paths['/api/kwc/users/{userId}/follows']?.get as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(list.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toEqual(
      expect.arrayContaining(['path:userId', 'query:direction', 'query:after', 'query:limit']),
    );
    expect(Object.keys(list.responses)).toEqual(['200', '400', '401', '404', '500', '503']);
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
    expect(Object.keys(monitoring.responses)).toEqual(['204', '400', '403', '413']);
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
