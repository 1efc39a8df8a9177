import type { MenuItem } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { FEATURES, siteFeatures } from './config';
import { contextCategories, homeWithContextPath, scopeMenuToContext } from './contextCategory';

function node(fields: Partial<MenuItem> & Pick<MenuItem, 'node_id' | 'title'>): MenuItem {
  return {
    parent_id: null,
    type: 'category',
    level: 1,
    classes: '',
    content: '{}',
    category_id: null,
    category_url_key: null,
    is_active: '1',
    ...fields,
  };
}

const menu: MenuItem[] = [
  node({ node_id: 1, title: 'Pielęgnacja twarzy', category_id: 10, category_url_key: 'pielegnacja-twarzy' }),
  node({
    node_id: 2,
    parent_id: 1,
    level: 2,
    title: 'Kremy',
    category_id: 11,
    category_url_key: 'kremy',
    is_active: '0',
  }),
  node({
    node_id: 3,
    parent_id: 2,
    level: 3,
    title: 'Kremy na noc',
    category_id: 12,
    category_url_key: 'kremy-na-noc',
  }),
  node({ node_id: 4, parent_id: 1, level: 2, title: 'Serum', category_id: 13, category_url_key: 'serum' }),
  node({ node_id: 5, title: 'Makijaż', category_id: 20, category_url_key: 'makijaz' }),
  node({ node_id: 6, title: 'Inspiracje', type: 'wrapper' }),
  node({ node_id: 7, title: 'Archiwum', category_id: 30, category_url_key: 'archiwum', is_active: '0' }),
];

describe('contextCategories', () => {
  it('offers the categories shown at the first level of the menu, under the menu titles', () => {
    expect(contextCategories(menu)).toEqual([
      { id: 10, url_key: 'pielegnacja-twarzy', full_name: 'Pielęgnacja twarzy' },
      { id: 20, url_key: 'makijaz', full_name: 'Makijaż' },
    ]);
  });
});

describe('scopeMenuToContext', () => {
  it("makes the context's children the first level, shown there, with their own children below", () => {
    const scoped = scopeMenuToContext(menu, 10);
    expect(scoped.map((item) => [item.node_id, item.parent_id, item.level, item.is_active])).toEqual([
      [2, null, 1, '1'],
      [3, 2, 2, '1'],
      [4, null, 1, '1'],
    ]);
  });

  it('keeps the whole menu without a context or for a category that is not in it', () => {
    expect(scopeMenuToContext(menu, null)).toBe(menu);
    expect(scopeMenuToContext(menu, 999)).toBe(menu);
  });
});

describe('homeWithContextPath', () => {
  it('is the category key with the configured home suffix', () => {
    expect(homeWithContextPath({ url_key: 'makijaz' })).toBe('/makijaz/strona-glowna');
  });
});

describe('siteFeatures', () => {
  it('turns features on and off by name', () => {
    expect(siteFeatures(undefined)).toEqual(FEATURES);
    const changed = siteFeatures('contextCategory, -wishlist');
    expect(changed.contextCategory).toBe(true);
    expect(changed.wishlist).toBe(false);
    expect(changed.ads).toBe(FEATURES.ads);
  });

  it('rejects an unknown feature name, in Polish, naming the known ones', () => {
    expect(() => siteFeatures('kontekst')).toThrow(
      /Nieznana funkcja serwisu w KWC_FEATURES: kontekst \(znane: wishlist/,
    );
  });
});
