import { MENU_MESSAGES, type MenuItem, SEARCH_MESSAGES } from '@kwc/domain';
import { menuKey, useMenu } from '@kwc/hooks';
import { buildMenuTree, type MenuNode, MobileSidebar } from '@kwc/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

import { WHOLE_CATALOGUE_PATH } from '../../app/config';
import { scopeMenuToContext, useContextCategory } from '../../app/contextCategory';
import { isFirstPageHydrated } from '../../app/firstView';
import { container } from '../../app/layout.css';
import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { loadSearchPanel, searchTargetPath, useHeaderSearch } from '../../app/SiteLayout';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import * as styles from './SearchPage.css';

const SEARCH_PATH = '/szukaj.html';
/** ours: the route's descriptions (the spec gives none). */
const DESCRIPTIONS = {
  menu: 'Menu katalogu kosmetyków KWC: kategorie pielęgnacji, makijażu, włosów i perfum w jednym miejscu.',
  search: 'Wyszukiwarka kosmetyków KWC: znajdź produkt lub markę i przeczytaj opinie recenzentek.',
} as const;

/** ours: the page's way out, as the sheet's close button says it. */
const CLOSE = 'Zamknij';

/** Where closing the menu goes: the `back` query parameter when it is an in-site path, else home. */
export function closeTarget(search: string): string {
  const back = new URLSearchParams(search).get('back');
  return back && back.startsWith('/') && !back.startsWith('//') ? back : '/';
}

/** The route exists only with the separate-mobile-menu feature on (spec section 2): 404 otherwise. */
export async function load(context: LoaderContext): Promise<LoaderResult> {
  if (!context.features.separateMobileMenuRoute) return { status: 404 };
  // The whole menu: the page draws all of it (other pages carry its first level only).
  const key = menuKey('uroda');
  return { fallback: { [key]: await context.fetchJson(key) } };
}

/**
 * `/szukaj.html`: the mobile menu and search as a route of its own (spec section 2, the
 * separate-mobile-menu feature). `?tryb=szukaj` opens search; closing goes to `back` or home.
 *
 * Opened from a page (the header's buttons), the route is a sheet over the menu's page of links.
 * Opened as the first page, it is that page of links with a search field: the sheet and its code
 * wait for the field (its search suggestions), as every first view waits for its visitor.
 */
export default function SearchPage({ search }: PageProps) {
  const [, navigate] = useLocation();
  const { data: menu = [] } = useMenu('uroda');
  const mode = new URLSearchParams(search).get('tryb') === 'szukaj' ? 'search' : 'menu';
  const [sheet, setSheet] = useState<'menu' | 'search' | null>(() =>
    typeof document !== 'undefined' && isFirstPageHydrated() ? mode : null,
  );
  const back = closeTarget(search);
  // Following a link closes the sheet too: then the link decides where to go, not `back`.
  const followed = useRef(false);
  const close = () => {
    if (!followed.current) navigate(back, { replace: true });
  };
  const { features, origin } = useSiteContext();
  const context = useContextCategory(menu, features.contextCategory);
  // A search applies to the page the menu was opened on (`back`), as it does from the header there.
  const {
    panel,
    search: { setPhrase },
  } = useHeaderSearch(
    () => {
      followed.current = true;
    },
    context.current?.id ?? null,
    back,
  );
  const items = scopeMenuToContext(menu, context.current?.id ?? null);
  // The sheet's field takes over from the page's once the panel's code is in: until then, what is
  // typed stays in the page's field, and the sheet starts with all of it.
  const openSearch = (field: HTMLInputElement) => {
    void loadSearchPanel().then(() => {
      setPhrase(field.value);
      setSheet('search');
    });
  };
  // A field focused and typed into while the page's code came: the sheet takes over what was typed.
  const fieldRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const field = fieldRef.current;
    if (field && document.activeElement === field) openSearch(field);
    // Once, as the first page comes alive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const title =
    mode === 'search' ? SEARCH_MESSAGES.title : context.current ? MENU_MESSAGES.titleWithContext : MENU_MESSAGES.title;
  return (
    <>
      <Seo
        title={title}
        description={DESCRIPTIONS[mode]}
        canonicalPath={SEARCH_PATH}
        robots="noindex,follow"
        jsonLd={[trailJsonLd([HOME_CRUMB, { label: title, href: SEARCH_PATH }], origin)]}
      />
      {/* The sheet is a dialog: it opens in the browser. The server sends the menu as a page of
          links under it, for readers without JavaScript and for the first paint. */}
      <MenuMap title={title} items={mode === 'menu' ? items : []} closeHref={back}>
        {/* Without JavaScript, a plain search of the listing the menu was opened on. */}
        <form
          role="search"
          method="get"
          action={searchTargetPath(back) ?? WHOLE_CATALOGUE_PATH}
          className={styles.searchForm}
        >
          <input
            ref={fieldRef}
            type="search"
            name="q"
            aria-label={SEARCH_MESSAGES.title}
            placeholder={SEARCH_MESSAGES.placeholder}
            autoComplete="off"
            className={styles.searchField}
            onFocus={(event) => openSearch(event.currentTarget)}
            onClick={(event) => openSearch(event.currentTarget)}
            // Typed while the sheet's field is on its way: the sheet's phrase follows.
            onChange={(event) => {
              if (sheet === 'search') setPhrase(event.currentTarget.value);
            }}
          />
        </form>
      </MenuMap>
      {sheet ? (
        <MobileSidebar
          items={items}
          contextCategory={context.current}
          contextCategories={context.categories}
          onContextChange={context.choose}
          open
          mode={sheet}
          onOpenChange={(open) => {
            if (!open) close();
          }}
          linkAs={RouterLink}
          onNavigate={() => {
            followed.current = true;
          }}
          searchSlot={panel}
        />
      ) : null}
    </>
  );
}

/** The whole menu as nested lists of links: the route's content before (or without) the sheet. */
function MenuMap({
  title,
  items,
  closeHref,
  children,
}: {
  title: string;
  items: readonly MenuItem[];
  /** Where closing the route goes (spec section 2: `back`, else home). */
  closeHref: string;
  children: ReactNode;
}) {
  const tree = buildMenuTree(items);
  return (
    <div className={`${container} ${styles.map}`}>
      <div className={styles.titleRow}>
        <h1 className={styles.title}>{title}</h1>
        <RouterLink href={closeHref} className={styles.close}>
          {CLOSE}
        </RouterLink>
      </div>
      {children}
      {tree.roots.length > 0 ? (
        <nav aria-label={title}>
          <MenuMapList nodes={tree.roots} />
        </nav>
      ) : null}
    </div>
  );
}

function MenuMapList({ nodes }: { nodes: readonly MenuNode[] }) {
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.item.node_id} className={styles.item}>
          {node.link ? (
            <RouterLink
              href={node.link.href}
              className={node.depth === 1 ? `${styles.link} ${styles.topLink}` : styles.link}
              {...(node.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {node.item.title}
            </RouterLink>
          ) : (
            <span className={styles.group}>{node.item.title}</span>
          )}
          {node.children.length > 0 ? <MenuMapList nodes={node.children} /> : null}
        </li>
      ))}
    </ul>
  );
}
