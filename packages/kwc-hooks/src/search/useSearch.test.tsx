import { SEARCH_MESSAGES, type DecodedCategoryPath, type TextSearchResponse } from '@kwc/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApiClient, type ApiClient } from '../api/createApiClient';
import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { hooksWrapper, recordingLogger } from '../test/wrapper';
import { useSearch, useSearchPhrase, type UseSearchOptions } from './useSearch';

const server = setupMswServer();

const result = (name: string): TextSearchResponse[number] => ({
  _id: `product-${name}`,
  _type: 'product',
  _source: { name, url_path: `${name},1.html` },
});

/** A client whose text search the test controls; the rest of the client is never called here. */
function stubClient() {
  const textSearch = vi.fn<ApiClient['textSearch']>(async ({ text }) => [result(text)]);
  return { client: { textSearch } as unknown as ApiClient, textSearch };
}

function renderSearch(client: ApiClient, options: UseSearchOptions = {}) {
  const { logger, errors } = recordingLogger();
  const rendered = renderHook(() => useSearch({ logger, ...options }), { wrapper: hooksWrapper({ client }) });
  return { ...rendered, errors };
}

describe('useSearch: typing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('searches 500 ms after the last keystroke, once, with the trimmed lower-cased phrase', async () => {
    const { client, textSearch } = stubClient();
    const { result: hook } = renderSearch(client, { contextCategoryId: 7 });

    act(() => hook.current.setPhrase('Kre'));
    act(() => vi.advanceTimersByTime(300));
    act(() => hook.current.setPhrase('  Krem NAWILŻAJĄCY '));
    expect(hook.current.isLoading).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    expect(textSearch).not.toHaveBeenCalled();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });

    expect(textSearch).toHaveBeenCalledTimes(1);
    // The client lower-cases too; the hook hands it the normalized phrase already.
    expect(textSearch.mock.calls[0]![0]).toEqual({ text: 'krem nawilżający', contextCategoryId: 7 });
    expect(hook.current).toMatchObject({
      phrase: '  Krem NAWILŻAJĄCY ',
      results: [result('krem nawilżający')],
      isLoading: false,
      message: null,
    });
  });

  it('clears the results for a phrase under 3 characters, without a request', async () => {
    const { client, textSearch } = stubClient();
    const { result: hook } = renderSearch(client);
    act(() => hook.current.setPhrase('tusz'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(hook.current.results).toHaveLength(1);

    act(() => hook.current.setPhrase(' tu '));

    expect(hook.current).toMatchObject({ results: [], isLoading: false, message: SEARCH_MESSAGES.tooShort });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(textSearch).toHaveBeenCalledTimes(1);
  });

  it("says 'Brak wyników dla podanej frazy...' when nothing is found", async () => {
    const { client, textSearch } = stubClient();
    textSearch.mockResolvedValueOnce([]);
    const { result: hook } = renderSearch(client);

    act(() => hook.current.setPhrase('xyzxyz'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });

    expect(hook.current).toMatchObject({ results: [], isLoading: false, message: SEARCH_MESSAGES.noResults });
  });

  it('ignores the answer to a phrase typed over while it was on its way', async () => {
    const { client, textSearch } = stubClient();
    let answerFirst: (value: TextSearchResponse) => void = () => undefined;
    textSearch.mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)));
    const { result: hook } = renderSearch(client);

    act(() => hook.current.setPhrase('krem'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    act(() => hook.current.setPhrase('szampon'));
    await act(async () => {
      answerFirst([result('stale')]);
      await vi.advanceTimersByTimeAsync(500);
    });

    expect(hook.current.results).toEqual([result('szampon')]);
    expect(textSearch.mock.calls[0]![1]?.signal?.aborted).toBe(true);
  });
});

describe('useSearch: failures', () => {
  it('logs a failed request, stops the loader and keeps the results', async () => {
    let fail = false;
    server.use(
      http.get(`${MSW_ORIGIN}/api/catalog/text-search`, () =>
        fail
          ? HttpResponse.json({ error: { code: 'internal', message: 'x' } }, { status: 500 })
          : HttpResponse.json([result('krem')]),
      ),
    );
    const client = createApiClient({ baseUrl: MSW_ORIGIN, getCookie: () => null });
    const { result: hook, errors } = renderSearch(client, { debounceMs: 0 });

    act(() => hook.current.setPhrase('krem'));
    await waitFor(() => expect(hook.current.results).toEqual([result('krem')]));
    fail = true;
    act(() => hook.current.setPhrase('kremy'));
    expect(hook.current.isLoading).toBe(true);

    await waitFor(() => expect(hook.current.isLoading).toBe(false));
    expect(hook.current.results).toEqual([result('krem')]);
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toMatchObject({ name: 'ApiResponseError', status: 500 });
  });
});

describe('useSearch: applying and clearing', () => {
  const listing: DecodedCategoryPath = {
    url_key: 'pielegnacja-twarzy',
    queryParams: { page: '3', q: 'stare' },
    keyFilters: { marka: ['marka-ziaja'] },
    additionalFilters: { bestseller: ['1'], pojemnosc: ['50-ml'] },
    sort: { value: 'price', direction: 'asc' },
    hash: null,
  };

  it('apply sets q, clears filters and page, keeps the sort, navigates and sends the search event', () => {
    const { client } = stubClient();
    const navigate = vi.fn();
    const analytics = { track: vi.fn() };
    const { result: hook } = renderSearch(client, {
      decodedPath: listing,
      urlTemplate: ['marka'],
      navigate,
      analytics,
    });

    act(() => hook.current.setPhrase('  Krem '));
    let applied = false;
    act(() => {
      applied = hook.current.apply(undefined, 'podpowiedz');
    });

    expect(applied).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/pielegnacja-twarzy?q=krem&sort=price_asc');
    expect(analytics.track).toHaveBeenCalledWith('search', { search_term: 'krem', hint: 'podpowiedz' });
  });

  it('apply refuses a phrase under 3 characters', () => {
    const { client } = stubClient();
    const navigate = vi.fn();
    const { result: hook } = renderSearch(client, { decodedPath: listing, urlTemplate: ['marka'], navigate });

    expect(hook.current.apply('kr')).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('clear removes q and returns to the category', () => {
    const { client } = stubClient();
    const navigate = vi.fn();
    const { result: hook } = renderSearch(client, {
      decodedPath: { ...listing, queryParams: { q: 'krem' }, keyFilters: {}, additionalFilters: {} },
      navigate,
    });
    act(() => hook.current.setPhrase('krem'));

    act(() => hook.current.clear());

    expect(navigate).toHaveBeenCalledWith('/pielegnacja-twarzy?sort=price_asc');
    expect(hook.current).toMatchObject({ phrase: '', results: [] });
  });
});

describe('useSearchPhrase', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('types and searches as useSearch does, with nothing that encodes a listing URL', async () => {
    const { client, textSearch } = stubClient();
    const { logger } = recordingLogger();
    const { result: hook } = renderHook(() => useSearchPhrase({ logger, contextCategoryId: 3 }), {
      wrapper: hooksWrapper({ client }),
    });
    expect(hook.current).toMatchObject({ phrase: '', results: [], message: SEARCH_MESSAGES.tooShort });

    act(() => hook.current.setPhrase('Szampon'));
    expect(hook.current.isLoading).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });

    expect(textSearch).toHaveBeenCalledTimes(1);
    expect(textSearch.mock.calls[0]![0]).toEqual({ text: 'szampon', contextCategoryId: 3 });
    expect(hook.current).toMatchObject({ results: [result('szampon')], isLoading: false, message: null });
    expect(Object.keys(hook.current).sort()).toEqual(['isLoading', 'message', 'phrase', 'results', 'setPhrase']);
  });
});
