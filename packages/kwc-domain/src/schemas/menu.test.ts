import { describe, expect, it } from 'vitest';

import { parseMenuItemContent } from '../rules/menu-content';
import { menuItemSchema, menuQuerySchema, menuResponseSchema } from './menu';

const item = {
  node_id: 1,
  parent_id: null,
  title: 'Pielęgnacja twarzy',
  type: 'category',
  level: 1,
  classes: '',
  content: '{"category_id":4,"url_key":"pielegnacja-twarzy"}',
  category_id: 4,
  category_url_key: 'pielegnacja-twarzy',
  is_active: '1',
};

describe('menu', () => {
  it('parses menu items with types category, wrapper and custom_url', () => {
    expect(
      menuResponseSchema.parse([item, { ...item, node_id: 2, type: 'wrapper', parent_id: 1, level: 2 }]),
    ).toHaveLength(2);
    expect(menuItemSchema.safeParse({ ...item, type: 'link' }).success).toBe(false);
    expect(menuItemSchema.safeParse({ ...item, is_active: 1 }).success).toBe(false);
  });

  it('loads uroda and uroda_footer only, with a Polish message otherwise', () => {
    expect(menuQuerySchema.parse({ id: 'uroda_footer' })).toEqual({ id: 'uroda_footer' });
    expect(menuQuerySchema.safeParse({ id: 'stopka' }).error?.issues[0]?.message).toBe(
      'Nieznane menu: dozwolone są uroda i uroda_footer',
    );
  });

  it('reads the JSON content, a bare address, or nothing', () => {
    expect(parseMenuItemContent(item.content)).toEqual({ category_id: 4, url_key: 'pielegnacja-twarzy' });
    expect(parseMenuItemContent(' https://wizaz.pl ')).toEqual({ url: 'https://wizaz.pl' });
    expect(parseMenuItemContent('')).toEqual({});
    expect(parseMenuItemContent('{"category_id":"x"}')).toEqual({});
  });
});
