import { apiErrorSchema, partnerOfferResponseSchema } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { openSeededDatabase } from '../testing/database';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let offer: { product_id: number; slug: string; name: string; url: string; product: string };

beforeAll(async () => {
  database = await openSeededDatabase(300);
  api = createApi(database);
  const [first] = await queryRows<typeof offer>(
    database.db,
    sql`select o.product_id, s.slug, s.name, o.url, p.name as product from offers o
        join partner_shops s on s.id = o.shop_id join products p on p.id = o.product_id
        where p.is_public and not p.is_adult order by o.product_id, s.slug limit 1`,
  );
  offer = first!;
});
afterAll(() => database.close());

async function get(query: string) {
  const response = await api.request(`/catalog/partner-offer?${query}`);
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /catalog/partner-offer (the partner-redirect screen)', () => {
  it('answers the shop’s offer of a visible product: where the visitor goes', async () => {
    const { status, body } = await get(`productId=${offer.product_id}&shop=${offer.slug}`);
    expect(status).toBe(200);
    expect(partnerOfferResponseSchema.parse(body)).toMatchObject({
      shopName: offer.name,
      url: offer.url,
      productName: offer.product,
    });
  });

  it('answers 404 in Polish for a shop without an offer and a hidden product, 400 for bad input', async () => {
    const missing = await get(`productId=${offer.product_id}&shop=sklep-bez-oferty`);
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.body).error.message).toBe('Ten sklep nie ma oferty tego produktu');
    await database.db.execute(sql`update products set is_public = false where id = ${offer.product_id}`);
    try {
      expect((await get(`productId=${offer.product_id}&shop=${offer.slug}`)).status).toBe(404);
    } finally {
      await database.db.execute(sql`update products set is_public = true where id = ${offer.product_id}`);
    }
    for (const query of [
      '',
      'productId=abc&shop=x',
      `productId=1&shop=${encodeURIComponent('../etc')}`,
      'productId=0&shop=a',
    ]) {
      const refused = await get(query);
      expect(refused.status, query).toBe(400);
      expect(apiErrorSchema.parse(refused.body).error.message, query).toMatch(/[a-ząćęłńóśźż]/i);
    }
  });
});
