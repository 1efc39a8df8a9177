import { COOKIE_NAMES, ERROR_MESSAGES, HEADER_NAMES, LOG_MESSAGES } from '@kwc/domain';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { mswClient as setup, requestRecorder } from '../test/mswClient';
import { ApiNetworkError, ApiResponseError, ApiSchemaError } from './errors';

const server = setupMswServer();
const capture = requestRecorder(server);

const menuItem = {
  node_id: 1,
  parent_id: null,
  title: 'Pielęgnacja twarzy',
  type: 'category',
  level: 1,
  classes: '',
  content: '{"url_key":"pielegnacja-twarzy","category_id":1}',
  category_id: 1,
  category_url_key: 'pielegnacja-twarzy',
  is_active: '1',
};

describe('createApiClient: requests', () => {
  it('calls GET under /api with the request id and without credentials on catalog calls', async () => {
    const requests = capture('get', '/api/catalog/get-menu', () => HttpResponse.json([menuItem]));
    const { client, inits } = setup({ requestId: 'req-42' });

    await expect(client.getMenu('uroda')).resolves.toEqual([menuItem]);
    expect(inits[0]!.credentials).toBeUndefined();

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request!.method).toBe('GET');
    expect(new URL(request!.url).search).toBe('?id=uroda');
    expect(request!.headers.get(HEADER_NAMES.requestId)).toBe('req-42');
    expect(request!.headers.get(HEADER_NAMES.revealNonPublicCategories)).toBeNull();
    expect(request!.headers.get(HEADER_NAMES.forwardedFor)).toBeNull();
  });

  it('includes credentials on front API calls and sends JSON bodies', async () => {
    const requests = capture('post', '/api/kwc/wishlist', () =>
      HttpResponse.json({ productSKU: 'KWC-7', isOnWishlist: true, allListsTotal: 3 }),
    );
    const { client, inits } = setup();

    await client.addToWishlist({ productSKU: 'KWC-7', anonymousId: 'a'.repeat(32) });

    expect(inits[0]!.credentials).toBe('include');
    expect(requests[0]!.headers.get('content-type')).toBe('application/json');
    await expect(requests[0]!.json()).resolves.toEqual({ productSKU: 'KWC-7', anonymousId: 'a'.repeat(32) });
  });

  it('generates a fresh request id per call when none is given', async () => {
    const requests = capture('get', '/api/catalog/get-menu', () => HttpResponse.json([]));
    const { client } = setup();

    await client.getMenu('uroda');
    await client.getMenu('uroda_footer');

    const ids = requests.map((request) => request.headers.get(HEADER_NAMES.requestId));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('asks to reveal non-public categories when that cookie is on, and forwards the visitor address', async () => {
    const requests = capture('get', '/api/catalog/get-menu', () => HttpResponse.json([]));
    const { client } = setup({
      cookies: { [COOKIE_NAMES.revealNonPublicCategories]: '1' },
      forwardedFor: '203.0.113.7',
    });

    await client.getMenu('uroda');

    expect(requests[0]!.headers.get(HEADER_NAMES.revealNonPublicCategories)).toBe('1');
    expect(requests[0]!.headers.get(HEADER_NAMES.forwardedFor)).toBe('203.0.113.7');
  });

  it('uses the /catalog/test/ variants when the test-search cookie is on, except for landing pages', async () => {
    const info = capture('get', '/api/catalog/test/category-info', () => HttpResponse.json({}));
    const products = capture('get', '/api/catalog/test/products', () => HttpResponse.json({ products: [], total: 0 }));
    const regular = capture('get', '/api/catalog/products', () => HttpResponse.json({ products: [], total: 0 }));
    const search = capture('get', '/api/catalog/test/text-search', () => HttpResponse.json([]));
    const { client } = setup({ cookies: { [COOKIE_NAMES.testSearch]: 'on' } });

    await expect(client.getCategoryInfo('/kremy')).rejects.toBeInstanceOf(ApiSchemaError);
    await client.getProducts('/kremy');
    await client.getProducts('/lp-weganskie-kremy');
    await client.textSearch({ text: 'krem' });

    expect(info).toHaveLength(1);
    expect(products.map((request) => new URL(request.url).searchParams.get('path'))).toEqual(['/kremy']);
    expect(regular.map((request) => new URL(request.url).searchParams.get('path'))).toEqual(['/lp-weganskie-kremy']);
    expect(search).toHaveLength(1);
  });

  it('sends the search phrase trimmed and lower-cased', async () => {
    const requests = capture('get', '/api/catalog/text-search', () => HttpResponse.json([]));
    const { client } = setup();

    await client.textSearch({ text: '  Krem NAWILŻAJĄCY ', contextCategoryId: 4 });

    const url = new URL(requests[0]!.url);
    expect(url.searchParams.get('text')).toBe('krem nawilżający');
    expect(url.searchParams.get('contextCategoryId')).toBe('4');
  });

  it('fills path parameters and sends lists as repeated parameters', async () => {
    const confirm = capture('post', '/api/user/email-change/:code', () => HttpResponse.json({ token: 'jwt' }));
    const wishlist = capture('get', '/api/kwc/wishlist', () =>
      HttpResponse.json({ products: [], total: 0, allListsTotal: 0 }),
    );
    const { client } = setup();

    await expect(client.confirmEmailChange('abc/def')).resolves.toEqual({ token: 'jwt' });
    await client.getWishlist({ page: 2, pageSize: 0, lists: [3, 4] });

    expect(new URL(confirm[0]!.url).pathname).toBe('/api/user/email-change/abc%2Fdef');
    const query = new URL(wishlist[0]!.url).searchParams;
    expect(query.get('page')).toBe('2');
    expect(query.get('pageSize')).toBe('0');
    expect(query.getAll('lists[]')).toEqual(['3', '4']);
    expect(query.has('anonymousId')).toBe(false);
  });
});

describe('createApiClient: failures', () => {
  it('turns a 500 into an ApiResponseError with the server message, one toast and no retry', async () => {
    const requests = capture('get', '/api/catalog/get-menu', () =>
      HttpResponse.json(
        { error: { code: 'internal', message: 'Wystąpił nieoczekiwany błąd', requestId: 'r-1' } },
        { status: 500 },
      ),
    );
    const { client, notifier } = setup();

    const error = await client.getMenu('uroda').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiResponseError);
    expect(error).toMatchObject({ status: 500, code: 'internal', requestId: 'r-1', path: '/api/catalog/get-menu' });
    expect(notifier.error).toHaveBeenCalledTimes(1);
    expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.unexpected);
    expect(requests).toHaveLength(1);
  });

  it('raises the toast for a 503 without a JSON body too', async () => {
    capture('get', '/api/home', () => new HttpResponse('Service Unavailable', { status: 503 }));
    const { client, notifier } = setup();

    await expect(client.getHome()).rejects.toMatchObject({ status: 503, message: ERROR_MESSAGES.unexpected });
    expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.unexpected);
  });

  it('turns a network failure into an ApiNetworkError and a toast', async () => {
    server.use(http.get(`${MSW_ORIGIN}/api/catalog/get-menu`, () => HttpResponse.error()));
    const { client, notifier } = setup();

    const error = await client.getMenu('uroda').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ timedOut: false });
    expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.unexpected);
  });

  it('gives a 4xx the server message without a toast', async () => {
    capture('get', '/api/catalog/text-search', () =>
      HttpResponse.json({ error: { code: 'bad_request', message: 'Wpisz przynajmniej 3 znaki' } }, { status: 400 }),
    );
    const { client, notifier } = setup();

    await expect(client.textSearch({ text: 'kr' })).rejects.toMatchObject({
      name: 'ApiResponseError',
      status: 400,
      message: 'Wpisz przynajmniej 3 znaki',
    });
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('ignores a 401 on the wishlist and recently viewed reads: empty answers, no toast', async () => {
    const unauthorized = () =>
      HttpResponse.json({ error: { code: 'unauthorized', message: 'Brak identyfikatora' } }, { status: 401 });
    capture('get', '/api/kwc/wishlist', unauthorized);
    capture('get', '/api/kwc/recently-viewed', unauthorized);
    capture('get', '/api/kwc/wishlist/is-product-on-wishlist', unauthorized);
    capture('post', '/api/kwc/wishlist/are-products-on-wishlist', unauthorized);
    const { client, notifier, errors } = setup();

    await expect(client.getWishlist({})).resolves.toEqual({ products: [], total: 0, allListsTotal: 0 });
    await expect(client.getRecentlyViewed({})).resolves.toEqual({ products: [], recentlyViewedOnWishlist: [] });
    await expect(client.isProductOnWishlist({ productSKU: 'KWC-1' })).resolves.toEqual({ isOnWishlist: false });
    await expect(client.areProductsOnWishlist({ productSKUs: ['KWC-1'] })).resolves.toEqual([]);
    expect(notifier.error).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('does not ignore a 401 on writes', async () => {
    capture('post', '/api/kwc/wishlist', () =>
      HttpResponse.json({ error: { code: 'unauthorized', message: 'Brak identyfikatora' } }, { status: 401 }),
    );
    const { client } = setup();

    await expect(client.addToWishlist({ productSKU: 'KWC-1' })).rejects.toMatchObject({
      status: 401,
      message: 'Brak identyfikatora',
    });
  });

  it('keeps the wishlist fetch and the token refresh to the log: no toast on their 500', async () => {
    const fail = () => HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 });
    capture('get', '/api/kwc/wishlist', fail);
    capture('post', '/api/token/refresh', fail);
    const { client, notifier } = setup();

    await expect(client.getWishlist({ anonymousId: 'a'.repeat(32) })).rejects.toBeInstanceOf(ApiResponseError);
    await expect(client.refreshToken()).rejects.toBeInstanceOf(ApiResponseError);
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it('rejects a malformed body with an ApiSchemaError listing what is wrong', async () => {
    capture('get', '/api/catalog/products', () => HttpResponse.json({ products: [{ sku: 'nope' }], total: 1 }));
    const { client, notifier, errors } = setup();

    const error = await client.getProducts('/kremy').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiSchemaError);
    expect((error as ApiSchemaError).message).toBe(LOG_MESSAGES.dataMissing);
    expect((error as ApiSchemaError).issues.some((issue) => issue.path.join('.') === 'products.0.sku')).toBe(true);
    expect(notifier.error).not.toHaveBeenCalled();
    // Spec section 8 logs 'Data is missing!' for the search response only.
    expect(errors).toEqual([]);
  });

  it("logs 'Data is missing!' when the search answer is missing", async () => {
    capture('get', '/api/catalog/text-search', () => new HttpResponse(null, { status: 200 }));
    const { client, errors } = setup();

    await expect(client.textSearch({ text: 'krem' })).rejects.toBeInstanceOf(ApiSchemaError);
    expect(errors.map((entry) => entry[0])).toEqual([LOG_MESSAGES.dataMissing]);
  });

  it('treats a body that is not JSON as malformed', async () => {
    capture('get', '/api/catalog/get-menu', () => new HttpResponse('<html>', { status: 200 }));
    const { client } = setup();

    await expect(client.getMenu('uroda')).rejects.toBeInstanceOf(ApiSchemaError);
  });

  it('gives up after the timeout with a timed-out ApiNetworkError and a toast', async () => {
    server.use(
      http.get(`${MSW_ORIGIN}/api/catalog/get-menu`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const { client, notifier } = setup({ timeoutMs: 20 });

    const error = await client.getMenu('uroda').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiNetworkError);
    expect(error).toMatchObject({ timedOut: true });
    expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.unexpected);
  });

  it('rejects with the abort reason when the caller aborts, without toast', async () => {
    server.use(
      http.get(`${MSW_ORIGIN}/api/catalog/get-menu`, async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
    const { client, notifier } = setup();
    const controller = new AbortController();

    const call = client.getMenu('uroda', { signal: controller.signal });
    controller.abort(new Error('typed further'));

    await expect(call).rejects.toThrow('typed further');
    expect(notifier.error).not.toHaveBeenCalled();
  });

  it("an abort while the answer's body is read is an abort, not 'Data is missing!'", async () => {
    let headersSent!: () => void;
    const sent = new Promise<void>((resolve) => (headersSent = resolve));
    server.use(
      http.get(`${MSW_ORIGIN}/api/catalog/text-search`, () => {
        // The headers and the first bytes come; the rest never does.
        const body = new ReadableStream<Uint8Array>({
          start(stream) {
            stream.enqueue(new TextEncoder().encode('[{"_id":'));
            headersSent();
          },
        });
        return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    const { client, notifier, errors } = setup();
    const controller = new AbortController();

    const call = client.textSearch({ text: 'krem' }, { signal: controller.signal });
    await sent;
    await new Promise((resolve) => setTimeout(resolve, 20));
    controller.abort(new Error('navigated away'));

    await expect(call).rejects.toThrow('navigated away');
    expect(errors).toEqual([]);
    expect(notifier.error).not.toHaveBeenCalled();
  });
});
