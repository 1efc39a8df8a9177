import { MENU_MESSAGES, type MenuItem, SEARCH_MESSAGES } from '@kwc/domain';
import { menuKey, useMenu } from '@kwc/hooks';
import { buildMenuTree, type MenuNode, MobileSidebar } from '@kwc/ui';
import { useRef } from 'react';
import { useLocation } from 'wouter';

import { scopeMenuToContext, useContextCategory } from '../../app/contextCategory';
import { container } from '../../app/layout.css';
import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { useHeaderSearch } from '../../app/SiteLayout';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import * as styles from './SearchPage.css';

const SEARCH_PATH = '/szukaj.html';
/** ours: the route's descriptions (the spec gives none). */
const DESCRIPTIONS = {
  menu: 'Menu katalogu kosmetyków KWC: kategorie pielęgnacji, makijażu, włosów i perfum w jednym miejscu.',
  search: 'Wyszukiwarka kosmetyków KWC: znajdź produkt lub markę i przeczytaj opinie recenzentek.',
} as const;

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
 */
export default function SearchPage({ search }: PageProps) {
  const [, navigate] = useLocation();
  const { data: menu = [] } = useMenu('uroda');
  const mode = new URLSearchParams(search).get('tryb') === 'szukaj' ? 'search' : 'menu';
  // Following a link closes the sheet too: then the link decides where to go, not `back`.
  const followed = useRef(false);
  const close = () => {
    if (!followed.current) navigate(closeTarget(search), { replace: true });
  };
  const { features, origin } = useSiteContext();
  const context = useContextCategory(menu, features.contextCategory);
  // A search applies to the page the menu was opened on (`back`), as it does from the header there.
  const { panel } = useHeaderSearch(
    () => {
      followed.current = true;
    },
    context.current?.id ?? null,
    closeTarget(search),
  );
  const items = scopeMenuToContext(menu, context.current?.id ?? null);
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
      <MenuMap title={title} items={mode === 'menu' ? items : []} />
      <MobileSidebar
        items={items}
        contextCategory={context.current}
        contextCategories={context.categories}
        onContextChange={context.choose}
        open
        mode={mode}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        linkAs={RouterLink}
        onNavigate={() => {
          followed.current = true;
        }}
        searchSlot={panel}
      />
    </>
  );
}

/** The whole menu as nested lists of links: the route's content before (or without) the sheet. */
function MenuMap({ title, items }: { title: string; items: readonly MenuItem[] }) {
  const tree = buildMenuTree(items);
  return (
    <div className={`${container} ${styles.map}`}>
      <h1 className={styles.title}>{title}</h1>
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
