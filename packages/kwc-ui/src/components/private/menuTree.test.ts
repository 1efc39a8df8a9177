import type { MenuItem } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { urodaMenu } from './fixtures/menu.fixtures';
import {
  buildMenuTree,
  EXTERNAL_LINK_ATTRIBUTE,
  layerNodes,
  MENU_MAX_DEPTH,
  menuLinkProps,
  menuLinkTarget,
  resolveLayerPath,
} from './menuTree';

function node(overrides: Partial<MenuItem> & Pick<MenuItem, 'node_id'>): MenuItem {
  return {
    parent_id: null,
    title: `Węzeł ${overrides.node_id}`,
    type: 'category',
    level: 1,
    classes: '',
    content: '',
    category_id: null,
    category_url_key: `kategoria-${overrides.node_id}`,
    is_active: '1',
    ...overrides,
  };
}

describe('buildMenuTree', () => {
  const tree = buildMenuTree(urodaMenu);

  it('puts the active level-1 nodes in the top layer, in menu order', () => {
    expect(tree.roots.map((root) => root.item.title)).toEqual([
      'Pielęgnacja twarzy',
      'Makijaż',
      'Włosy',
      'Ciało',
      'Perfumy',
      'Paznokcie',
      'Nowości',
      'Inspiracje',
    ]);
    // is_active '0' hides a first-level node and everything under it (spec section 2).
    expect(tree.byId.has(90)).toBe(false);
    expect(tree.byId.has(91)).toBe(false);
  });

  it('hangs children under their parent, four levels deep', () => {
    const face = tree.byId.get(1);
    expect(face?.children.map((child) => child.item.title)).toEqual([
      'Kremy do twarzy',
      'Oczyszczanie twarzy',
      'Serum do twarzy',
      'Maseczki do twarzy',
      'Demakijaż',
    ]);
    expect(tree.byId.get(4)).toMatchObject({ depth: 4, children: [] });
  });

  it('gives categories their url_key path and custom_url nodes their address', () => {
    expect(tree.byId.get(3)?.link).toEqual({ href: '/kremy-na-dzien', external: false, newTab: false });
    expect(tree.byId.get(81)?.link).toEqual({
      href: 'https://magazyn.kwc.pl/trendy-makijaz',
      external: true,
      newTab: true,
    });
    // A custom_url holding a path on this site is an external link that loads in place.
    expect(tree.byId.get(83)?.link).toEqual({ href: '/kwc-testowanie', external: true, newTab: false });
    expect(tree.byId.get(80)?.link).toBeNull();
  });

  it(`stops at level ${MENU_MAX_DEPTH}: deeper nodes are not reachable`, () => {
    const items = [1, 2, 3, 4, 5].map((level) =>
      node({ node_id: level, parent_id: level === 1 ? null : level - 1, level }),
    );
    const deep = buildMenuTree(items);
    expect(deep.byId.get(4)?.children).toEqual([]);
    expect(deep.byId.has(5)).toBe(false);
  });

  it('leaves out wrappers without children, orphans and unreadable nodes, and survives a cycle', () => {
    const items = [
      node({ node_id: 1, type: 'wrapper', category_url_key: null }),
      node({ node_id: 2, parent_id: 99, level: 2 }),
      node({ node_id: 3, type: 'custom_url', content: '', category_url_key: null }),
      node({ node_id: 4 }),
      node({ node_id: 5, parent_id: 6, level: 2 }),
      node({ node_id: 6, parent_id: 5, level: 1 }),
    ];
    const built = buildMenuTree(items);
    expect(built.roots.map((root) => root.item.node_id)).toEqual([4, 6]);
    expect(built.byId.has(1)).toBe(false);
    expect(built.byId.has(2)).toBe(false);
    expect(built.byId.has(3)).toBe(false);
  });
});

describe('resolveLayerPath', () => {
  const tree = buildMenuTree(urodaMenu);

  it('resolves a path of node ids to the open layers', () => {
    expect(resolveLayerPath(tree, [1, 2, 3]).map((layer) => layer.item.title)).toEqual([
      'Pielęgnacja twarzy',
      'Kremy do twarzy',
      'Kremy na dzień',
    ]);
    expect(layerNodes(tree, resolveLayerPath(tree, [1, 2, 3])).map((n) => n.item.node_id)).toEqual([4, 5, 6, 7]);
    expect(layerNodes(tree, [])).toBe(tree.roots);
  });

  it('keeps only the part of a stale path that still exists', () => {
    // 13 is not under 2; 4 has no children; 999 is gone.
    expect(resolveLayerPath(tree, [1, 2, 13]).map((layer) => layer.item.node_id)).toEqual([1, 2]);
    expect(resolveLayerPath(tree, [1, 2, 3, 4]).map((layer) => layer.item.node_id)).toEqual([1, 2, 3]);
    expect(resolveLayerPath(tree, [999, 1])).toEqual([]);
  });
});

describe('menuLinkTarget', () => {
  it('makes every custom_url an external link and opens only absolute addresses in a new tab', () => {
    const custom = (url: string) =>
      menuLinkTarget(
        node({ node_id: 1, type: 'custom_url', content: JSON.stringify({ url }), category_url_key: null }),
      );
    expect(custom('https://wizaz.pl')).toEqual({ href: 'https://wizaz.pl', external: true, newTab: true });
    expect(custom('/kwc-regulamin')).toEqual({ href: '/kwc-regulamin', external: true, newTab: false });
    expect(menuLinkTarget(node({ node_id: 2, category_url_key: 'toniki' }))).toEqual({
      href: '/toniki',
      external: false,
      newTab: false,
    });
  });
});

describe('menuLinkProps', () => {
  const SiteLink = () => null;
  it('gives a category the site’s link and a custom_url a plain anchor marked external', () => {
    expect(menuLinkProps({ href: '/toniki', external: false, newTab: false }, SiteLink)).toEqual({
      as: SiteLink,
      attributes: {},
    });
    expect(menuLinkProps({ href: '/kwc-regulamin', external: true, newTab: false }, SiteLink)).toEqual({
      as: 'a',
      attributes: { [EXTERNAL_LINK_ATTRIBUTE]: '' },
    });
    expect(menuLinkProps({ href: 'https://wizaz.pl', external: true, newTab: true }, SiteLink)).toEqual({
      as: 'a',
      attributes: { [EXTERNAL_LINK_ATTRIBUTE]: '', target: '_blank', rel: 'noopener noreferrer' },
    });
  });
});
