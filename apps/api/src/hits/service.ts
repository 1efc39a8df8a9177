import {
  ACCOUNT_MESSAGES,
  HIT_MESSAGES,
  MAX_HITS,
  productIdFromSku,
  type HitResponse,
  type MyHitsResponse,
} from '@kwc/domain';
import { and, desc, eq, sql } from 'drizzle-orm';

import { lockUser, recordActivity, removeActivity } from '../community/activity';
import type { Database } from '../db/client';
import * as t from '../db/schema';
import { ConflictError, NotFoundError, UnauthorizedError } from '../http/errors';

const left = (hitsCount: number) => Math.max(0, MAX_HITS - hitsCount);

/** `GET /api/kwc/hits/mine`: the skus the user marked as HIT, newest first, and the HITs left. */
export async function myHits(db: Database, userId: number): Promise<MyHitsResponse> {
  const [user] = await db.select({ hits: t.users.hitsCount }).from(t.users).where(eq(t.users.id, userId));
  if (!user) throw new UnauthorizedError(ACCOUNT_MESSAGES.loginRequired);
  const rows = await db
    .select({ productId: t.productHits.productId })
    .from(t.productHits)
    .where(eq(t.productHits.userId, userId))
    .orderBy(desc(t.productHits.createdAt), desc(t.productHits.productId));
  return { skus: rows.map((row) => `KWC-${row.productId}`), hitsLeft: left(user.hits) };
}

/** Whether `error` (or a cause Drizzle wrapped it in) is the users row's 30-HIT check refusing. */
export function isHitLimitViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || (current && typeof current === 'object');) {
    const { code, constraint, constraint_name } = current as {
      code?: string;
      constraint?: string;
      constraint_name?: string;
    };
    if (code === '23514' && (constraint ?? constraint_name) === 'users_hits_limit') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * `POST` / `DELETE /api/kwc/hits`: gives or takes back the user's HIT of a product. Under the user's
 * row lock the mark, `users.hits_count`, `products.number_of_hits` and the activity row change
 * together, only when the mark itself changed (a second POST changes nothing). The 31st HIT is refused
 * before writing; the users check `hits_count between 0 and 30` refuses it should the count be wrong.
 */
export async function setHit(db: Database, userId: number, sku: string, isHit: boolean): Promise<HitResponse> {
  const productId = productIdFromSku(sku);
  try {
    return await db.transaction(async (tx) => {
      if (!(await lockUser(tx, userId))) throw new UnauthorizedError(ACCOUNT_MESSAGES.loginRequired);
      const [product] =
        productId === null
          ? []
          : await tx.select({ isPublic: t.products.isPublic }).from(t.products).where(eq(t.products.id, productId));
      // A HIT taken back from a product no longer public still goes; a new one needs a public product.
      if (!product || (isHit && !product.isPublic)) throw new NotFoundError(`Nie znaleziono produktu ${sku}`);
      const id = productId!;
      const [user] = await tx.select({ hits: t.users.hitsCount }).from(t.users).where(eq(t.users.id, userId));
      const mark = and(eq(t.productHits.userId, userId), eq(t.productHits.productId, id));
      const [existing] = await tx.select({ id: t.productHits.productId }).from(t.productHits).where(mark);
      let hits = user!.hits;
      if (isHit && !existing) {
        if (hits >= MAX_HITS) throw new ConflictError(HIT_MESSAGES.limitReached);
        await tx.insert(t.productHits).values({ userId, productId: id });
        hits += 1;
        await tx
          .update(t.users)
          .set({ hitsCount: sql`${t.users.hitsCount} + 1` })
          .where(eq(t.users.id, userId));
        await tx
          .update(t.products)
          .set({ numberOfHits: sql`${t.products.numberOfHits} + 1` })
          .where(eq(t.products.id, id));
        await recordActivity(tx, { actorId: userId, kind: 'hit', productId: id });
      } else if (!isHit && existing) {
        await tx.delete(t.productHits).where(mark);
        hits -= 1;
        await tx
          .update(t.users)
          .set({ hitsCount: sql`${t.users.hitsCount} - 1` })
          .where(eq(t.users.id, userId));
        await tx
          .update(t.products)
          .set({ numberOfHits: sql`greatest(${t.products.numberOfHits} - 1, 0)` })
          .where(eq(t.products.id, id));
        await removeActivity(tx, { actorId: userId, kind: 'hit', productId: id });
      }
      const [after] = await tx
        .select({ numberOfHits: t.products.numberOfHits })
        .from(t.products)
        .where(eq(t.products.id, id));
      return { productSKU: sku, isHit, numberOfHits: after!.numberOfHits, hitsLeft: left(hits) };
    });
  } catch (error) {
    if (isHitLimitViolation(error)) throw new ConflictError(HIT_MESSAGES.limitReached);
    throw error;
  }
}
