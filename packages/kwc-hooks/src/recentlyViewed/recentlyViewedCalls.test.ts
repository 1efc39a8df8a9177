import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { MSW_ORIGIN, setupMswServer } from '../test/msw';
import { mswClient, requestRecorder } from '../test/mswClient';

const server = setupMswServer();
const capture = requestRecorder(server);

describe('recently viewed: the product-view beacon', () => {
  it('uses sendBeacon with the JSON body', async () => {
    const sendBeacon = vi.fn(() => true);
    const { client } = mswClient({ sendBeacon });

    await expect(client.sendProductViewBeacon({ productSKU: 'KWC-3', anonymousId: 'c'.repeat(32) })).resolves.toBe(
      true,
    );

    expect(sendBeacon).toHaveBeenCalledWith(
      `${MSW_ORIGIN}/api/kwc/recently-viewed`,
      JSON.stringify({ productSKU: 'KWC-3', anonymousId: 'c'.repeat(32) }),
    );
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    const requests = capture('post', '/api/kwc/recently-viewed', () => new HttpResponse(null, { status: 204 }));
    const { client, inits } = mswClient({ sendBeacon: () => false });

    await expect(client.sendProductViewBeacon({ productSKU: 'KWC-3', anonymousId: null })).resolves.toBe(true);

    expect(requests).toHaveLength(1);
    expect(inits[0]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'include' });
    await expect(requests[0]!.json()).resolves.toEqual({ productSKU: 'KWC-3' });
  });

  it('never rejects nor toasts when the fallback fails: it logs a warning', async () => {
    server.use(http.post(`${MSW_ORIGIN}/api/kwc/recently-viewed`, () => HttpResponse.error()));
    const { client, notifier, warnings } = mswClient({ sendBeacon: () => false });

    await expect(client.sendProductViewBeacon({ productSKU: 'KWC-3' })).resolves.toBe(false);

    expect(notifier.error).not.toHaveBeenCalled();
    expect(warnings).toHaveLength(1);
  });
});
