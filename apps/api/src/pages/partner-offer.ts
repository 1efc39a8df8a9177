import type { PartnerOfferResponse } from '@kwc/domain';
import { sql } from 'drizzle-orm';

import { queryRows } from '../db/client';
import type { RequestContext } from '../http/context';
import { NotFoundError } from '../http/errors';
import { findProduct } from '../products/service';

/**
 * `GET /catalog/partner-offer`: the shop's offer of a visible product, for the partner-redirect screen
 * (spec section 2). 404 in Polish when the product is not shown or the shop does not offer it.
 */
export async function partnerOffer(
  context: RequestContext,
  productId: number,
  shopSlug: string,
): Promise<PartnerOfferResponse> {
  const product = await findProduct(context, productId);
  const [offer] = await queryRows<{ name: string; url: string }>(
    context.db,
    sql`select s.name, o.url from offers o join partner_shops s on s.id = o.shop_id
        where o.product_id = ${productId} and s.slug = ${shopSlug}`,
  );
  if (!offer) throw new NotFoundError('Ten sklep nie ma oferty tego produktu');
  await context.dictionary.ready();
  return {
    shopName: offer.name,
    url: offer.url,
    productName: product.name,
    brandName: context.dictionary.brands.get(product.brand_id)?.name ?? '',
  };
}
