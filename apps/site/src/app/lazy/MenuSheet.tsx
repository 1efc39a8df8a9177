import { useMenu } from '@kwc/hooks';
import { MobileSidebar, type MobileSidebarProps } from '@kwc/ui';
import { useMemo } from 'react';

import { scopeMenuToContext } from '../contextCategory';

/**
 * The phone's menu and search sheet, a module of its own (React.lazy) so that it and its Radix dialog
 * stay out of the first view. It draws the whole `uroda` menu, which the first view does not carry:
 * it shows once the menu is in (`SiteLayout` asks for it with the tap that opens the sheet).
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
