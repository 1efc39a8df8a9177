import { WISHLIST_LIST_MESSAGES } from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { call, openAccountsApi, testClock } from '../testing/accounts';
import { reviewer } from '../testing/reviews';

// PGlite runs one connection and cannot race: these run on PostgreSQL only
// (`node scripts/test.mjs api-postgres`).
const onPostgres = process.env.DATABASE_URL !== undefined;

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  ({ database, api, close } = await openAccountsApi(testClock().now));
});
afterAll(() => close());

const listFacts = async (userId: number) =>
  (
    await queryRows<{ lists: number; counter: number }>(
      database.db,
      sql`select (select count(*)::int from wishlist_lists where user_id = ${userId}) as lists,
                 wishlist_lists_count as counter from users where id = ${userId}`,
    )
  )[0]!;

describe.runIf(onPostgres)('named wishlists on PostgreSQL, with parallel requests', () => {
  it('ends 50 parallel creates of one user with exactly 5 lists, the counter equal to the facts', async () => {
    const { jar, id } = await reviewer(api, database.db, 'wyscig.list@example.pl');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        call(api, 'POST', '/kwc/wishlist-list', { jar, body: { listName: `Lista ${index}` } }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
        WISHLIST_LIST_MESSAGES.limitReached,
      );
    }
    expect(await listFacts(id)).toEqual({ lists: 5, counter: 5 });
  });

  it('keeps one list of a name sent many times at once, and no product in a list deleted meanwhile', async () => {
    const { jar, id } = await reviewer(api, database.db, 'ta.sama.nazwa@example.pl');
    const same = await Promise.all(
      ['Kremy', 'KREMY', 'kremy', 'Kremy'].map((listName) =>
        call(api, 'POST', '/kwc/wishlist-list', { jar, body: { listName } }),
      ),
    );
    expect(same.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await listFacts(id)).toEqual({ lists: 1, counter: 1 });

    const { id: listId } = (await same.find((answer) => answer.status === 200)!.json()) as { id: number };
    const moves = Array.from({ length: 8 }, (_, index) =>
      call(api, 'POST', '/kwc/add-product-to-wishlist-list', { jar, body: { productId: index + 1, listId } }),
    );
    const removal = call(api, 'DELETE', '/kwc/wishlist-list', { jar, body: { listId } });
    await Promise.all([...moves, removal]);
    const [stranded] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from wishlist_items where user_id = ${id} and list_id is not null`,
    );
    expect(stranded!.n).toBe(0);
    expect(await listFacts(id)).toEqual({ lists: 0, counter: 0 });
  });
});
