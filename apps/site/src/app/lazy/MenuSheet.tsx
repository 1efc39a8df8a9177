import { useMenu } from '@kwc/hooks';
import { MobileSidebar, type MobileSidebarProps } from '@kwc/ui';
import { useMemo } from 'react';

import { scopeMenuToContext } from '../contextCategory';

/**
 * The phone's menu and search sheet, loaded on demand (React.lazy): a module of its own, so the
 * bundler splits the sheet (and the Radix dialog under it) off the first view. It draws the whole
 * `uroda` menu, which the first view does not carry (its chrome needs the first level only): the
 * sheet shows once the menu is in (`SiteLayout` asks for it with the tap that opens the sheet).
 */
export default function MenuSheet({
  contextId,
  ...props
}: Omit<MobileSidebarProps, 'items'> & { contextId: number | null }) {
  const { data: menu } = useMenu('uroda');
  const items = useMemo(() => (menu ? scopeMenuToContext(menu, contextId) : null), [menu, contextId]);
  // Search needs no menu: it opens at once, and the menu's layers join it when they come.
  if (!items && props.mode !== 'search') return null;
  return <MobileSidebar {...props} items={items ?? []} />;
}
