import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { ApiResponseError, ApiSchemaError } from '../api/errors';
import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { mswClient, requestRecorder } from '../test/mswClient';
import { hooksWrapper } from '../test/wrapper';
import { articlePageKey, useArticlePage } from './useArticlePage';
import { useHomeSections } from './useHomeSections';

const server = setupMswServer();
const capture = requestRecorder(server);

const article = {
  article: {
    title: 'Emolienty przy skórze atopowej',
    url: '/kwc-emolienty',
    image: null,
    publishedAt: '2026-03-05T10:00:00.000Z',
    lead: 'Jak wybrać emolient.',
    body: 'Emolienty odbudowują barierę skóry.\n\nNakładaj je zaraz po kąpieli.',
    category: null,
  },
  products: [],
};

describe('page calls', () => {
  it('sends the product page query and gives a 404 as an ApiResponseError with the server message', async () => {
    const pages = capture('get', '/api/catalog/product-page', () =>
      HttpResponse.json({ error: { code: 'not_found', message: 'Nie znaleziono produktu' } }, { status: 404 }),
    );
    const { client } = mswClient();

    await expect(
      client.getProductPage({ urlPath: 'ziaja-krem,12', anonymousId: 'b'.repeat(20) }),
    ).rejects.toMatchObject({ status: 404, message: 'Nie znaleziono produktu' });

    expect(new URL(pages[0]!.url).search).toBe(`?urlPath=ziaja-krem%2C12&anonymousId=${'b'.repeat(20)}`);
  });

  it('reads an article by its slug, encoded in the path, and parses it', async () => {
    const articles = capture('get', '/api/articles/:slug', () => HttpResponse.json(article));
    const { client } = mswClient();

    await expect(client.getArticle('emolienty')).resolves.toEqual(article);
    await expect(client.getArticle('a/b')).resolves.toEqual(article);

    expect(articles.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/articles/emolienty',
      '/api/articles/a%2Fb',
    ]);
  });
});

describe('page hooks', () => {
  it('useHomeSections rejects a body without its sections as malformed', async () => {
    server.use(http.get(`${MSW_ORIGIN}/api/home`, () => HttpResponse.json({ newProducts: [] })));
    const wrapper = hooksWrapper({ client: mswClient().client });
    const { result } = renderHook(() => useHomeSections({ shouldRetryOnError: false }), { wrapper });

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiSchemaError));
  });

  it('useArticlePage renders what SSR prefilled under its key, and loads nothing for a null slug', async () => {
    const requests = capture('get', '/api/articles/:slug', () => HttpResponse.json(article));
    const wrapper = hooksWrapper({
      client: mswClient().client,
      fallback: { [articlePageKey('emolienty')]: article },
    });

    const { result, rerender } = renderHook(({ slug }) => useArticlePage(slug), {
      wrapper,
      initialProps: { slug: 'emolienty' as string | null },
    });
    expect(result.current.data).toEqual(article);
    rerender({ slug: null });
    expect(result.current.data).toBeUndefined();

    expect(requests).toEqual([]);
  });

  it('useArticlePage gives a 404 as an ApiResponseError', async () => {
    capture('get', '/api/articles/:slug', () =>
      HttpResponse.json({ error: { code: 'not_found', message: 'Nie znaleziono artykułu' } }, { status: 404 }),
    );
    const wrapper = hooksWrapper({ client: mswClient().client });
    const { result } = renderHook(() => useArticlePage('nie-ma', { shouldRetryOnError: false }), { wrapper });

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiResponseError));
    expect(result.current.error).toMatchObject({ status: 404 });
  });
});
