import { useMenu } from '@kwc/hooks';
import { MobileSidebar } from '@kwc/ui';
import { useRef } from 'react';
import { useLocation } from 'wouter';

import { scopeMenuToContext, useContextCategory } from '../../app/contextCategory';
import type { PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { useHeaderSearch } from '../../app/SiteLayout';

/** Where closing the menu goes: the `back` query parameter when it is an in-site path, else home. */
export function closeTarget(search: string): string {
  const back = new URLSearchParams(search).get('back');
  return back && back.startsWith('/') && !back.startsWith('//') ? back : '/';
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
  const { features } = useSiteContext();
  const context = useContextCategory(menu, features.contextCategory);
  const { panel } = useHeaderSearch(() => {
    followed.current = true;
  }, context.current?.id ?? null);
  return (
    <>
      <Seo title={mode === 'search' ? 'Szukaj' : 'Menu'} robots="noindex,follow" />
      <MobileSidebar
        items={scopeMenuToContext(menu, context.current?.id ?? null)}
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
