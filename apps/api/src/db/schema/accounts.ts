import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const time = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Accounts (spec section 3 "Account"). `is_active` is the token's flag: the e-mail address is
 * confirmed. A deactivated account keeps its row (reviews point at it) with `deactivated_at` set.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Chosen on the account-details page; unique regardless of letter case. */
    username: text('username'),
    /** Stored lower-cased (the schema lower-cases it); unique regardless of case all the same. */
    email: text('email').notNull(),
    /** An e-mail change waiting for the confirmation link sent to the new address. */
    pendingEmail: text('pending_email'),
    /** Argon2id PHC string; null for accounts made through Facebook. */
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('user'),
    avatar: text('avatar'),
    rank: text('rank').notNull().default('Początkująca'),
    bio: text('bio'),
    birthDate: date('birth_date'),
    isActive: boolean('is_active').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    socialInstagram: text('social_instagram'),
    socialFacebook: text('social_facebook'),
    socialTiktok: text('social_tiktok'),
    socialYoutube: text('social_youtube'),
    // The four agreements: on while given and not withdrawn since (spec section 3).
    newsletterGivenAt: time('newsletter_given_at'),
    newsletterWithdrawnAt: time('newsletter_withdrawn_at'),
    commercialInternalGivenAt: time('commercial_internal_given_at'),
    commercialInternalWithdrawnAt: time('commercial_internal_withdrawn_at'),
    commercialExternalGivenAt: time('commercial_external_given_at'),
    commercialExternalWithdrawnAt: time('commercial_external_withdrawn_at'),
    clubGivenAt: time('club_given_at'),
    clubWithdrawnAt: time('club_withdrawn_at'),
    // Counters of spec section 3, kept in the transactions of the events (community/counters.ts recounts).
    followedCount: integer('followed_count').notNull().default(0),
    followersCount: integer('followers_count').notNull().default(0),
    giveNotesCount: integer('give_notes_count').notNull().default(0),
    hitsCount: integer('hits_count').notNull().default(0),
    notesPlusCount: integer('notes_plus_count').notNull().default(0),
    productsCount: integer('products_count').notNull().default(0),
    reviewsCount: integer('reviews_count').notNull().default(0),
    wishlistListsCount: integer('wishlist_lists_count').notNull().default(0),
    /** How the user last logged in (spec section 3 "Login methods"). */
    lastLoginMethod: text('last_login_method'),
    lastLoginAt: time('last_login_at'),
    facebookId: text('facebook_id'),
    deactivatedAt: time('deactivated_at'),
    // Two-step verification (docs/accounts.md): the TOTP secret (base32) once a first code confirmed
    // it, a scanned secret still waiting for its first code, the last time step a code was taken
    // for (a code counts once), and the SHA-256 of each recovery code not used yet.
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    totpEnabledAt: time('totp_enabled_at'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    totpRecoveryHashes: text('totp_recovery_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_facebook_id_idx').on(table.facebookId),
    check('users_role_check', sql`${table.role} in ('user', 'moderator')`),
    // The limits of spec section 5 held by the database: the counters change in the event's transaction.
    check('users_hits_limit', sql`${table.hitsCount} between 0 and 30`),
    check('users_wishlist_lists_limit', sql`${table.wishlistListsCount} between 0 and 5`),
    check(
      'users_counters_nonnegative',
      sql`least(${table.followedCount}, ${table.followersCount}, ${table.giveNotesCount}, ${table.notesPlusCount}, ${table.productsCount}, ${table.reviewsCount}) >= 0`,
    ),
    check(
      'users_login_method_check',
      sql`${table.lastLoginMethod} in ('account_password', 'account_token', 'facebook', 'KWC')`,
    ),
  ],
);

/** An uploaded avatar: a WebP square, served from `/api/user/avatar/{file}`. */
export const userAvatars = pgTable('user_avatars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: bytea('image').notNull(),
  version: text('version').notNull(),
  updatedAt: time('updated_at').notNull().defaultNow(),
});

/** One login: its refresh tokens rotate within it; revoking it logs that session out. */
export const refreshFamilies = pgTable(
  'refresh_families',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginMethod: text('login_method').notNull(),
    createdAt: time('created_at').notNull().defaultNow(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** The browser's user agent at login (cut to 512 characters), for the account's session list. */
    userAgent: text('user_agent'),
  },
  (table) => [index('refresh_families_user_idx').on(table.userId)],
);

/**
 * Refresh tokens, by the SHA-256 of the token: the one in the cookie is never stored. A successor is
 * HMAC(secret, parent), so a second tab presenting the parent within the grace gets it again.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id')
      .notNull()
      .references(() => refreshFamilies.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash'),
    createdAt: time('created_at').notNull().defaultNow(),
    rotatedAt: time('rotated_at'),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId)],
);

/** One-time links (activation, password reset, e-mail change and its cancel), by their token's hash. */
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to. */
    email: text('email').notNull(),
    /** E-mail change: the address it changes to (and, on the cancel link, back from). */
    newEmail: text('new_email'),
    /** `review_reply`: the review the moderator's remarks concern (a plain column: reviews' schema imports this one). */
    reviewId: integer('review_id'),
    createdAt: time('created_at').notNull().defaultNow(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (table) => [
    index('account_links_user_idx').on(table.userId, table.kind),
    check(
      'account_links_kind_check',
      sql`${table.kind} in ('activation', 'password_reset', 'email_change', 'email_change_cancel', 'review_reply')`,
    ),
  ],
);

/** Rate-limit counters: one fixed window per key (`login:ip:…`), counted in one statement. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: time('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key] })],
);

/** ALTCHA challenges already solved: a challenge is spent on its first use. */
export const spentCaptchas = pgTable('spent_captchas', {
  challenge: text('challenge').primaryKey(),
  expiresAt: time('expires_at').notNull(),
});

/** Authentication events (logins, failures, refresh replays, password and e-mail changes). */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id'),
    kind: text('kind').notNull(),
    ip: text('ip'),
    detail: jsonb('detail'),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('auth_events_user_idx').on(table.userId, table.createdAt),
    index('auth_events_created_idx').on(table.createdAt),
  ],
);
