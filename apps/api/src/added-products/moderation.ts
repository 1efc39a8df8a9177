import {
  ADDED_PRODUCT_MESSAGES,
  type productModerationDecisionSchema,
  type productModerationQueueQuerySchema,
  type ProductModerationQueueResponse,
} from '@kwc/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';

import { userById } from '../accounts/store';
import { recordActivity } from '../community/activity';
import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { ConflictError, NotFoundError } from '../http/errors';
import type { DecisionContext } from '../reviews/moderation';
import { authorOf, photoOf } from '../reviews/review-rows';
import { toUserSummary } from '../reviews/service';
import { BRAND_PAGE_PATTERNS, brandPageRow } from '../shared/brand-page';
import { productSlug, toSlug } from '../shared/slug';
import { addedProductDecisionMail } from './added-product-mails';
import { brandIdByName, likelyDuplicates } from './duplicates';
import { toAddedProduct } from './service';

const QUEUE_PAGE_SIZE = 20;

type QueueQuery = z.output<typeof productModerationQueueQuerySchema>;
export type ProductDecision = z.output<typeof productModerationDecisionSchema>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type AddedProductRow = typeof t.addedProducts.$inferSelect;

/** `GET /moderation/products`: added products in a state, oldest sent first, with their likely duplicates. */
export async function productModerationQueue(db: Database, query: QueueQuery): Promise<ProductModerationQueueResponse> {
  const where = eq(t.addedProducts.status, query.status);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t.addedProducts)
      .where(where)
      .orderBy(asc(t.addedProducts.createdAt), asc(t.addedProducts.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset((query.page - 1) * QUEUE_PAGE_SIZE),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(t.addedProducts)
      .where(where),
  ]);
  const items: ProductModerationQueueResponse['items'] = [];
  for (const row of rows) {
    const author = await authorOf(db, row.userId);
    const duplicates = await likelyDuplicates(db, { brandId: row.brandId, brandName: row.brandName, name: row.name });
    items.push({
      addedProduct: await toAddedProduct(db, row),
      author: toUserSummary({ ...author, username: author.username ?? '' }),
      // A published one's own product is not a duplicate of itself.
      likelyDuplicates: duplicates.filter((duplicate) => duplicate.id !== row.productId),
    });
  }
  return { items, total: counted?.total ?? 0 };
}

/** The next id of a serial table: the new row's path or address holds it before the insert. */
async function nextId(tx: Transaction, table: 'categories' | 'products'): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx as unknown as Database,
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id`,
  );
  return row!.id;
}

/** The catalogue brand of a proposed name: the existing one ignoring case and accents, else a new one. */
async function brandFor(tx: Transaction, name: string, addedProductId: number): Promise<number> {
  // Two decisions proposing the same new brand at once make one brand: the second waits here.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kwc-brand:${toSlug(name)}`}))`);
  const existing = await brandIdByName(tx, name);
  if (existing !== null) return existing;
  const slug = toSlug(name) || `marka-${addedProductId}`;
  const [taken] = await tx.select({ id: t.brands.id }).from(t.brands).where(eq(t.brands.slug, slug));
  const [brand] = await tx
    .insert(t.brands)
    .values({ name, slug: taken ? `${slug}-${addedProductId}` : slug })
    .returning({ id: t.brands.id, slug: t.brands.slug });
  await insertBrandPage(tx, { name, slug: brand!.slug });
  return brand!.id;
}

/** The new brand's page, as the seed makes one per brand; its row in the change log reloads the categories. */
async function insertBrandPage(tx: Transaction, brand: { name: string; slug: string }) {
  const [patterns, shops, [last]] = await Promise.all([
    tx
      .select({ code: t.propertyPatterns.code })
      .from(t.propertyPatterns)
      .where(inArray(t.propertyPatterns.code, [...BRAND_PAGE_PATTERNS])),
    tx.select({ slug: t.partnerShops.slug }).from(t.partnerShops).orderBy(asc(t.partnerShops.id)),
    tx.select({ position: sql<number>`coalesce(max(${t.categories.position}), 0)::int` }).from(t.categories),
  ]);
  const id = await nextId(tx, 'categories');
  const present = new Set(patterns.map((pattern) => pattern.code));
  await tx.insert(t.categories).values(
    brandPageRow({
      id,
      position: (last?.position ?? 0) + 1,
      brand,
      patterns: BRAND_PAGE_PATTERNS.filter((code) => present.has(code)),
      shopSlugs: shops.map((shop) => shop.slug),
    }),
  );
}

/**
 * The catalogue product of a published proposal: sku and page address as the seed makes them, the
 * author's photo (its largest WebP variant) as the picture, `source` 'user'. The insert triggers
 * fill the search columns and log the change the listing index syncs from.
 */
async function publish(tx: Transaction, row: AddedProductRow, now: Date) {
  const brandId = row.brandId ?? (await brandFor(tx, row.brandName ?? row.name, row.id));
  const [brand] = await tx.select({ name: t.brands.name }).from(t.brands).where(eq(t.brands.id, brandId));
  const [category] = await tx
    .select({ path: t.categories.path, adultsOnly: t.categories.isAdultsOnly })
    .from(t.categories)
    .where(eq(t.categories.id, row.categoryId));
  const [photo] = await tx.select().from(t.reviewPhotos).where(eq(t.reviewPhotos.id, row.photoId));
  const id = await nextId(tx, 'products');
  const slug = productSlug(brand!.name, row.name);
  const urlPath = `${slug},${id}`;
  await tx.insert(t.products).values({
    id,
    sku: `KWC-${id}`,
    slug,
    urlPath,
    brandId,
    categoryId: row.categoryId,
    categoryPath: category?.path ?? [row.categoryId],
    name: row.name,
    description: row.description,
    images: photo ? [{ path: photoOf(photo).url }] : [],
    isAdult: category?.adultsOnly ?? false,
    ingredientIds: [...new Set(row.ingredientIds)].sort((a, b) => a - b),
    createdAt: now,
    source: 'user',
    sourceCode: String(row.id),
  });
  if (row.ingredientIds.length > 0) {
    await tx
      .insert(t.productIngredients)
      .values(row.ingredientIds.map((ingredientId, position) => ({ productId: id, position, ingredientId })));
  }
  await tx
    .update(t.users)
    .set({ productsCount: sql`${t.users.productsCount} + 1` })
    .where(eq(t.users.id, row.userId));
  // The author's followers see the product in their feed (issue 33), dated by the publication.
  await recordActivity(tx, { actorId: row.userId, kind: 'product', productId: id, createdAt: now });
  return { productId: id, urlPath };
}

/**
 * `POST /moderation/products/{id}/decision`: a pending proposal is published (a catalogue product,
 * the author's count) or rejected with its reasons, with its event, in one transaction; the mail follows.
 */
export async function decideAddedProduct(
  ctx: DecisionContext,
  moderatorId: number,
  addedProductId: number,
  decision: ProductDecision,
) {
  const now = ctx.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(t.addedProducts).where(eq(t.addedProducts.id, addedProductId)).for('update');
    if (!row) throw new NotFoundError(ADDED_PRODUCT_MESSAGES.unknownAddedProduct);
    if (row.status !== 'pending') throw new ConflictError(ADDED_PRODUCT_MESSAGES.alreadyDecided);
    const published = decision.decision === 'publish' ? await publish(tx, row, now) : null;
    await tx
      .update(t.addedProducts)
      .set(
        published
          ? { status: 'published', productId: published.productId, remarks: null, decidedAt: now }
          : {
              status: 'rejected',
              remarks: { reasons: decision.reasonCodes, remark: decision.remark, at: now.toISOString() },
              decidedAt: now,
            },
      )
      .where(eq(t.addedProducts.id, addedProductId));
    await tx.insert(t.addedProductEvents).values({
      addedProductId,
      actorId: moderatorId,
      from: row.status,
      to: published ? 'published' : 'rejected',
      reasonCodes: published ? [] : decision.reasonCodes,
      remark: decision.remark,
      createdAt: now,
    });
    return { row, published };
  });
  const author = await userById(ctx.db, outcome.row.userId);
  if (author) {
    ctx.mailer.send(
      addedProductDecisionMail({
        to: author.email,
        productName: outcome.row.name,
        productUrl: outcome.published ? new URL(`/${outcome.published.urlPath}.html`, ctx.origin).href : null,
        reasonCodes: outcome.published ? [] : decision.reasonCodes,
        remark: decision.remark,
      }),
    );
  }
  return { ok: true as const };
}
