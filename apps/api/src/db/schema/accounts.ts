import { boolean, date, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Community members; the read side needs name, avatar, rank and age, the write side comes later. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar'),
    rank: text('rank').notNull().default('Początkująca'),
    bio: text('bio'),
    birthDate: date('birth_date'),
    isActive: boolean('is_active').notNull().default(true),
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_username_idx').on(table.username), uniqueIndex('users_email_idx').on(table.email)],
);
