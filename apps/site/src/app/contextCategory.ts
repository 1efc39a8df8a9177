import { COOKIE_LIFETIME, COOKIE_NAMES, type CategorySummary, type MenuItem } from '@kwc/domain';
import { useCookie, useCookieStore } from '@kwc/hooks';
import { useCallback, useMemo } from 'react';

import { HOME_CONTEXT_SUFFIX } from './config';

const DAY_S = 24 * 60 * 60;

/**
 * The context categories (spec section 2 "Mobile menu"): the categories of the menu's first level
 * that are shown there (`is_active` '1'). The menu's own titles name them.
 */
export function contextCategories(menu: readonly MenuItem[]): CategorySummary[] {
  return menu
    .filter(
      (item) =>
        item.parent_id === null &&
        item.is_active === '1' &&
        item.type === 'category' &&
        item.category_id !== null &&
        item.category_url_key !== null,
    )
    .map((item) => ({ id: item.category_id!, url_key: item.category_url_key!, full_name: item.title }));
}

/**
 * The menu scoped to a context category: the nodes under that category's first-level node, one
 * level up, so its children make the top layer. The whole menu when the category is not in it.
 */
export function scopeMenuToContext(menu: readonly MenuItem[], contextId: number | null): readonly MenuItem[] {
  if (contextId === null) return menu;
  const root = menu.find((item) => item.parent_id === null && item.category_id === contextId);
  if (!root) return menu;
  const children = new Map<number, MenuItem[]>();
  for (const item of menu) {
    if (item.parent_id === null) continue;
    const siblings = children.get(item.parent_id) ?? [];
    siblings.push(item);
    children.set(item.parent_id, siblings);
  }
  const scoped: MenuItem[] = [];
  const visit = (parent: MenuItem) => {
    for (const child of children.get(parent.node_id) ?? []) {
      const top = parent === root;
      // Under the context, its children are the first level: shown there, as every child was.
      scoped.push(top ? { ...child, parent_id: null, level: 1, is_active: '1' } : { ...child, level: child.level - 1 });
      visit(child);
    }
  };
  visit(root);
  return scoped;
}

/** The home-with-context path of a context category: `/{url_key}/strona-glowna`. */
export function homeWithContextPath(category: Pick<CategorySummary, 'url_key'>): string {
  return `/${category.url_key}${HOME_CONTEXT_SUFFIX}`;
}

export interface ContextCategoryState {
  /** The context categories the switcher offers (none while the feature is off). */
  categories: CategorySummary[];
  /** The chosen context, from the `context-category` cookie; `null` for none (or feature off). */
  current: CategorySummary | null;
  /** Remembers a context for 365 days (spec section 9), or forgets it with `null`. */
  choose: (category: CategorySummary | null) => void;
}

/**
 * The visitor's context category (spec sections 2 and 9): kept in the `context-category` cookie (the
 * category's id), read on the server too, so the scoped menu is in the server-rendered HTML.
 */
export function useContextCategory(menu: readonly MenuItem[], enabled: boolean): ContextCategoryState {
  const cookies = useCookieStore();
  const cookie = useCookie(COOKIE_NAMES.contextCategory);
  const categories = useMemo(() => (enabled ? contextCategories(menu) : []), [enabled, menu]);
  const current = categories.find((category) => String(category.id) === cookie) ?? null;
  const choose = useCallback(
    (category: CategorySummary | null) => {
      if (category) {
        cookies.set(COOKIE_NAMES.contextCategory, String(category.id), {
          maxAge: COOKIE_LIFETIME.contextCategoryDays * DAY_S,
        });
      } else {
        cookies.remove(COOKIE_NAMES.contextCategory);
      }
    },
    [cookies],
  );
  return { categories, current, choose };
}
