import { firstLevelMenuItems, type MenuItem, menuItemHref } from '@kwc/domain';
import type { ElementType } from 'react';

/**
 * How deep the mobile menu goes (spec section 2 "Mobile menu and search panel": a top layer and
 * nested layers up to four levels deep). The top layer lists level 1; a node on level 4 never opens
 * a layer of its own, even when the menu data has children under it.
 */
export const MENU_MAX_DEPTH = 4;

/** Where a menu node leads, or nothing for a node that only opens its layer. */
export interface MenuLinkTarget {
  href: string;
  /**
   * True for a custom_url node: an external link (spec section 2), which the browser follows as a
   * page load of its own rather than the site's router (`linkAs`).
   */
  external: boolean;
  /** True for an address on another site: it opens in a new tab. */
  newTab: boolean;
}

/** The attribute that marks a menu's external link, for a site's own click handlers to leave alone. */
export const EXTERNAL_LINK_ATTRIBUTE = 'data-external-link';

/** One node of the menu tree, with its children already resolved and trimmed to the depth limit. */
export interface MenuNode {
  item: MenuItem;
  /** 1 for the top layer, up to `MENU_MAX_DEPTH`. */
  depth: number;
  /** Where the node leads on its own (a category or custom_url node); `null` for a wrapper. */
  link: MenuLinkTarget | null;
  /** Children in menu order; a node with children opens a layer instead of navigating. */
  children: MenuNode[];
}

/** The menu as a tree: the top layer's nodes and every reachable node by `node_id`. */
export interface MenuTree {
  roots: MenuNode[];
  byId: ReadonlyMap<number, MenuNode>;
}

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Where a menu node leads (spec section 2): its category's url_key path, or a custom_url node's
 * content as an external link. Only another site's address opens a new tab: a custom_url holding a
 * path of this site (`/kwc-regulamin`) loads in place.
 */
export function menuLinkTarget(item: MenuItem): MenuLinkTarget | null {
  const target = menuItemHref(item);
  if (!target) return null;
  return { href: target.href, external: target.external, newTab: target.external && ABSOLUTE_URL.test(target.href) };
}

/**
 * The element and attributes a menu link renders with: the site's `linkAs` for a category, a plain
 * anchor marked external for a custom_url, with a new tab for another site.
 */
export function menuLinkProps(
  link: MenuLinkTarget,
  linkAs: ElementType,
): { as: ElementType; attributes: Record<string, string> } {
  if (!link.external) return { as: linkAs, attributes: {} };
  return {
    as: 'a',
    attributes: {
      [EXTERNAL_LINK_ATTRIBUTE]: '',
      ...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    },
  };
}

/**
 * Builds the menu tree from the flat list the menu API answers with. The top layer holds the
 * level-1 nodes whose `is_active` is '1' (spec section 2); deeper nodes hang under their
 * `parent_id` in list order. Nodes past `MENU_MAX_DEPTH`, orphans and nodes that would lead
 * nowhere (a wrapper, or an unreadable node, without children) are left out.
 */
export function buildMenuTree(items: readonly MenuItem[]): MenuTree {
  const childrenOf = new Map<number, MenuItem[]>();
  for (const item of items) {
    if (item.parent_id === null) continue;
    const siblings = childrenOf.get(item.parent_id);
    if (siblings) siblings.push(item);
    else childrenOf.set(item.parent_id, [item]);
  }

  const byId = new Map<number, MenuNode>();

  function toNode(item: MenuItem, depth: number): MenuNode | null {
    // The depth limit also ends a cycle in bad data: no node is visited past it.
    const children =
      depth < MENU_MAX_DEPTH
        ? (childrenOf.get(item.node_id) ?? [])
            .map((child) => toNode(child, depth + 1))
            .filter((child): child is MenuNode => child !== null)
        : [];
    const link = menuLinkTarget(item);
    if (children.length === 0 && !link) return null;
    const node: MenuNode = { item, depth, link, children };
    byId.set(item.node_id, node);
    return node;
  }

  const roots = firstLevelMenuItems(items)
    .map((item) => toNode(item, 1))
    .filter((node): node is MenuNode => node !== null);
  return { roots, byId };
}

/**
 * The nodes of the open layers, outermost first, for a path of `node_id`s. The path is kept only as
 * far as each node has children and sits in the layer opened before it, so a path left over from
 * other menu data (a context switch) falls back to the deepest layer that still exists.
 */
export function resolveLayerPath(tree: MenuTree, path: readonly number[]): MenuNode[] {
  const layers: MenuNode[] = [];
  let current = tree.roots;
  for (const id of path) {
    const node = current.find((candidate) => candidate.item.node_id === id);
    if (!node || node.children.length === 0) break;
    layers.push(node);
    current = node.children;
  }
  return layers;
}

/** The nodes listed in the layer a path shows: its last node's children, or the top layer. */
export function layerNodes(tree: MenuTree, layers: readonly MenuNode[]): MenuNode[] {
  return layers.at(-1)?.children ?? tree.roots;
}
