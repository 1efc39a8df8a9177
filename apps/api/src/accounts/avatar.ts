import { createHash } from 'node:crypto';

import { ACCOUNT_MESSAGES, AVATAR } from '@kwc/domain';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { BadRequestError } from '../http/errors';

/** The address an avatar is served from: versioned, so it can be cached for good. */
export const avatarPath = (userId: number, version: string) => `/api/user/avatar/${userId}-${version}.webp`;
const AVATAR_FILE = /^(\d{1,10})-([A-Za-z0-9_-]{12})\.webp$/;
/** Refuses decompression bombs: a 5 MB file may not unpack into more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;

const refused = (message: string) => BadRequestError.ofFields({ avatar: message });

/**
 * Stores a new avatar: a JPEG, PNG, WebP or AVIF of at most 5 MB, turned into a WebP square
 * without its metadata (sharp drops EXIF, GPS and ICC unless asked to keep them).
 */
export async function saveAvatar(db: Database, userId: number, file: unknown): Promise<string> {
  if (!(file instanceof File) || file.size === 0) throw refused(ACCOUNT_MESSAGES.avatarType);
  if (file.size > AVATAR.maxBytes) throw refused(ACCOUNT_MESSAGES.avatarTooLarge);
  if (!(AVATAR.types as readonly string[]).includes(file.type)) throw refused(ACCOUNT_MESSAGES.avatarType);
  const input = Buffer.from(await file.arrayBuffer());
  let image: Buffer;
  try {
    const decoder = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await decoder.metadata();
    // The declared type is the browser's guess from the file name: the content must agree.
    if (!['jpeg', 'png', 'webp', 'heif'].includes(format ?? '')) throw refused(ACCOUNT_MESSAGES.avatarType);
    image = await decoder
      .rotate()
      .resize(AVATAR.size, AVATAR.size, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw refused(ACCOUNT_MESSAGES.avatarUnreadable);
  }
  const version = createHash('sha256').update(image).digest('base64url').slice(0, 12);
  const path = avatarPath(userId, version);
  await db.transaction(async (tx) => {
    await tx
      .insert(t.userAvatars)
      .values({ userId, image, version, updatedAt: new Date() })
      .onConflictDoUpdate({ target: t.userAvatars.userId, set: { image, version, updatedAt: new Date() } });
    await tx.update(t.users).set({ avatar: path }).where(eq(t.users.id, userId));
  });
  return path;
}

export async function deleteAvatar(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(t.userAvatars).where(eq(t.userAvatars.userId, userId));
    await tx.update(t.users).set({ avatar: null }).where(eq(t.users.id, userId));
  });
}

/** The WebP of `/api/user/avatar/{userId}-{version}.webp`, or `null`. */
export async function avatarImage(db: Database, file: string): Promise<Buffer | null> {
  const match = AVATAR_FILE.exec(file);
  if (!match) return null;
  const [row] = await db
    .select({ image: t.userAvatars.image })
    .from(t.userAvatars)
    .where(and(eq(t.userAvatars.userId, Number(match[1])), eq(t.userAvatars.version, match[2]!)));
  return row?.image ?? null;
}
