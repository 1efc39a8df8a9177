import {
  REVIEW_MESSAGES,
  REVIEW_REASONS,
  type Review,
  type ReviewContent,
  type ReviewDraft,
  type ReviewInput,
  type ReviewPhoto,
  type ReviewReasonCode,
  type ReviewRemark,
} from '@kwc/domain';
import { and, eq, inArray } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { StoredRevision } from '../db/schema/reviews';
import { BadRequestError } from '../http/errors';
import { toUserSummary } from './service';

export type ReviewRow = typeof t.reviews.$inferSelect;
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'execute'>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The stored content of a row (its published or current text). */
function contentOf(row: ReviewRow): ReviewContent {
  // Free text columns written only through the schemas (old seeded reviews lack the new ones).
  return {
    rating: row.rating,
    title: row.title,
    body: row.body,
    usageTime: row.usageTime as ReviewContent['usageTime'],
    packagesUsed: row.packagesUsed ?? 1,
    purchaseSource: row.purchaseSource as ReviewContent['purchaseSource'],
    shopId: row.shopId,
    pros: row.pros,
    cons: row.cons,
    skinType: row.skinType as ReviewContent['skinType'],
    hairType: row.hairType as ReviewContent['hairType'],
    receivedAs: row.receivedAs as ReviewContent['receivedAs'],
    photos: row.photos,
  };
}

/** A review as its author and the moderators see it (`reviewSchema`). */
export function toReview(
  row: ReviewRow,
  author: { id: number; username: string | null; avatar: string | null; rank: string },
): Review {
  const revision = row.revision
    ? { ...row.revision, usageTime: row.revision.usageTime, purchaseSource: row.revision.purchaseSource }
    : null;
  return {
    ...contentOf(row),
    id: row.id,
    productId: row.productId,
    productSKU: `KWC-${row.productId}`,
    author: toUserSummary({ ...author, username: author.username ?? '' }),
    status: row.status,
    remarks: row.remarks ?? null,
    revision: revision as Review['revision'],
    likes: row.likes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    submittedAt: iso(row.submittedAt),
    publishedAt: iso(row.publishedAt),
  };
}

/** The review's author as shown beside it. */
export async function authorOf(db: Pick<Database, 'select'>, userId: number) {
  const [author] = await db
    .select({ id: t.users.id, username: t.users.username, avatar: t.users.avatar, rank: t.users.rank })
    .from(t.users)
    .where(eq(t.users.id, userId));
  return author!;
}

/**
 * The photos behind `photoIds`, in that order; each must be the author's own upload (400 on
 * `photoIds` otherwise: nobody puts another's photo in a review).
 */
export async function ownPhotos(db: Pick<Database, 'select'>, userId: number, photoIds: readonly number[]) {
  if (photoIds.length === 0) return [];
  const rows = await db
    .select()
    .from(t.reviewPhotos)
    .where(and(inArray(t.reviewPhotos.id, [...photoIds]), eq(t.reviewPhotos.userId, userId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return photoIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw BadRequestError.ofFields({ photoIds: REVIEW_MESSAGES.unknownPhoto });
    return photoOf(row);
  });
}

/** The address of one variant of a photo (immutable: the version names the bytes). */
export const photoPath = (id: number, width: number, version: string) =>
  `/api/reviews/photos/${id}/${width}-${version}.webp`;

export function photoOf(row: typeof t.reviewPhotos.$inferSelect): ReviewPhoto {
  const largest = row.variants.at(-1)!;
  return {
    id: row.id,
    url: photoPath(row.id, largest, row.version),
    srcset: row.variants.map((width) => `${photoPath(row.id, width, row.version)} ${width}w`).join(', '),
    width: row.width,
    height: row.height,
  };
}

/** A shop of the catalogue, or 400 on `shopId`. */
export async function checkShop(db: Pick<Database, 'select'>, shopId: number | null | undefined) {
  if (shopId === null || shopId === undefined) return;
  const [shop] = await db.select({ id: t.partnerShops.id }).from(t.partnerShops).where(eq(t.partnerShops.id, shopId));
  if (!shop) throw BadRequestError.ofFields({ shopId: REVIEW_MESSAGES.unknownShop });
}

/** The columns of a complete review. */
export function inputColumns(input: ReviewInput, photos: ReviewPhoto[]) {
  return {
    rating: input.rating,
    title: input.title,
    body: input.body,
    usageTime: input.usageTime,
    packagesUsed: input.packagesUsed,
    purchaseSource: input.purchaseSource,
    shopId: input.shopId,
    pros: input.pros,
    cons: input.cons,
    skinType: input.skinType,
    hairType: input.hairType,
    receivedAs: input.receivedAs,
    photos,
  };
}

/** The columns of a draft: what is there, placeholders where the table needs a value. */
export function draftColumns(draft: ReviewDraft, photos: ReviewPhoto[]) {
  return {
    rating: draft.rating ?? 0,
    title: draft.title ?? '',
    body: draft.body ?? '',
    usageTime: draft.usageTime ?? null,
    packagesUsed: draft.packagesUsed ?? null,
    purchaseSource: draft.purchaseSource ?? null,
    shopId: draft.shopId ?? null,
    pros: draft.pros ?? null,
    cons: draft.cons ?? null,
    skinType: draft.skinType ?? null,
    hairType: draft.hairType ?? null,
    receivedAs: draft.receivedAs ?? null,
    photos,
    draft,
  };
}

/** A published review's edit, stored beside the public text until a decision. */
export function revisionOf(input: ReviewInput, photos: ReviewPhoto[]): StoredRevision {
  const { photos: _photos, ...columns } = inputColumns(input, photos);
  return { ...columns, photos, status: 'pending', remarks: null };
}

/** A decision's reasons as the author reads them. */
export function remarkOf(
  decision: ReviewRemark['decision'],
  codes: readonly ReviewReasonCode[],
  remark: string | null,
  at: Date,
): ReviewRemark {
  return {
    decision,
    reasons: codes.map((code) => ({ code, label: REVIEW_REASONS[code].label })),
    remark,
    at: at.toISOString(),
  };
}

/** Appends one entry to the review's history (the table refuses anything but inserts). */
export async function recordEvent(
  db: Pick<Database, 'insert'>,
  event: {
    reviewId: number;
    actorId: number;
    from: string | null;
    to: string;
    revision?: boolean;
    reasonCodes?: string[];
    remark?: string | null;
    message?: string | null;
    at: Date;
  },
) {
  await db.insert(t.reviewEvents).values({
    reviewId: event.reviewId,
    actorId: event.actorId,
    from: event.from,
    to: event.to,
    revision: event.revision ?? false,
    reasonCodes: event.reasonCodes ?? [],
    remark: event.remark ?? null,
    message: event.message ?? null,
    createdAt: event.at,
  });
}
