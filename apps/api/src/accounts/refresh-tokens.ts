import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';

import type { LoginMethod } from '@kwc/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { derivedKey, type AccountConfig } from './config';

/** How much of a user agent is kept with a login (the session list shows the device from it). */
export const USER_AGENT_MAX = 512;

/** A login's refresh tokens work this long (the spec's ~29-day marker, section 9). */
export const FAMILY_TTL_MS = 29 * 24 * 3_600_000;
/** A rotated token presented again this soon gets the same successor (two tabs refreshing at once). */
export const ROTATION_GRACE_MS = 10_000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The successor of a refresh token: derived, so a second request for it can recompute it. */
function successorOf(config: AccountConfig, token: string): string {
  return createHmac('sha256', derivedKey(config, 'refresh-successor')).update(token).digest('base64url');
}

export interface IssuedRefresh {
  refreshToken: string;
  familyId: string;
  expiresAt: Date;
}

/** Starts a refresh family (a login) and gives its first token. */
export async function startFamily(
  db: Database,
  config: AccountConfig,
  userId: number,
  loginMethod: LoginMethod,
  userAgent: string | null = null,
): Promise<IssuedRefresh> {
  const now = config.now();
  const familyId = randomUUID();
  const expiresAt = new Date(now.getTime() + FAMILY_TTL_MS);
  const refreshToken = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.insert(t.refreshFamilies).values({
      id: familyId,
      userId,
      loginMethod,
      createdAt: now,
      expiresAt,
      userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    await tx.insert(t.refreshTokens).values({ tokenHash: sha256(refreshToken), familyId, createdAt: now });
  });
  return { refreshToken, familyId, expiresAt };
}

/** The account a refresh token belongs to, read with it (the new access token needs it). */
export interface RefreshedUser {
  id: number;
  email: string;
  username: string | null;
  birthDate: string | null;
  isActive: boolean;
  deactivatedAt: Date | null;
}

export type RotationResult =
  | ({ ok: true; userId: number; user: RefreshedUser } & IssuedRefresh)
  | { ok: false; reason: 'unknown' | 'ended' | 'replayed'; userId?: number; familyId?: string };

/**
 * Rotates a refresh token: its successor, the same one again within the grace, or — a rotated
 * token coming back later, a sign it was stolen — the whole family revoked.
 */
export async function rotateRefreshToken(db: Database, config: AccountConfig, token: string): Promise<RotationResult> {
  const hash = sha256(token);
  const now = config.now();
  return db.transaction(async (tx): Promise<RotationResult> => {
    // Only one request marks the token rotated; a concurrent one waits for its row lock, then
    // finds it rotated and takes the grace path below.
    const [rotated] = await tx
      .update(t.refreshTokens)
      .set({ rotatedAt: now })
      .where(and(eq(t.refreshTokens.tokenHash, hash), isNull(t.refreshTokens.rotatedAt)))
      .returning({ familyId: t.refreshTokens.familyId });
    const [row] = await tx
      .select({
        familyId: t.refreshTokens.familyId,
        rotatedAt: t.refreshTokens.rotatedAt,
        userId: t.refreshFamilies.userId,
        expiresAt: t.refreshFamilies.expiresAt,
        revokedAt: t.refreshFamilies.revokedAt,
        user: {
          id: t.users.id,
          email: t.users.email,
          username: t.users.username,
          birthDate: t.users.birthDate,
          isActive: t.users.isActive,
          deactivatedAt: t.users.deactivatedAt,
        },
      })
      .from(t.refreshTokens)
      .innerJoin(t.refreshFamilies, eq(t.refreshFamilies.id, t.refreshTokens.familyId))
      .innerJoin(t.users, eq(t.users.id, t.refreshFamilies.userId))
      .where(eq(t.refreshTokens.tokenHash, hash));
    if (!row) return { ok: false, reason: 'unknown' };
    const ended = { ok: false, reason: 'ended', userId: row.userId, familyId: row.familyId } as const;
    if (row.revokedAt !== null || row.expiresAt.getTime() <= now.getTime()) return ended;
    const successor = successorOf(config, token);
    const issued = {
      ok: true,
      userId: row.userId,
      user: row.user,
      familyId: row.familyId,
      expiresAt: row.expiresAt,
    } as const;
    if (rotated) {
      await tx.insert(t.refreshTokens).values({
        tokenHash: sha256(successor),
        familyId: row.familyId,
        parentHash: hash,
        createdAt: now,
      });
      return { ...issued, refreshToken: successor };
    }
    if (now.getTime() - row.rotatedAt!.getTime() <= ROTATION_GRACE_MS) return { ...issued, refreshToken: successor };
    await tx
      .update(t.refreshFamilies)
      .set({ revokedAt: now, revokedReason: 'replayed' })
      .where(eq(t.refreshFamilies.id, row.familyId));
    return { ok: false, reason: 'replayed', userId: row.userId, familyId: row.familyId };
  });
}

/** The family of a refresh token (logout), if the token is known. */
export async function familyOfToken(db: Database, token: string) {
  const [row] = await db
    .select({ familyId: t.refreshTokens.familyId, userId: t.refreshFamilies.userId })
    .from(t.refreshTokens)
    .innerJoin(t.refreshFamilies, eq(t.refreshFamilies.id, t.refreshTokens.familyId))
    .where(eq(t.refreshTokens.tokenHash, sha256(token)));
  return row;
}

export async function revokeFamily(db: Database, config: AccountConfig, familyId: string, reason: string) {
  await db
    .update(t.refreshFamilies)
    .set({ revokedAt: config.now(), revokedReason: reason })
    .where(and(eq(t.refreshFamilies.id, familyId), isNull(t.refreshFamilies.revokedAt)));
}

/** Revokes every live family of a user (password reset, deactivation), but `except` one if given. */
export async function revokeUserFamilies(
  db: Database,
  config: AccountConfig,
  userId: number,
  reason: string,
  except?: string,
): Promise<void> {
  await db
    .update(t.refreshFamilies)
    .set({ revokedAt: config.now(), revokedReason: reason })
    .where(
      and(
        eq(t.refreshFamilies.userId, userId),
        isNull(t.refreshFamilies.revokedAt),
        except ? ne(t.refreshFamilies.id, except) : undefined,
      ),
    );
}
