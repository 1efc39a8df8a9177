import { MAX_HITS, type Agreements, type UserResponse } from '@kwc/domain';
import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import type { TokenSubject } from './session';

export type UserRow = typeof t.users.$inferSelect;
type Executor = Pick<Database, 'select'>;

/** The four agreements with their columns (spec section 3). */
export const AGREEMENT_COLUMNS = {
  newsletter: ['newsletterGivenAt', 'newsletterWithdrawnAt'],
  commercial_internal: ['commercialInternalGivenAt', 'commercialInternalWithdrawnAt'],
  commercial_external: ['commercialExternalGivenAt', 'commercialExternalWithdrawnAt'],
  club: ['clubGivenAt', 'clubWithdrawnAt'],
} as const satisfies Record<keyof Agreements, readonly [keyof UserRow, keyof UserRow]>;

const lower = (column: SQL | typeof t.users.email | typeof t.users.username) => sql`lower(${column})`;

/** A live (not deactivated) account by id. */
export async function userById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, id), isNull(t.users.deactivatedAt)));
  return row;
}

/** A live account by its e-mail address or user name, ignoring case (the login's `username`). */
export async function userByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await db
    .select()
    .from(t.users)
    .where(and(or(eq(lower(t.users.email), value), eq(lower(t.users.username), value)), isNull(t.users.deactivatedAt)))
    .limit(1);
  return row;
}

/** Any account (deactivated ones too) by e-mail address, ignoring case. */
export async function userByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(t.users)
    .where(eq(lower(t.users.email), email.toLowerCase()));
  return row;
}

/** Whether another account (deactivated ones too: reviews keep their names) uses the user name. */
export async function usernameTaken(db: Executor, username: string, exceptUserId: number): Promise<boolean> {
  const rows = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(eq(lower(t.users.username), username.toLowerCase()), ne(t.users.id, exceptUserId)));
  return rows.length > 0;
}

/** Whether an address is in use: as an account's e-mail or a change waiting for confirmation. */
export async function emailTaken(db: Executor, email: string, exceptUserId = 0): Promise<boolean> {
  const value = email.toLowerCase();
  const rows = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(and(eq(lower(t.users.email), value), ne(t.users.id, exceptUserId)));
  return rows.length > 0;
}

export function tokenSubject(user: UserRow): TokenSubject {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    birthDate: user.birthDate,
    isActive: user.isActive,
  };
}

/** An agreement is on while it was given and not withdrawn since. */
export function agreementsOf(user: UserRow): Agreements {
  const on = ([given, withdrawn]: readonly [keyof UserRow, keyof UserRow]) => {
    const givenAt = user[given] as Date | null;
    const withdrawnAt = user[withdrawn] as Date | null;
    return givenAt !== null && (withdrawnAt === null || withdrawnAt < givenAt);
  };
  return {
    newsletter: on(AGREEMENT_COLUMNS.newsletter),
    commercial_internal: on(AGREEMENT_COLUMNS.commercial_internal),
    commercial_external: on(AGREEMENT_COLUMNS.commercial_external),
    club: on(AGREEMENT_COLUMNS.club),
  };
}

export function countersOf(user: UserRow): UserResponse['counters'] {
  return {
    followed: user.followedCount,
    followers: user.followersCount,
    give_notes: user.giveNotesCount,
    hits: user.hitsCount,
    hits_left: Math.max(0, MAX_HITS - user.hitsCount),
    notes_plus: user.notesPlusCount,
    products: user.productsCount,
    reviews: user.reviewsCount,
  };
}

/** `GET /api/user` (spec section 7). */
export function userResponse(user: UserRow): UserResponse {
  return {
    id: user.id,
    avatar: user.avatar,
    rank: user.rank,
    counters: countersOf(user),
    social_instagram: user.socialInstagram,
    social_facebook: user.socialFacebook,
    social_tiktok: user.socialTiktok,
    social_youtube: user.socialYoutube,
    agreements: agreementsOf(user),
  };
}
