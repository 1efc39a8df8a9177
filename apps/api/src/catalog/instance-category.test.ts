import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import type { DatabaseHandle } from '../db/client';
import { openSeededDatabase, openTestDatabase } from '../testing/database';

let seeded: DatabaseHandle;
let empty: DatabaseHandle;
beforeAll(async () => {
  [seeded, empty] = await Promise.all([openSeededDatabase(20), openTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([seeded?.close(), empty?.close()]);
});

describe('GET /catalog/get-instance-category (spec section 7)', () => {
  it('answers the catalogue’s first top-level category', async () => {
    const response = await createApi(seeded).request('/catalog/get-instance-category');
    expect(response.status).toBe(200);
    const category = await response.json();
    const firstBranch = await (
      await createApi(seeded).request('/catalog/get-category?size=1&urlKey=pielegnacja-twarzy')
    ).json();
    expect(category).toMatchObject({
      id: firstBranch.id,
      url_key: 'pielegnacja-twarzy',
      breadcrumbs: [expect.anything()],
    });
  });

  it('raises a Polish 404 when the catalogue has no root (spec section 8), without a 5xx', async () => {
    const response = await createApi(empty).request('/catalog/get-instance-category');
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe('Brak kategorii głównej katalogu');
  });
});
