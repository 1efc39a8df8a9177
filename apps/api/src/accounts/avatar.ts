import { createHash } from 'node:crypto';

import { ACCOUNT_MESSAGES, AVATAR } from '@kwc/domain';
import { and, eq } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { decodeUpload, encodeOrRefuse, type UploadRules } from '../images/upload';

/** The address an avatar is served from: versioned, so it can be cached for good. */
export const avatarPath = (userId: number, version: string) => `/api/user/avatar/${userId}-${version}.webp`;
const AVATAR_FILE = /^(\d{1,10})-([A-Za-z0-9_-]{12})\.webp$/;
const AVATAR_UPLOAD: UploadRules = {
  field: 'avatar',
  types: AVATAR.types,
  maxBytes: AVATAR.maxBytes,
  messages: {
    type: ACCOUNT_MESSAGES.avatarType,
    tooLarge: ACCOUNT_MESSAGES.avatarTooLarge,
    unreadable: ACCOUNT_MESSAGES.avatarUnreadable,
  },
};

/**
 * Stores a new avatar: a JPEG, PNG, WebP or AVIF of at most 5 MB, turned into a WebP square
 * without its metadata.
 */
export async function saveAvatar(db: Database, userId: number, file: unknown): Promise<string> {
  const decoder = await decodeUpload(file, AVATAR_UPLOAD);
  const image = await encodeOrRefuse(AVATAR_UPLOAD, () =>
    decoder.resize(AVATAR.size, AVATAR.size, { fit: 'cover', position: 'attention' }).webp({ quality: 82 }).toBuffer(),
  );
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
