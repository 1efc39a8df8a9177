import { createHash } from 'node:crypto';

import { AVATAR, REVIEW, REVIEW_MESSAGES, type ReviewPhoto } from '@kwc/domain';
import { and, eq } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { decodeUpload, encodeOrRefuse, type UploadRules } from '../images/upload';
import { photoOf } from './review-rows';

/** The widths of a photo's WebP variants (DESIGN.md section 4); none is wider than the upload. */
export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const PHOTO_MAX_BYTES = REVIEW.maxPhotoMegabytes * 1024 * 1024;

export const PHOTO_UPLOAD: UploadRules = {
  field: 'photo',
  // The same picture formats as an avatar.
  types: AVATAR.types,
  maxBytes: PHOTO_MAX_BYTES,
  messages: {
    type: REVIEW_MESSAGES.photoType,
    tooLarge: REVIEW_MESSAGES.photoTooLarge,
    unreadable: REVIEW_MESSAGES.photoUnreadable,
  },
};

/**
 * `POST /reviews/photos`: stores an uploaded photo as WebP variants 320/640/1280 px wide (never
 * upscaled), without metadata; it belongs to the uploader until a review of hers uses it.
 */
export async function savePhoto(db: Database, userId: number, file: unknown): Promise<ReviewPhoto> {
  const decoder = await decodeUpload(file, PHOTO_UPLOAD);
  const variants = await encodeOrRefuse(PHOTO_UPLOAD, async () => {
    const meta = await decoder.metadata();
    const width = meta.autoOrient?.width ?? meta.width ?? 0;
    const widths: number[] = PHOTO_WIDTHS.filter((w) => w < width);
    // A photo narrower than 1280 keeps its own width as the largest variant.
    if (widths.length < PHOTO_WIDTHS.length) widths.push(Math.min(width, PHOTO_WIDTHS.at(-1)!));
    return Promise.all(
      widths.map(async (w) => {
        const { data, info } = await decoder
          .clone()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer({ resolveWithObject: true });
        return { width: info.width, height: info.height, image: data };
      }),
    );
  });
  const largest = variants.at(-1)!;
  const hash = createHash('sha256');
  for (const variant of variants) hash.update(variant.image);
  const version = hash.digest('base64url').slice(0, 12);
  const row = await db.transaction(async (tx) => {
    const [photo] = await tx
      .insert(t.reviewPhotos)
      .values({
        userId,
        width: largest.width,
        height: largest.height,
        version,
        variants: variants.map((variant) => variant.width),
      })
      .returning();
    await tx
      .insert(t.reviewPhotoVariants)
      .values(variants.map((variant) => ({ photoId: photo!.id, width: variant.width, image: variant.image })));
    return photo!;
  });
  return photoOf(row);
}

const VARIANT_FILE = /^(\d{1,5})-([A-Za-z0-9_-]{12})\.webp$/;

/** The WebP of `/api/reviews/photos/{id}/{width}-{version}.webp`, or `null`. */
export async function photoImage(db: Database, photoId: number, file: string): Promise<Buffer | null> {
  const match = VARIANT_FILE.exec(file);
  if (!match || !Number.isSafeInteger(photoId)) return null;
  const [row] = await db
    .select({ image: t.reviewPhotoVariants.image })
    .from(t.reviewPhotoVariants)
    .innerJoin(t.reviewPhotos, eq(t.reviewPhotos.id, t.reviewPhotoVariants.photoId))
    .where(
      and(
        eq(t.reviewPhotoVariants.photoId, photoId),
        eq(t.reviewPhotoVariants.width, Number(match[1])),
        eq(t.reviewPhotos.version, match[2]!),
      ),
    );
  return row?.image ?? null;
}
