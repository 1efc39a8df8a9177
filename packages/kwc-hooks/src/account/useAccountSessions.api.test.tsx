// @vitest-environment node
// A DOM for the hooks; the cookies are kept by hand (realApiClient first, as the other API tests).
import { realApiForFile, sessionOf } from '../test/realApiClient';
import '../test/domGlobals';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createApiClient } from '../api/createApiClient';
import { useSession } from '../session/useSession';
import { TEST_ORIGIN, withCookieMap, type CookieMap } from '../test/realApi';
import { hooksWrapper, readAsRendered } from '../test/wrapper';
import { useEndOtherSessions, useEndSession } from './useAccountForms';
import { useAccountSessions } from './useAccountReads';

const real = realApiForFile();

/** A second device on the same API: a client with cookies of its own. */
function otherDevice() {
  const cookies: CookieMap = new Map();
  return createApiClient({
    baseUrl: TEST_ORIGIN,
    fetch: withCookieMap(real.api, cookies),
    getCookie: (name) => cookies.get(name) ?? null,
  });
}

describe('the session list hooks against the real API', () => {
  it("lists this login first, ends another device's login, then this one, which logs the page out", async () => {
    const credentials = { username: 'ola@demo.kwc.pl', password: 'kosmetyki123' };
    const other = otherDevice();
    await other.login(credentials);
    await real.client.login(credentials);
    const { cookies, session } = sessionOf(real.cookies);
    const wrapper = hooksWrapper({ client: real.client, cookies, session });
    const { result } = renderHook(
      () =>
        readAsRendered({
          list: useAccountSessions(),
          end: useEndSession(),
          endOthers: useEndOtherSessions(),
          session: useSession(),
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data?.sessions.length).toBeGreaterThanOrEqual(2));
    const [current, ...others] = result.current.list.data!.sessions;
    expect(current!.current).toBe(true);
    expect(others.every((login) => !login.current)).toBe(true);

    await act(async () => {
      await result.current.end.run({ id: others[0]!.id, current: false });
    });
    await waitFor(() =>
      expect(result.current.list.data?.sessions.map((login) => login.id)).not.toContain(others[0]!.id),
    );
    await expect(other.getMyHits()).rejects.toMatchObject({ status: 401 });

    await act(async () => {
      await result.current.endOthers.run();
    });
    await waitFor(() => expect(result.current.list.data?.sessions).toHaveLength(1));

    await act(async () => {
      await result.current.end.run({ id: current!.id, current: true });
    });
    await waitFor(() => expect(result.current.session.isLoggedIn).toBe(false));
  });
});
