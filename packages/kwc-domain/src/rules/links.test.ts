import { describe, expect, it } from 'vitest';

import type { MenuItem } from '../schemas';
import { catalogCallPath, firstLevelMenuItems, menuItemHref, searchResultHref, searchResultTitle } from './links';

describe('catalogCallPath', () => {
  it('uses the /catalog/test/ variant when the test-search cookie is on, except for landing pages', () => {
    expect(catalogCallPath('getCategoryInfo', { testSearchCookie: 'on', listingPath: '/kremy' })).toBe(
      '/api/catalog/test/category-info',
    );
    expect(catalogCallPath('getProducts', { testSearchCookie: 'on', listingPath: '/lp-lato' })).toBe(
      '/api/catalog/products',
    );
    expect(catalogCallPath('getProducts', { testSearchCookie: undefined, listingPath: '/kremy' })).toBe(
      '/api/catalog/products',
    );
  });

  it("uses /catalog/test/text-search when the cookie is 'on'", () => {
    expect(catalogCallPath('textSearch', { testSearchCookie: 'on' })).toBe('/api/catalog/test/text-search');
    expect(catalogCallPath('textSearch', { testSearchCookie: 'off' })).toBe('/api/catalog/text-search');
  });
});

describe('search results', () => {
  it('link by a slug with the brand prefix, a url_key, a url, or the base URL plus url_path', () => {
    expect(searchResultHref({ slug: 'nivea', url_key: 'x' }, '')).toBe('/marka-nivea');
    expect(searchResultHref({ slug: 'marka-nivea' }, '')).toBe('/marka-nivea');
    expect(searchResultHref({ url_key: 'kremy-do-twarzy', url: 'https://x' }, '')).toBe('/kremy-do-twarzy');
    expect(searchResultHref({ url: 'https://wizaz.pl/artykul' }, '')).toBe('https://wizaz.pl/artykul');
    expect(searchResultHref({ url_path: '/krem,12.html' }, 'https://kwc.pl/')).toBe('https://kwc.pl/krem,12.html');
    expect(searchResultHref({ name: 'x' }, '')).toBeNull();
  });

  it('are titled by full_name, name or title', () => {
    expect(searchResultTitle({ full_name: 'Kremy', name: 'x' })).toBe('Kremy');
    expect(searchResultTitle({ title: 'Artykuł' })).toBe('Artykuł');
  });
});

const node = (overrides: Partial<MenuItem>): MenuItem => ({
  node_id: 1,
  parent_id: null,
  title: 'Pielęgnacja twarzy',
  type: 'category',
  level: 1,
  classes: '',
  content: '{"url_key":"pielegnacja-twarzy"}',
  category_id: null,
  category_url_key: null,
  is_active: '1',
  ...overrides,
});

describe('menu', () => {
  it('shows only active nodes at the first level', () => {
    const items = [
      node({ node_id: 1 }),
      node({ node_id: 2, is_active: '0' }),
      node({ node_id: 3, level: 2, parent_id: 1 }),
    ];
    expect(firstLevelMenuItems(items).map((item) => item.node_id)).toEqual([1]);
  });

  it('links a category node to its url_key and a custom_url node to its content', () => {
    expect(menuItemHref(node({}))).toEqual({ href: '/pielegnacja-twarzy', external: false });
    expect(menuItemHref(node({ category_url_key: 'twarz' }))).toEqual({ href: '/twarz', external: false });
    expect(menuItemHref(node({ type: 'custom_url', content: 'https://wizaz.pl' }))).toEqual({
      href: 'https://wizaz.pl',
      external: true,
    });
    expect(menuItemHref(node({ type: 'custom_url', content: '{"url":"https://wizaz.pl/x"}' }))).toEqual({
      href: 'https://wizaz.pl/x',
      external: true,
    });
    expect(menuItemHref(node({ type: 'wrapper' }))).toBeNull();
  });
});
