import { FOLLOW_MESSAGES, type ActivityItem, type FollowDirection, type FollowUser } from '@kwc/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';

import type { CatalogueDictionary } from '../catalog/dictionary';
import { queryRows, type Database } from '../db/client';
import * as t from '../db/schema';
import { BadRequestError, NotFoundError } from '../http/errors';
import { productColumns, toProduct, type ProductRow } from '../products/card';

/** A row's keyset position: its time in microseconds (as PostgreSQL keeps it) and its id. */
interface Cursor {
  micros: string;
  id: string;
}

const parseCursor = (after: string | undefined): Cursor | null => {
  if (after === undefined) return null;
  const [micros, id] = after.split('_');
  return { micros: micros!, id: id! };
};

const cursorOf = (row: { micros: string; key: number | string }) => `${row.micros}_${row.key}`;

/** The cursor's time as a timestamptz, exact to the microsecond (no float on the way). */
const cursorTime = (cursor: Cursor) => sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;

const micros = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint::text`;

/** A user one may follow or list: exists and is not deactivated. */
async function liveUser(db: Pick<Database, 'execute'>, userId: number, lock = false): Promise<boolean> {
  const rows = await queryRows(
    db as Database,
    sql`select id from users where id = ${userId} and deactivated_at is null ${lock ? sql`for key share` : sql``}`,
  );
  return rows.length > 0;
}

/**
 * `POST` / `DELETE /kwc/follows`: follow a user or stop. Idempotent (the primary key); the follower's
 * `followed_count` and the followee's `followers_count` move in the same transaction, only when a row
 * was added or removed.
 */
export async function setFollow(db: Database, followerId: number, followeeId: number, followed: boolean) {
  if (followerId === followeeId) throw BadRequestError.ofFields({ userId: FOLLOW_MESSAGES.cannotFollowSelf });
  return db.transaction(async (tx) => {
    // Key share: a deactivation of the followee waits for this follow (and the other way round).
    if (!(await liveUser(tx, followeeId, true))) throw new NotFoundError(FOLLOW_MESSAGES.unknownUser);
    const changed = followed
      ? await tx.insert(t.follows).values({ followerId, followeeId }).onConflictDoNothing().returning()
      : await tx
          .delete(t.follows)
          .where(and(eq(t.follows.followerId, followerId), eq(t.follows.followeeId, followeeId)))
          .returning();
    if (changed.length > 0) {
      const step = followed ? 1 : -1;
      // The two rows in id order: crossing follows (A→B while B→A) lock them alike and never deadlock.
      for (const id of [followerId, followeeId].sort((a, b) => a - b)) {
        await tx
          .update(t.users)
          .set(
            id === followerId
              ? { followedCount: sql`${t.users.followedCount} + ${step}` }
              : { followersCount: sql`${t.users.followersCount} + ${step}` },
          )
          .where(eq(t.users.id, id));
      }
    }
    const [after] = await tx
      .select({ followers: t.users.followersCount })
      .from(t.users)
      .where(eq(t.users.id, followeeId));
    return { userId: followeeId, isFollowed: followed, followers: after!.followers };
  });
}

interface FollowRow extends Record<string, unknown> {
  id: number;
  username: string | null;
  avatar: string | null;
  rank: string;
  reviews: number;
  followers: number;
  is_followed: boolean;
  micros: string;
}

/**
 * `GET /kwc/users/{userId}/follows`: whom the user follows (given) or who follows them (received),
 * newest first, keyset-paged by `(follows.created_at, other user's id)`; deactivated users left out.
 */
export async function userFollows(
  db: Database,
  viewerId: number,
  userId: number,
  query: { direction: FollowDirection; after?: string | undefined; limit: number },
): Promise<{ users: FollowUser[]; next: string | null; total: number }> {
  if (!(await liveUser(db, userId))) throw new NotFoundError(FOLLOW_MESSAGES.unknownUser);
  const [self, other] =
    query.direction === 'given' ? [sql`f.follower_id`, sql`f.followee_id`] : [sql`f.followee_id`, sql`f.follower_id`];
  const cursor = parseCursor(query.after);
  const rows = await queryRows<FollowRow>(
    db,
    sql`select u.id, u.username, u.avatar, u.rank, u.reviews_count as reviews, u.followers_count as followers,
               exists (select 1 from follows v where v.follower_id = ${viewerId} and v.followee_id = u.id) as is_followed,
               ${micros(sql`f.created_at`)} as micros
        from follows f join users u on u.id = ${other} and u.deactivated_at is null
        where ${self} = ${userId}
          ${cursor ? sql`and (f.created_at, ${other}) < (${cursorTime(cursor)}, ${cursor.id}::bigint)` : sql``}
        order by f.created_at desc, ${other} desc
        limit ${query.limit + 1}`,
  );
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from follows f join users u on u.id = ${other} and u.deactivated_at is null
        where ${self} = ${userId}`,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    users: page.map((row) => ({
      id: row.id,
      username: row.username ?? '',
      avatar: row.avatar,
      rank: row.rank,
      reviews: row.reviews,
      followers: row.followers,
      isFollowed: row.is_followed,
    })),
    next: rows.length > query.limit && last ? cursorOf({ micros: last.micros, key: last.id }) : null,
    total: count!.total,
  };
}

interface ActivityRow extends ProductRow {
  activity_id: string;
  kind: ActivityItem['kind'];
  activity_at: string;
  micros: string;
  actor_id: number;
  actor_username: string | null;
  actor_avatar: string | null;
  actor_rank: string;
  review_id: number | null;
  review_rating: number | null;
  review_title: string | null;
}

/**
 * The next `take` activities of the people `userId` follows, newest first after `cursor`: read per
 * followed author over `activities_actor_idx` (`CROSS JOIN LATERAL`, index only, at most `take`
 * each) and merged. Nothing else is read here (not even the author's row: a deactivated author is
 * left out with the page's other checks), so a user following 500 costs 500 short index reads.
 * The order spells the index's `nulls last` (the columns are never null): otherwise each read sorts.
 * The ids and times become text after the top `take` are kept, not for every candidate.
 */
function feedCandidates(db: Database, userId: number, cursor: Cursor | null, take: number) {
  return queryRows<{ id: string; micros: string }>(
    db,
    sql`select c.id::text as id, ${micros(sql`c.created_at`)} as micros
        from (
          select a.id, a.created_at
          from follows f
          cross join lateral (
            select a.id, a.created_at from activities a
            where a.actor_id = f.followee_id
              ${cursor ? sql`and (a.created_at, a.id) < (${cursorTime(cursor)}, ${cursor.id}::bigint)` : sql``}
            order by a.created_at desc nulls last, a.id desc nulls last
            limit ${take}
          ) a
          where f.follower_id = ${userId}
          order by a.created_at desc, a.id desc
          limit ${take}
        ) c
        order by c.created_at desc, c.id desc`,
  );
}

/**
 * `GET /kwc/activity`: what the people I follow did, newest first, keyset by `(created_at, id)`: a
 * page costs the same at any depth. The candidates come from the index alone; the shown ones are
 * those whose author is active, whose product is public and whose review is still published (read
 * for the candidates only).
 * When hidden ones leave the page short, the next candidates are read, twice as many each round.
 */
export async function activityFeed(
  db: Database,
  dictionary: CatalogueDictionary,
  userId: number,
  query: { after?: string | undefined; limit: number },
): Promise<{ items: ActivityItem[]; next: string | null }> {
  const wanted = query.limit + 1;
  const rows: ActivityRow[] = [];
  let cursor = parseCursor(query.after);
  for (let take = wanted; rows.length < wanted; take *= 2) {
    const candidates = await feedCandidates(db, userId, cursor, take);
    if (candidates.length === 0) break;
    const shown = await queryRows<ActivityRow>(
      db,
      sql`select a.id::text as activity_id, a.kind, a.created_at as activity_at, ${micros(sql`a.created_at`)} as micros,
                 u.id as actor_id, u.username as actor_username, u.avatar as actor_avatar, u.rank as actor_rank,
                 ${productColumns}, r.id as review_id, r.rating as review_rating, r.title as review_title
          from activities a
          join users u on u.id = a.actor_id and u.deactivated_at is null
          join products on products.id = a.product_id and products.is_public
          left join reviews r on r.id = a.review_id and a.kind = 'review'
          where a.id in (${sql.join(
            candidates.map((candidate) => sql`${candidate.id}::bigint`),
            sql`, `,
          )})
            and (a.kind <> 'review' or r.status = 'published')
          order by a.created_at desc, a.id desc`,
    );
    rows.push(...shown.slice(0, wanted - rows.length));
    if (candidates.length < take) break;
    const last = candidates.at(-1)!;
    cursor = { micros: last.micros, id: last.id };
  }
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: Number(row.activity_id),
      kind: row.kind,
      createdAt: new Date(row.activity_at).toISOString(),
      actor: { id: row.actor_id, username: row.actor_username ?? '', avatar: row.actor_avatar, rank: row.actor_rank },
      product: toProduct(row, dictionary),
      review:
        row.kind === 'review' && row.review_id !== null
          ? { id: row.review_id, rating: row.review_rating!, title: row.review_title! }
          : null,
    })),
    next: rows.length > query.limit && last ? cursorOf({ micros: last.micros, key: last.activity_id }) : null,
  };
}
