import { ERROR_MESSAGES } from '@kwc/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../api/createApiClient';
import { ApiResponseError } from '../api/errors';
import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { hooksWrapper } from '../test/wrapper';
import { useCategoryInfo } from './useCategoryInfo';
import { canLoadFilterValues, useFilterValues } from './useFilterValues';

const server = setupMswServer();

function setup() {
  const notifier = { error: vi.fn<(message: string) => void>() };
  const client = createApiClient({ baseUrl: MSW_ORIGIN, getCookie: () => null, notifier });
  return { wrapper: hooksWrapper({ client }), notifier };
}

describe('canLoadFilterValues', () => {
  it('allows loading only once every selected option is present', () => {
    expect(canLoadFilterValues({ value: [], selectedOptions: [] })).toBe(true);
    expect(canLoadFilterValues({ value: ['marka-ziaja'], selectedOptions: [] })).toBe(false);
    expect(
      canLoadFilterValues({ value: ['marka-ziaja', 'marka-avene'], selectedOptions: [{ slug: 'marka-ziaja' }] }),
    ).toBe(false);
    expect(
      canLoadFilterValues({
        value: ['marka-ziaja', 'marka-avene'],
        selectedOptions: [{ slug: 'marka-avene' }, { slug: 'marka-ziaja' }],
      }),
    ).toBe(true);
  });
});

describe('useFilterValues', () => {
  it('sends the option search and starts again from page 1 when it changes', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(`${MSW_ORIGIN}/api/catalog/filter-values`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        seen.push(query);
        const slug = `marka-${query.get('filterValuesSearch') ?? 'wszystkie'}`;
        return HttpResponse.json({
          options: [
            {
              slug,
              label: slug,
              url: `/kremy/${slug}`,
              image_desktop: null,
              image_mobile: null,
              attribute_priority: 0,
              order_value: 0,
              count: 1,
            },
          ],
          total: 1,
        });
      }),
    );
    const { wrapper } = setup();
    const filter = { value: [], selectedOptions: [] };
    const { result, rerender } = renderHook(
      ({ search }) => useFilterValues({ path: '/kremy', filterName: 'agg_marka', filter, enabled: true, search }),
      { wrapper, initialProps: { search: undefined as string | undefined } },
    );
    await waitFor(() => expect(result.current.options.map((option) => option.slug)).toEqual(['marka-wszystkie']));
    expect(result.current.hasMore).toBe(false);

    rerender({ search: 'zia' });

    await waitFor(() => expect(result.current.options.map((option) => option.slug)).toEqual(['marka-zia']));
    expect(seen.map((query) => [query.get('filterValuesSearch'), query.get('filterValuesPage')])).toEqual([
      [null, '1'],
      ['zia', '1'],
    ]);
  });
});

describe('catalogue hooks: failures', () => {
  it('useCategoryInfo exposes a 500 as an ApiResponseError, after the toast', async () => {
    server.use(
      http.get(`${MSW_ORIGIN}/api/catalog/category-info`, () =>
        HttpResponse.json({ error: { code: 'internal', message: 'Wystąpił nieoczekiwany błąd' } }, { status: 500 }),
      ),
    );
    const { wrapper, notifier } = setup();
    const { result } = renderHook(() => useCategoryInfo('/kremy', { shouldRetryOnError: false }), { wrapper });

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiResponseError));
    expect(result.current.error).toMatchObject({ status: 500 });
    expect(result.current.data).toBeUndefined();
    expect(notifier.error).toHaveBeenCalledWith(ERROR_MESSAGES.unexpected);
  });
});
