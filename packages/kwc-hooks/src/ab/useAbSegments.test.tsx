import { COOKIE_NAMES } from '@kwc/domain';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../api/createApiClient';
import { createMemoryCookieStore } from '../storage/cookieStore';
import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { hooksWrapper } from '../test/wrapper';
import { useAbSegments } from './useAbSegments';

const server = setupMswServer();

describe('useAbSegments', () => {
  it('renders the cookie’s segments, then assigns from the configuration and sends impressions', async () => {
    const now = Date.now();
    server.use(
      http.get(`${MSW_ORIGIN}/api/ab-tests`, () =>
        HttpResponse.json([
          {
            id: 'tiles',
            duration: { from: new Date(now - 60_000).toISOString(), to: new Date(now + 3_600_000).toISOString() },
            segments: { A: 0, B: 100 },
          },
        ]),
      ),
    );
    const cookies = createMemoryCookieStore(`${COOKIE_NAMES.abConfig}=old:A`);
    const analytics = { track: vi.fn() };
    const client = createApiClient({ baseUrl: MSW_ORIGIN, getCookie: (name) => cookies.get(name) });
    const { result } = renderHook(() => useAbSegments({ isTestEnvironment: false, analytics }), {
      wrapper: hooksWrapper({ client, cookies }),
    });

    expect(result.current).toEqual({ old: 'A' });
    await waitFor(() => expect(result.current).toEqual({ tiles: 'B' }));
    expect(analytics.track).toHaveBeenCalledTimes(1);
    expect(analytics.track).toHaveBeenCalledWith('experience_impression', { exp_variant_string: 'tiles:B' });
  });
});
