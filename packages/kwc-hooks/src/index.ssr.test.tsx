// @vitest-environment node
import '@kwc/domain';
import 'react';
import 'swr';
import 'swr/infinite';

import { renderToString } from 'react-dom/server';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';

import { productFixture } from './test/fixtures';
import { mintToken } from './test/tokenServer';

const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator'] as const;

/** Makes every read of a browser global throw (even `typeof window`), and records it. */
function trapBrowserGlobals() {
  const touched: string[] = [];
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const name of BROWSER_GLOBALS) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name);
        throw new ReferenceError(`${name} touched while importing @kwc/hooks`);
      },
    });
  }
  const release = () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  };
  return { touched, release };
}

describe('@kwc/hooks on the server', () => {
  it('imports in Node without touching window, document, storage or navigator', async () => {
    // The dependencies above are already loaded: only this package's modules run under the trap.
    const trap = trapBrowserGlobals();
    try {
      const hooks = await import('./index');
      expect(typeof hooks.createApiClient).toBe('function');
    } finally {
      trap.release();
    }
    expect(trap.touched).toEqual([]);
  });

  it('renders with the request’s cookies, memory storage and prefilled SWR data, making no request', async () => {
    const hooks = await import('./index');
    const fetch = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
    const cookies = hooks.createMemoryCookieStore(`wiadult=1; anonymous_user_id=${'a'.repeat(32)}; abconfig=tiles:B`);
    const client = hooks.createApiClient({ baseUrl: 'http://127.0.0.1:3000', fetch, getCookie: cookies.get });
    const products = { products: [productFixture(1)], total: 1 };

    function Page() {
      const listing = hooks.useProducts('/pielegnacja-twarzy');
      const gate = hooks.useAdultGate({
        isCrawler: false,
        isLoggedIn: false,
        isAdult: false,
        productBelongsToAdultCategory: true,
        lastInAppRoute: null,
        navigate: () => undefined,
      });
      const anonymousId = hooks.useAnonymousId({ isLoggedIn: false });
      const tour = hooks.useGuidedTour('wishlist', 3);
      const [columns] = hooks.useListColumnCount(2);
      const segments = hooks.useAbSegments({ isTestEnvironment: false });
      const shown = [
        listing.data?.products[0]?.name,
        gate.modal,
        anonymousId,
        tour.isFinished,
        columns,
        segments.tiles,
      ];
      return <p>{shown.join('|')}</p>;
    }

    const html = renderToString(
      <SWRConfig
        value={{ provider: () => new Map(), fallback: { [hooks.productsKey('/pielegnacja-twarzy')]: products } }}
      >
        <hooks.KwcHooksProvider client={client} cookies={cookies} storage={hooks.createMemoryStorage()}>
          <Page />
        </hooks.KwcHooksProvider>
      </SWRConfig>,
    );

    expect(html).toBe(`<p>Krem nawilżający 1|none|${'a'.repeat(32)}|true|2|B</p>`);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the login state on the server', () => {
  it("renders from the request's jwt_hp cookie: a logged-in minor gets 'Brak wstępu', the cookie ignored", async () => {
    const hooks = await import('./index');
    const fetch = vi.fn<(input: string, init: RequestInit) => Promise<Response>>();
    const account = { id: 9, email: 'kuba@demo.kwc.pl', username: 'kuba15', birthday: '2011-11-21' };
    const page = (cookieHeader: string) => {
      const cookies = hooks.createMemoryCookieStore(cookieHeader);
      const client = hooks.createApiClient({ baseUrl: 'http://127.0.0.1:3000', fetch, getCookie: cookies.get });
      function Page() {
        const session = hooks.useSession();
        const gate = hooks.useAdultGate({
          isCrawler: false,
          productBelongsToAdultCategory: true,
          lastInAppRoute: null,
          navigate: () => undefined,
        });
        return <p>{[session.isLoggedIn, session.user?.username ?? '-', gate.modal].join('|')}</p>;
      }
      return renderToString(
        <SWRConfig value={{ provider: () => new Map() }}>
          <hooks.KwcHooksProvider client={client} cookies={cookies} storage={hooks.createMemoryStorage()}>
            <Page />
          </hooks.KwcHooksProvider>
        </SWRConfig>,
      );
    };

    const live = mintToken(account, Date.now()).headerPayload;
    const expired = mintToken(account, Date.now() - 2 * 3600_000).headerPayload;
    expect(page(`wiadult=1; jwt_hp=${live}`)).toBe('<p>true|kuba15|denied</p>');
    expect(page(`wiadult=1; jwt_hp=${expired}`)).toBe('<p>false|-|none</p>');
    expect(page('jwt_hp=not-a-token')).toBe('<p>false|-|confirm</p>');
    expect(fetch).not.toHaveBeenCalled();
  });
});
