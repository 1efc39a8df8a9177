import { menuResponseSchema, parseMenuItemContent } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { categoryTree } from '../seed/data/categories';
import { openSeededDatabase } from '../testing/database';

describe('GET /catalog/get-menu', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openSeededDatabase(20);
  });
  afterAll(async () => {
    await database.close();
  });

  it('returns the uroda menu: the category tree in order, children linked to parents', async () => {
    const response = await createApi(database).request('/catalog/get-menu?id=uroda');
    expect(response.status).toBe(200);
    expect(response.headers.get('x-kwc-cache-tags')).toBe('menu:uroda');
    const items = menuResponseSchema.parse(await response.json());
    const topCategories = items.filter((item) => item.level === 1 && item.type === 'category');
    expect(topCategories.map((item) => item.title)).toEqual(categoryTree.map((node) => node.name));
    expect(topCategories.every((item) => item.is_active === '1' && item.parent_id === null)).toBe(true);
    const face = topCategories[0]!;
    expect(parseMenuItemContent(face.content)).toMatchObject({ url_key: categoryTree[0]!.urlKey });
    const faceChildren = items.filter((item) => item.parent_id === face.node_id).map((item) => item.title);
    expect(faceChildren).toEqual(categoryTree[0]!.children!.map((node) => node.name));
    const wrapper = items.find((item) => item.type === 'wrapper');
    const links = items.filter((item) => item.parent_id === wrapper?.node_id);
    expect(
      links.every((item) => item.type === 'custom_url' && parseMenuItemContent(item.content).url?.startsWith('/')),
    ).toBe(true);
  });

  it('returns the footer menu grouped into socials, links and portals', async () => {
    const items = menuResponseSchema.parse(
      await (await createApi(database).request('/catalog/get-menu?id=uroda_footer')).json(),
    );
    const groups = items.filter((item) => item.level === 1).map((item) => item.classes);
    expect(new Set(groups)).toEqual(new Set(['socials', 'links', 'portals']));
  });

  it('rejects an unknown menu id with a Polish 400', async () => {
    const response = await createApi(database).request('/catalog/get-menu?id=stopka');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'Nieznane menu: dozwolone są uroda i uroda_footer' },
    });
  });
});
