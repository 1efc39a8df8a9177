import { and, eq, sql } from 'drizzle-orm';

import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import type { ActivityKind } from '../db/schema';

/** A database or an open transaction: the activity rows are written in the event's own transaction. */
type Writer = Pick<Database, 'insert' | 'delete' | 'execute'>;

export interface ActivityEvent {
  actorId: number;
  kind: ActivityKind;
  productId: number;
  reviewId?: number | null;
  createdAt?: Date;
}

/** Records what followers of `actorId` will see; the same event twice stays one row. */
export async function recordActivity(tx: Writer, event: ActivityEvent): Promise<void> {
  await tx
    .insert(t.activities)
    .values({
      actorId: event.actorId,
      kind: event.kind,
      productId: event.productId,
      reviewId: event.reviewId ?? null,
      ...(event.createdAt ? { createdAt: event.createdAt } : {}),
    })
    .onConflictDoNothing();
}

/** Takes an event back (a HIT taken back, a review no longer published). */
export async function removeActivity(
  tx: Writer,
  event: Pick<ActivityEvent, 'actorId' | 'kind' | 'productId'>,
): Promise<void> {
  await tx
    .delete(t.activities)
    .where(
      and(
        eq(t.activities.actorId, event.actorId),
        eq(t.activities.kind, event.kind),
        eq(t.activities.productId, event.productId),
      ),
    );
}

/**
 * Locks the user's row for the rest of the transaction (READ COMMITTED): the limits of spec section 5
 * count and insert under it, so two requests of one user take turns (DESIGN.md "Community").
 */
export async function lockUser(tx: Database, userId: number): Promise<boolean> {
  const rows = await queryRows(tx, sql`select id from users where id = ${userId} for no key update`);
  return rows.length > 0;
}
