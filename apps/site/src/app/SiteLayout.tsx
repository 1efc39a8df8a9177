import {
  COOKIE_NAMES,
  decodeAbCookie,
  LOCAL_STORAGE_KEYS,
  normalizeSearchPhrase,
  searchResultTitle,
} from '@kwc/domain';
import {
  menuKey,
  useApiClient,
  useCookie,
  useCookieStore,
  useKeyValueStorage,
  useSearchPhrase,
  useWishlistAtStart,
} from '@kwc/hooks';
import { HideOnScroll, SiteHeader, Spinner, type SearchPanelProps } from '@kwc/ui';
import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { preload } from 'swr';
import { useLocation, useSearch as useQuery } from 'wouter';

import { WHOLE_CATALOGUE_PATH } from './config';
import { whenWanted } from './firstView';
import { FooterSlot } from './FooterSlot';
import { useContextCategory } from './contextCategory';
import { LastRouteProvider } from './lastRoute';
import * as styles from './layout.css';
import { RouterLink } from './RouterLink';
import { useAnalytics } from './analytics';
import { AB_DEMO_TEST_ID, ACCOUNT_ON_INTENT } from './config';
import { useSiteContext } from './SiteContext';
import { useTopLevelMenu } from './siteMenu';
import { keepAnonymousId, useVisitor } from './Visitor';

/** `/szukaj.html`, the separate mobile menu and search route (spec section 2). */
export const MOBILE_MENU_PATH = '/szukaj.html';

// The search panel (and the React Aria field in it) loads when search is opened, not with the page.
export const loadSearchPanel = () => import('./lazy/SearchPanel');
const SearchPanel = lazy(loadSearchPanel);
// The mobile sheet (a Radix dialog) loads the first time the menu or search is opened on a phone.
const loadMenuSheet = () => import('./lazy/MenuSheet');
const MenuSheet = lazy(loadMenuSheet);
// The signed-in user's menu, the session's checks and lists reload: loaded once a session may exist.
const loadAccountMenu = () => import('./lazy/AccountMenu');
const AccountMenu = lazy(loadAccountMenu);

/** What `SiteHeader` needs to show the `accountMenu` slot (the menu shows the user itself). */
const ACCOUNT_SLOT_USER = { userId: 0, username: '', avatar: null, rank: '' };

/**
 * Whether the header carries the account menu (lazily loaded): from the start when the server
 * rendered the page for a session; then as soon as the visitor has a session cookie or its refresh
 * marker, or opens an account screen (where a login begins one). It stays once there, so the
 * login, logout and lists' reload are seen by the same mounted menu. The login and registration
 * screens, which wait for a sign of use, get it with their own code: their first views carry none.
 */
function useAccountMenuShown(location: string): boolean {
  const { signedIn = false } = useSiteContext();
  const cookies = useCookieStore();
  const storage = useKeyValueStorage();
  // Hydration starts from what the server rendered (`signedIn`), then reads the browser's state.
  const hasCookie = useSyncExternalStore(
    cookies.subscribe ?? noSubscription,
    () => cookies.get(COOKIE_NAMES.jwtHeaderPayload) !== null,
    () => signedIn,
  );
  const hasMarker = useSyncExternalStore(
    storage.subscribe ?? noSubscription,
    () => storage.getItem(LOCAL_STORAGE_KEYS.refreshTokenExpiresAt) !== null,
    () => false,
  );
  const accountScreen = location.startsWith('/konto/');
  const [pageAwake, setPageAwake] = useState(false);
  const waitsForPage = accountScreen && !pageAwake && ACCOUNT_ON_INTENT.has(location);
  useEffect(() => {
    if (!waitsForPage) return;
    let live = true;
    // The menu's code first, then the menu in a transition: the header's entry never blinks out.
    void whenWanted(loadAccountMenu).then(() => live && startTransition(() => setPageAwake(true)));
    return () => {
      live = false;
    };
  }, [waitsForPage]);
  const wanted = signedIn || hasCookie || hasMarker || (accountScreen && !waitsForPage);
  const [shown, setShown] = useState(wanted);
  if (wanted && !shown) setShown(true);
  return shown || wanted;
}

const noSubscription = () => () => undefined;

function LazySearchPanel(props: SearchPanelProps) {
  return (
    <Suspense fallback={<Spinner label="Ładowanie wyszukiwarki…" />}>
      <FocusFieldOnMount>
        <SearchPanel {...props} />
      </FocusFieldOnMount>
    </Suspense>
  );
}

/**
 * The panel arrives after its dropdown or sheet has opened (and placed focus on what existed
 * then): once it is there, the search field takes the focus, so typing goes into it.
 */
function FocusFieldOnMount({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/**
 * The listing a search from the header applies to: the current listing's category, without its
 * filters, promo and shop choices included (spec section 2 "Search": applying a search clears the
 * filters and the page), else none.
 */
export function searchTargetPath(location: string): string | null {
  const pathname = location.split(/[?#]/, 1)[0] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0 || pathname.endsWith('.html') || pathname === MOBILE_MENU_PATH) return null;
  const catalogue = segments[0] === 'katalog-uroda';
  const first = catalogue ? segments[1] : segments[0];
  if (!first) return null;
  // Pages that are not listings.
  if (
    !catalogue &&
    /^(wishlist|kwc-|skladnik-|mapa-kategorii|popularne-marki|wazne-skladniki|lista-kategorii|najnowsze-recenzje)/.test(
      first,
    )
  ) {
    return null;
  }
  // The url key is the first segment up to its first `_` (the category-path codec's reading; promo
  // and shop choices follow it), kept escaped as it is in the address.
  const urlKey = first.split('_', 1)[0];
  return urlKey ? `${catalogue ? '/katalog-uroda' : ''}/${urlKey}` : null;
}

/** The header's search: a panel of results, and Enter applying the phrase to a listing. */
export function useHeaderSearch(
  onDone?: () => void,
  contextCategoryId: number | null = null,
  /** The page the search applies to, when it is not the current one (the menu route's `back`). */
  from?: string,
) {
  const [current, navigate] = useLocation();
  const location = from ?? current;
  // With a context category, search looks within it (spec section 7, `contextCategoryId`).
  const search = useSearchPhrase({ contextCategoryId });
  const analytics = useAnalytics();
  const go = (href: string, phrase: string) => {
    // The phrase applied with Enter or its button: no hint followed. ours: `hint` names the result.
    analytics.track('search', { search_term: phrase, hint: '' });
    onDone?.();
    navigate(href);
  };
  const submit = (phrase: string) => {
    // Applying a search leads to a results listing (spec section 2 "Search"): the current
    // listing's category, or the whole catalogue outside one; `q` set, filters and page cleared.
    const target = searchTargetPath(location) ?? WHOLE_CATALOGUE_PATH;
    go(`${target}?q=${encodeURIComponent(normalizeSearchPhrase(phrase))}`, phrase);
  };
  const panel = (
    <LazySearchPanel
      value={search.phrase}
      onChange={search.setPhrase}
      results={search.results}
      isLoading={search.isLoading}
      onSubmit={submit}
      onNavigate={(result) => {
        analytics.track('search', { search_term: search.phrase, hint: searchResultTitle(result._source) });
        onDone?.();
      }}
      linkAs={RouterLink}
    />
  );
  return { panel, search };
}

/** The `kwc` layout of spec section 2: header (hidden on scroll down on phones), content, footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const query = useQuery();
  const { features } = useSiteContext();
  // The demo A/B test (docs/analytics.md): its segment, from the cookie the server rendered with.
  const abDemo = decodeAbCookie(useCookie(COOKIE_NAMES.abConfig))[AB_DEMO_TEST_ID];
  // The first level: the page's data carries no more (the phone's sheet loads the whole menu).
  const menu = useTopLevelMenu();
  const context = useContextCategory(menu, features.contextCategory);
  const contextId = context.current?.id ?? null;
  const client = useApiClient();
  const visitor = useVisitor();
  const { wishlist } = visitor;
  // A first-time visitor has no wishlist yet: the anonymous id is created now, nothing to load. A
  // signed-in visitor's list is the account's. The server reads none at start.
  const [returningVisitor] = useState(() => typeof document !== 'undefined' && !visitor.isFirstVisit());
  // Creates a first-time visitor's anonymous id (spec section 4: set while logged out; a login
  // removes it). The layout shows nothing of it, so it does not subscribe to the cookie
  // (`useAnonymousId` would re-render the layout right after hydration).
  const cookies = useCookieStore();
  useEffect(() => keepAnonymousId(cookies), [cookies]);
  const accountMenuShown = useAccountMenuShown(location);
  useWishlistAtStart(wishlist, { pathname: location, enabled: features.wishlist && returningVisitor });
  // The count alone: the header (with its menus) re-renders only when the count changes, not at
  // each step of the wishlist's loading and checks.
  const allListsTotal = useSyncExternalStore(
    wishlist.subscribe,
    () => wishlist.getSnapshot().allListsTotal,
    () => wishlist.getServerSnapshot().allListsTotal,
  );
  const [searchOpen, setSearchOpen] = useState(false);
  const [sheet, setSheet] = useState<'menu' | 'search' | null>(null);
  // Once opened, the sheet stays mounted (closed) so it can animate out and open again at once.
  const [sheetUsed, setSheetUsed] = useState(false);
  const { panel } = useHeaderSearch(() => {
    setSearchOpen(false);
    setSheet(null);
  }, contextId);
  const here = query ? `${location}?${query}` : location;

  const openMobile = (mode: 'menu' | 'search') => {
    if (features.separateMobileMenuRoute) {
      const back = location === MOBILE_MENU_PATH ? '/' : here;
      navigate(
        `${MOBILE_MENU_PATH}?${new URLSearchParams({ ...(mode === 'search' ? { tryb: 'szukaj' } : {}), back })}`,
      );
    } else {
      // The sheet's code and the whole menu load side by side with the tap that first opens it.
      if (!sheetUsed) {
        void loadMenuSheet();
        // A failure is the sheet's to show (its `useMenu` reads this request), not an unhandled one.
        preload(menuKey('uroda'), () => client.getMenu('uroda')).catch(() => undefined);
      }
      setSheetUsed(true);
      setSheet(mode);
    }
  };

  return (
    <LastRouteProvider>
      <div className={styles.page} data-ab-demo={abDemo}>
        <a href="#tresc" className={styles.skipLink}>
          Przejdź do treści
        </a>
        <HideOnScroll className={styles.chrome}>
          <SiteHeader
            items={menu}
            wishlistCount={allListsTotal}
            linkAs={RouterLink}
            sticky={false}
            onMenuClick={() => openMobile('menu')}
            menuOpen={sheet === 'menu'}
            onSearchClick={() => openMobile('search')}
            searchPanel={panel}
            searchOpen={searchOpen}
            onSearchOpenChange={setSearchOpen}
            currentHref={location}
            user={accountMenuShown ? ACCOUNT_SLOT_USER : null}
            accountMenu={
              accountMenuShown ? (
                <Suspense fallback={null}>
                  <AccountMenu />
                </Suspense>
              ) : undefined
            }
          />
        </HideOnScroll>
        {/* Boundaries (nothing suspends on the server, so the HTML is whole): hydration handles the
            page and the footer as separate pieces of work and yields between them. */}
        <main id="tresc" className={styles.main}>
          <Suspense>{children}</Suspense>
        </main>
        <Suspense>
          <FooterSlot />
        </Suspense>
        {features.separateMobileMenuRoute || !sheetUsed ? null : (
          <Suspense fallback={null}>
            <MenuSheet
              contextId={contextId}
              contextCategory={context.current}
              contextCategories={context.categories}
              onContextChange={context.choose}
              open={sheet !== null}
              mode={sheet ?? 'menu'}
              onOpenChange={(open) => setSheet(open ? (sheet ?? 'menu') : null)}
              linkAs={RouterLink}
              searchSlot={panel}
            />
          </Suspense>
        )}
      </div>
    </LastRouteProvider>
  );
}
