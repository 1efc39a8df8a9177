import { menuResponseSchema, parseMenuItemContent } from '@kwc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { curatedMenu, seedMenuIfEmpty } from '../seed/menu';
import { openTestDatabase } from '../testing/database';

describe('GET /catalog/get-menu', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
    await seedMenuIfEmpty(database.db);
  });
  afterAll(async () => {
    await database.close();
  });

  it('returns the uroda menu with its top level in curated order and children linked to parents', async () => {
    const response = await createApi(database).request('/catalog/get-menu?id=uroda');
    expect(response.status).toBe(200);
    const items = menuResponseSchema.parse(await response.json());
    const top = items.filter((item) => item.level === 1);
    expect(top.map((item) => item.title)).toEqual(curatedMenu.map((node) => node.title));
    expect(top.every((item) => item.is_active === '1' && item.parent_id === null)).toBe(true);
    const face = top.find((item) => item.title === 'Pielęgnacja twarzy')!;
    expect(parseMenuItemContent(face.content)).toEqual({ url_key: 'pielegnacja-twarzy' });
    const faceChildren = items.filter((item) => item.parent_id === face.node_id).map((item) => item.title);
    expect(faceChildren).toEqual(['Kremy do twarzy', 'Serum do twarzy', 'Oczyszczanie twarzy', 'Maseczki do twarzy']);
  });

  it('seeds only once', async () => {
    expect(await seedMenuIfEmpty(database.db)).toBe(false);
    const items = menuResponseSchema.parse(
      await (await createApi(database).request('/catalog/get-menu?id=uroda')).json(),
    );
    const total = curatedMenu.reduce((sum, node) => sum + 1 + (node.children?.length ?? 0), 0);
    expect(items).toHaveLength(total);
  });

  it('rejects an unknown menu id with a Polish 400', async () => {
    const response = await createApi(database).request('/catalog/get-menu?id=stopka');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'bad_request', message: 'Nieznane menu: dozwolone są uroda i uroda_footer' },
    });
  });
});
