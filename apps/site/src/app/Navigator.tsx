import { useClearToastsOnUrlChange } from '@kwc/hooks';
import { toast } from '@kwc/ui';
import {
  startTransition,
  Suspense,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useLocation, useSearch } from 'wouter';

import { useBuildCheck } from './buildCheck';
import { firstPageDone, firstPageHydrated, wakeFirstPage } from './firstView';
import { ProductView } from './ProductView';
import { APP_TIMING } from './config';
import { payloadUrl, type LoadedPage, type PageState } from './loadPage';
import { fullReloadReason, mayForceReload, RELOAD_GUARD_KEY } from './navigation';
import { errorScreen, resolveRoute } from './routes';
import { useSiteContext } from './SiteContext';
import { switchOnLoadedWebFonts } from './webFonts';
import * as styles from './layout.css';

const NETWORK_ERROR = 'Wystąpił nieoczekiwany błąd';

/** A page payload the server answered with an error status. */
class PayloadError extends Error {
  constructor(
    readonly status: number,
    url: string,
  ) {
    super(`${status} ${url}`);
  }
}

function reloadTo(target: string): boolean {
  let last: number | null = null;
  try {
    const stored = sessionStorage.getItem(RELOAD_GUARD_KEY);
    last = stored ? Number(stored) : null;
  } catch {
    // Storage may be unavailable; the guard then allows the reload.
  }
  const now = Date.now();
  if (!mayForceReload(last, now, APP_TIMING.pageReloadGuardMs)) return false;
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Ignored, as above.
  }
  window.location.replace(target);
  return true;
}

interface Shown {
  key: string;
  page: PageState;
}

/**
 * Shows the page of the current URL. A client navigation fetches the page's one JSON payload
 * (`{path}/_payload.json`) and its code, then switches; until then the previous page stays, with
 * a progress bar. Redirects in the payload become navigations; some targets reload the page.
 */
export function Navigator({
  initialPage,
  onPayload,
}: {
  initialPage: PageState;
  onPayload: (fallback: Record<string, unknown>) => void;
}) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const key = search ? `${location}?${search}` : location;
  const [shown, setShown] = useState<Shown>({ key, page: initialPage });
  const site = useSiteContext();
  const newBuild = useBuildCheck(site.buildId);
  const applyPayload = useEffectEvent(onPayload);

  useClearToastsOnUrlChange(key, toast);

  // A page shown by a client navigation is laid out anew anyway: the web fonts, loaded after the
  // first page's paint and kept off on it (webFonts.ts), come on with it, before it is painted.
  const firstPageShown = useRef(true);
  useLayoutEffect(() => {
    if (firstPageShown.current) firstPageShown.current = false;
    else switchOnLoadedWebFonts();
  }, [shown.key]);

  useEffect(() => {
    if (key === shown.key) return;
    const reason = fullReloadReason(key, { features: site.features, newBuild });
    if (reason && reloadTo(key)) return;
    const controller = new AbortController();
    // The page shown first takes the new one's place only once it is hydrated itself (an update
    // to its server markup before then would throw the markup away).
    wakeFirstPage();
    // The error screens' code, while the line is up: a navigation may end on one.
    void errorScreen.preload().catch(() => undefined);
    const previousPath = shown.key.split('?', 1)[0];
    (async () => {
      try {
        const response = await fetch(payloadUrl(key), { credentials: 'include', signal: controller.signal });
        if (!response.ok) throw new PayloadError(response.status, payloadUrl(key));
        const loaded = (await response.json()) as LoadedPage;
        const redirect = loaded.page.redirect;
        if (redirect) {
          const target = new URL(redirect.location, window.location.href);
          if (target.origin !== window.location.origin) window.location.replace(target.href);
          else navigate(`${target.pathname}${target.search}`, { replace: true });
          return;
        }
        const { route } = resolveRoute(key.split('?', 1)[0]!);
        const screen = route && loaded.page.routeName && loaded.page.status < 500 ? route.page : errorScreen;
        await screen.preload();
        await firstPageHydrated;
        if (controller.signal.aborted) return;
        // One low-priority update: typing and clicking stay responsive while the page switches.
        startTransition(() => {
          applyPayload(loaded.fallback);
          setShown({ key, page: loaded.page });
        });
        if (key.split('?', 1)[0] !== previousPath) window.scrollTo(0, 0);
      } catch (error) {
        if (controller.signal.aborted) return;
        // Spec section 8: a network failure or a 5xx answer shows the error toast.
        console.error('[site] navigation', error);
        toast.error(NETWORK_ERROR);
        // The error page shows the server's status; a request that got no answer shows 503.
        const status = error instanceof PayloadError && error.status >= 500 ? error.status : 503;
        const canShow = await errorScreen.preload().then(
          () => true,
          () => false,
        );
        await firstPageHydrated;
        if (controller.signal.aborted) return;
        // No error screen to show either (its code did not come: offline since the page loaded): the
        // browser loads the address itself and says what went wrong.
        if (!canShow && reloadTo(key)) return;
        setShown({ key, page: { routeName: null, params: {}, status } });
      }
    })();
    return () => controller.abort();
  }, [key, shown.key, site.features, newBuild, navigate]);

  // Until the page of the new URL is ready, the previous one stays with a progress bar.
  const isNavigating = key !== shown.key;
  // The same element while the page stays: the first page, waiting for its code, must get no update.
  const screen = useMemo(() => <Screen shown={shown} />, [shown]);
  return (
    <>
      {isNavigating ? <div className={styles.progress} role="progressbar" aria-label="Ładowanie strony" /> : null}
      {screen}
    </>
  );
}

/** Marks the first page hydrated as it commits (it is in the same boundary as the page). */
function Hydrated() {
  useLayoutEffect(firstPageDone, []);
  return null;
}

/** The page of `shown`, in a boundary of its own: the first page's may wait for its code. */
function Screen({ shown }: { shown: Shown }) {
  const [pathname, query = ''] = shown.key.split('?', 2) as [string, string?];
  const { route } = resolveRoute(pathname);
  const { status, routeName, params } = shown.page;
  const screen =
    status >= 500 || !routeName || !route ? (
      <errorScreen.Component params={{ status: String(status >= 500 ? status : 404) }} search="" />
    ) : (
      <route.page.Component params={params} search={query} pathname={pathname} />
    );
  // Outside the page's boundary: it runs while the first page still waits for its code.
  const { productView } = shown.page;
  return (
    <>
      {productView ? <ProductView key={productView} sku={productView} /> : null}
      <Suspense>
        {screen}
        <Hydrated />
      </Suspense>
    </>
  );
}
