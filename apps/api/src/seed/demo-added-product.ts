import { File as NodeFile } from 'node:buffer';

import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';

import { checkInci } from '../added-products/service';
import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { packshotSvg } from '../images/packshot';
import { savePhoto } from '../reviews/photos';

const DEMO_PRODUCT = {
  brandName: 'Leśna Pracownia',
  name: 'Balsam do ust z masłem shea',
  description: 'Gęsty balsam do ust w sztyfcie z masłem shea i woskiem pszczelim. Chroni usta zimą i nie ma zapachu.',
  inci: 'Butyrospermum Parkii Butter, Cera Alba, Tocopherol, Ekstrakt z leśnych ziół',
  ean: '5901234123457',
};

/**
 * The product moderation demo (I32 contract): one pending added product by ania, with a brand to
 * be created, so `/moderacja?rodzaj=produkty` has an item. Its photo is a packshot drawn here and
 * stored as ania's upload, through the same code as a real one.
 */
export async function seedDemoAddedProduct(db: Database, now: Date): Promise<void> {
  const [ania] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, 'ania@demo.kwc.pl'));
  const [category] = await queryRows<{ id: number }>(
    db,
    sql`select c.id from categories c
        where c.kind = 'category' and c.status = 'PUBLISHED' and c.is_public and not c.is_adults_only
          and not exists (select 1 from categories k where k.parent_id = c.id and k.kind = 'category')
        order by (c.name ilike '%ust%') desc, c.id limit 1`,
  );
  if (!ania || !category) return;
  const png = await sharp(Buffer.from(packshotSvg({ id: 0, ...DEMO_PRODUCT, brand: DEMO_PRODUCT.brandName })))
    .png()
    .toBuffer();
  const photo = await savePhoto(db, ania.id, new NodeFile([new Uint8Array(png)], 'balsam.png', { type: 'image/png' }));
  const inci = await checkInci(db, DEMO_PRODUCT.inci);
  await db.insert(t.addedProducts).values({
    userId: ania.id,
    brandName: DEMO_PRODUCT.brandName,
    name: DEMO_PRODUCT.name,
    categoryId: category.id,
    description: DEMO_PRODUCT.description,
    inci: DEMO_PRODUCT.inci,
    ingredientIds: inci.known.map((known) => known.id),
    unknownIngredients: inci.unknown,
    photoId: photo.id,
    ean: DEMO_PRODUCT.ean,
    createdAt: new Date(now.getTime() - 6 * 3_600_000),
  });
}
