// @vitest-environment node
import {
  apiErrorSchema,
  areProductsOnWishlistResponseSchema,
  ERROR_MESSAGES,
  HEADER_NAMES,
  isSku,
  skuSchema,
  wishlistResponseSchema,
} from '@kwc/domain';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { startRealApi, TEST_ORIGIN, type RealApi } from '../test/realApi';
import { recordingLogger } from '../test/wrapper';
import { createApiClient } from './createApiClient';
import { ApiResponseError, ApiSchemaError } from './errors';
import { createStartupReads, skuListAnswer, wishlistCountsAnswer } from './startupReads';
import { readApiErrorBody } from './transport';

// The start-up reads check their answers by hand instead of with zod: they must accept exactly what
// the kwc-domain schemas accept, and make exactly the client's requests.

const SKU_LISTS: unknown[] = [
  [],
  ['KWC-1'],
  ['KWC-1', 'KWC-20', 'KWC-300'],
  ['KWC-'],
  ['kwc-1'],
  ['KWC-1 '],
  ['KWC-1\n'],
  ['KWC-1', 2],
  ['KWC-1', null],
  [['KWC-1']],
  'KWC-1',
  { 0: 'KWC-1', length: 1 },
  null,
  undefined,
  42,
];

const WISHLIST_ANSWERS: unknown[] = [
  { products: [], total: 0, allListsTotal: 0 },
  { products: [], total: 3, allListsTotal: 7 },
  { products: [], total: 3, allListsTotal: 7, page: 1 },
  { products: [], total: -1, allListsTotal: 0 },
  { products: [], total: 1.5, allListsTotal: 0 },
  { products: [], total: '3', allListsTotal: 0 },
  { products: [], total: 2 ** 53, allListsTotal: 0 },
  { products: [], total: 0 },
  { products: [], allListsTotal: 0 },
  { products: {}, total: 0, allListsTotal: 0 },
  { total: 0, allListsTotal: 0 },
  { products: null, total: 0, allListsTotal: 0 },
  [],
  null,
  'wishlist',
];

const ERROR_BODIES: unknown[] = [
  { error: { code: 'not_found', message: 'Nie znaleziono' } },
  { error: { code: 'internal', message: 'Błąd', requestId: 'abc' } },
  { error: { code: 'internal', message: 'Błąd', requestId: undefined } },
  { error: { code: 'internal', message: 'Błąd', requestId: 5 } },
  { error: { code: 'internal', message: 'Błąd', requestId: null } },
  { error: { code: 'bad_request', message: 'Błędny adres email', fields: { email: 'Błędny adres email' } } },
  { error: { code: 'bad_request', message: 'x', fields: {} } },
  { error: { code: 'bad_request', message: 'x', fields: { email: 5 } } },
  { error: { code: 'bad_request', message: 'x', fields: ['email'] } },
  { error: { code: 'bad_request', message: 'x', fields: null } },
  { error: { code: 'too_many_requests', message: 'x', retryAfter: 30 } },
  { error: { code: 'too_many_requests', message: 'x', retryAfter: 0 } },
  { error: { code: 'too_many_requests', message: 'x', retryAfter: 1.5 } },
  { error: { code: 'too_many_requests', message: 'x', retryAfter: '30' } },
  { error: { code: 1, message: 'Błąd' } },
  { error: { code: 'x' } },
  { error: { message: 'Błąd' } },
  { error: [] },
  { error: 'Błąd' },
  { message: 'Błąd' },
  [{ error: { code: 'x', message: 'y' } }],
  null,
  undefined,
  'Błąd',
];

describe('the hand-made checks accept exactly what the schemas accept', () => {
  it('SKUs', () => {
    for (const value of ['KWC-1', 'KWC-0012', 'KWC-', 'KWC-1a', ' KWC-1', 'KWC-1\n', 'kwc-1', 1, null]) {
      expect(isSku(value), String(value)).toBe(skuSchema.safeParse(value).success);
    }
  });

  it('the SKUs on the wishlist', () => {
    for (const answer of SKU_LISTS) {
      const ours = skuListAnswer.safeParse(answer);
      const theirs = areProductsOnWishlistResponseSchema.safeParse(answer);
      expect(ours.success, JSON.stringify(answer)).toBe(theirs.success);
      if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
    }
  });

  it('the wishlist counts: the wishlist answer with no products', () => {
    for (const answer of WISHLIST_ANSWERS) {
      const ours = wishlistCountsAnswer.safeParse(answer);
      const theirs = wishlistResponseSchema.safeParse(answer);
      expect(ours.success, JSON.stringify(answer)).toBe(theirs.success);
      // What zod keeps: unknown keys are dropped by both.
      if (ours.success && theirs.success) expect(ours.data).toEqual(theirs.data);
    }
    // Products were not asked for: an answer with some is wrong here, and says where.
    const withProducts = wishlistCountsAnswer.safeParse({ products: [{}], total: 1, allListsTotal: 1 });
    expect(withProducts.success).toBe(false);
    expect(withProducts.success ? [] : withProducts.error.issues[0]!.path).toEqual(['products']);
  });

  it('the error body of a 4xx or 5xx answer', () => {
    for (const body of ERROR_BODIES) {
      const ours = readApiErrorBody(body);
      const theirs = apiErrorSchema.safeParse(body);
      expect(ours !== null, JSON.stringify(body)).toBe(theirs.success);
      if (ours && theirs.success) {
        expect(ours).toEqual({
          code: theirs.data.error.code,
          message: theirs.data.error.message,
          requestId: theirs.data.error.requestId ?? null,
          fields: theirs.data.error.fields ?? {},
          retryAfter: theirs.data.error.retryAfter ?? null,
        });
      }
    }
  });
});

describe('the start-up reads against the real API', () => {
  const VISITOR = 'feedbeeffeedbeeffeedbeeffeedbeef';
  let api: RealApi;

  beforeAll(async () => {
    api = await startRealApi();
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  it('answer like the client, with the same requests', async () => {
    const options = {
      baseUrl: TEST_ORIGIN,
      fetch: api.fetch,
      getCookie: () => null,
      requestId: 'page-request',
      forwardedFor: '198.51.100.9',
    };
    const client = createApiClient(options);
    const reads = createStartupReads(options);
    const [first, second] = (await client.getProducts('/pielegnacja-twarzy')).products;
    await client.addToWishlist({ productSKU: first!.sku, anonymousId: VISITOR });

    const asked = { productSKUs: [first!.sku, second!.sku], anonymousId: VISITOR };
    await expect(reads.areProductsOnWishlist(asked)).resolves.toEqual([first!.sku]);
    const ourCheck = api.requests.at(-1)!;
    await expect(client.areProductsOnWishlist(asked)).resolves.toEqual([first!.sku]);
    const clientCheck = api.requests.at(-1)!;

    await expect(reads.getWishlistCounts({ anonymousId: VISITOR })).resolves.toEqual({
      products: [],
      total: 1,
      allListsTotal: 1,
    });
    const ourCounts = api.requests.at(-1)!;
    await client.getWishlist({ anonymousId: VISITOR, page: 1, pageSize: 0 });
    const clientCounts = api.requests.at(-1)!;

    for (const [ours, theirs] of [
      [ourCheck, clientCheck],
      [ourCounts, clientCounts],
    ] as const) {
      expect(ours.method).toBe(theirs.method);
      expect(ours.url).toBe(theirs.url);
      expect(Object.fromEntries(ours.headers)).toEqual(Object.fromEntries(theirs.headers));
      expect(ours.headers.get(HEADER_NAMES.requestId)).toBe('page-request');
    }
    expect(await ourCheck.clone().text()).toBe(await clientCheck.clone().text());
  });
});

describe('the start-up reads when the API fails', () => {
  const server = setupMswServer();

  function setup() {
    const notifier = { error: vi.fn<(message: string) => void>() };
    const { logger, errors } = recordingLogger();
    const reads = createStartupReads({ baseUrl: MSW_ORIGIN, getCookie: () => null, notifier, logger });
    return { reads, notifier, errors };
  }

  const answer = (method: 'get' | 'post', path: string, response: () => Response) =>
    server.use(http[method](`${MSW_ORIGIN}${path}`, response));

  it('shows the error toast for the wishlist check’s 500, and only logs the counts’ (spec section 8)', async () => {
    const fail = () =>
      HttpResponse.json({ error: { code: 'internal', message: 'x', requestId: 'r1' } }, { status: 500 });
    answer('post', '/api/kwc/wishlist/are-products-on-wishlist', fail);
    answer('get', '/api/kwc/wishlist', fail);
    const { reads, notifier } = setup();

    await expect(reads.getWishlistCounts({ anonymousId: VISITOR_ID })).rejects.toMatchObject({
      status: 500,
      requestId: 'r1',
    });
    expect(notifier.error).not.toHaveBeenCalled();
    const error = await reads.areProductsOnWishlist({ productSKUs: ['KWC-1'] }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiResponseError);
    expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.unexpected);
  });

  it('answers an unknown visitor (401) with an empty wishlist, quietly', async () => {
    const unauthorized = () =>
      HttpResponse.json({ error: { code: 'unauthorized', message: 'Brak identyfikatora' } }, { status: 401 });
    answer('post', '/api/kwc/wishlist/are-products-on-wishlist', unauthorized);
    answer('get', '/api/kwc/wishlist', unauthorized);
    const { reads, notifier, errors } = setup();

    await expect(reads.areProductsOnWishlist({ productSKUs: ['KWC-1'] })).resolves.toEqual([]);
    await expect(reads.getWishlistCounts({})).resolves.toEqual({ products: [], total: 0, allListsTotal: 0 });
    expect(notifier.error).not.toHaveBeenCalled();
    expect(errors).toEqual([]);
  });

  it('rejects a malformed answer with an ApiSchemaError saying where', async () => {
    answer('post', '/api/kwc/wishlist/are-products-on-wishlist', () => HttpResponse.json(['KWC-1', 'nope']));
    answer('get', '/api/kwc/wishlist', () => HttpResponse.json({ products: [], total: 'dwa', allListsTotal: 2 }));
    const { reads } = setup();

    const check = await reads.areProductsOnWishlist({ productSKUs: ['KWC-1'] }).catch((caught: unknown) => caught);
    expect(check).toBeInstanceOf(ApiSchemaError);
    expect((check as ApiSchemaError).issues).toEqual([{ path: [1], message: 'Nieprawidłowy kod produktu' }]);
    const counts = await reads.getWishlistCounts({ anonymousId: VISITOR_ID }).catch((caught: unknown) => caught);
    expect(counts).toBeInstanceOf(ApiSchemaError);
    expect((counts as ApiSchemaError).issues.map((issue) => issue.path)).toEqual([['total']]);
  });
});

const VISITOR_ID = 'a'.repeat(32);
