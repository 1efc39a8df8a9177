import type { MenuItem, MenuResponse } from '@kwc/domain';
import { useApiClient } from '@kwc/hooks';
import useSWR from 'swr';

/**
 * The SWR key of the menu's first level (`uroda`): what every page's chrome shows (the header's
 * categories, the context categories). Not an address: it is made from the whole menu, which the
 * page carries only where it draws more of it (the phone's sheet loads it when opened).
 */
export const TOP_MENU_KEY = 'kwc:menu:uroda:first-level';

/**
 * The first level of a menu: the nodes the header shows (level 1) and the context categories
 * (root nodes). The whole menu is ten times as long.
 */
export function topLevelMenu(menu: readonly MenuItem[]): MenuItem[] {
  return menu.filter((item) => item.parent_id === null || item.level === 1);
}

/** The first level of the `uroda` menu; the server renders it into every page's data. */
export function useTopLevelMenu(): readonly MenuItem[] {
  const client = useApiClient();
  const { data } = useSWR<MenuResponse>(TOP_MENU_KEY, () => client.getMenu('uroda').then(topLevelMenu));
  return data ?? [];
}
