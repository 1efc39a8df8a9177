import { roleSchema, type Role } from '@kwc/domain';
import { eq, sql } from 'drizzle-orm';

import type { Database } from '../db/client';
import * as t from '../db/schema';

/**
 * Gives an account a role (`scripts/grant-role.mjs`; never through the HTTP API). Answers the
 * account's id, or `null` when no account has that address.
 */
export async function grantRole(db: Database, email: string, role: Role): Promise<number | null> {
  const checked = roleSchema.parse(role);
  const [row] = await db
    .update(t.users)
    .set({ role: checked })
    .where(eq(sql`lower(${t.users.email})`, email.trim().toLowerCase()))
    .returning({ id: t.users.id });
  if (row) {
    await db.insert(t.authEvents).values({ kind: 'role_granted', userId: row.id, detail: { role: checked } });
  }
  return row?.id ?? null;
}
