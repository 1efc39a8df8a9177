import {
  ACCOUNT_MESSAGES,
  apiErrorSchema,
  createWishlistListResponseSchema,
  VALIDATION_MESSAGES,
  WISHLIST_LIST_MESSAGES,
  wishlistListsResponseSchema,
  wishlistResponseSchema,
} from '@kwc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { createApi } from '../app';
import { queryRows, type DatabaseHandle } from '../db/client';
import { call, openAccountsApi, testClock, type CookieJar } from '../testing/accounts';
import { reviewer } from '../testing/reviews';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;
let close: () => Promise<void>;
const clock = testClock(new Date('2026-11-21T12:00:00Z'));

beforeAll(async () => {
  ({ database, api, close } = await openAccountsApi(clock.now));
});
afterAll(() => close());

const lists = async (jar: CookieJar) =>
  wishlistListsResponseSchema.parse(await (await call(api, 'GET', '/kwc/wishlist-list', { jar })).json());
const create = (jar: CookieJar, listName: unknown) =>
  call(api, 'POST', '/kwc/wishlist-list', { jar, body: { listName } });
const createdId = async (jar: CookieJar, listName: string) => {
  const response = await create(jar, listName);
  expect(response.status).toBe(200);
  return createWishlistListResponseSchema.parse(await response.json()).id;
};
const put = (jar: CookieJar, productId: number, listId: number | null) =>
  call(api, 'POST', '/kwc/add-product-to-wishlist-list', { jar, body: { productId, listId } });
const wishlist = async (jar: CookieJar, query = '') =>
  wishlistResponseSchema.parse(await (await call(api, 'GET', `/kwc/wishlist?pageSize=24${query}`, { jar })).json());
const messageOf = async (response: Response) => apiErrorSchema.parse(await response.json()).error.message;

/** The user's lists, their items and the counter, to show that a refused request changed nothing. */
async function facts(userId: number) {
  const [row] = await queryRows<{ lists: string; items: string; counter: number }>(
    database.db,
    sql`select
          (select coalesce(string_agg(id || ':' || name, ',' order by id), '') from wishlist_lists where user_id = ${userId}) as lists,
          (select coalesce(string_agg(product_id || ':' || coalesce(list_id, 0), ',' order by product_id), '')
             from wishlist_items where user_id = ${userId}) as items,
          (select wishlist_lists_count from users where id = ${userId}) as counter`,
  );
  return row!;
}

describe('named wishlists', () => {
  it('creates, renames, fills, filters and deletes lists; a deleted list’s products go back to the default one', async () => {
    const { jar, id } = await reviewer(api, database.db, 'listy@example.pl');
    expect(await lists(jar)).toEqual({ lists: [], total: 0 });
    const face = await createdId(jar, 'Twarz');
    const body = await createdId(jar, '  Ciało  ');
    expect(await lists(jar)).toEqual({
      lists: [
        { id: face, name: 'Twarz', count: 0 },
        { id: body, name: 'Ciało', count: 0 },
      ],
      total: 2,
    });

    // Products 1 and 2 join named lists straight away, 3 the default list; 2 then moves to "Twarz".
    for (const [productId, listId] of [
      [1, face],
      [2, body],
      [3, null],
      [2, face],
    ] as const) {
      expect((await put(jar, productId, listId)).status).toBe(204);
    }
    expect((await facts(id)).items).toBe(`1:${face},2:${face},3:0`);
    expect((await lists(jar)).lists.map((list) => list.count)).toEqual([2, 0]);

    const onlyFace = await wishlist(jar, `&lists[]=${face}`);
    expect(onlyFace.products.map((product) => product.sku).sort()).toEqual(['KWC-1', 'KWC-2']);
    expect(onlyFace).toMatchObject({ total: 2, allListsTotal: 3 });
    const defaultOnly = await wishlist(jar, '&lists[]=0');
    expect(defaultOnly.products.map((product) => product.sku)).toEqual(['KWC-3']);
    expect(defaultOnly).toMatchObject({ total: 1, allListsTotal: 3 });
    expect(await wishlist(jar, `&lists[]=0&lists[]=${body}`)).toMatchObject({ total: 1, allListsTotal: 3 });
    expect(await wishlist(jar)).toMatchObject({ total: 3, allListsTotal: 3 });

    expect(
      (
        await call(api, 'POST', '/kwc/rename-wishlist-list', {
          jar,
          body: { listId: face, listName: 'Pielęgnacja twarzy' },
        })
      ).status,
    ).toBe(204);
    // Its own name in other letters' case is not a clash.
    expect(
      (await call(api, 'POST', '/kwc/rename-wishlist-list', { jar, body: { listId: body, listName: 'CIAŁO' } })).status,
    ).toBe(204);
    expect((await lists(jar)).lists.map((list) => list.name)).toEqual(['Pielęgnacja twarzy', 'CIAŁO']);

    expect((await call(api, 'DELETE', '/kwc/wishlist-list', { jar, body: { listId: face } })).status).toBe(204);
    expect(await facts(id)).toEqual({ lists: `${body}:CIAŁO`, items: '1:0,2:0,3:0', counter: 1 });
    expect(await wishlist(jar, '&lists[]=0')).toMatchObject({ total: 3, allListsTotal: 3 });
    // The query form of the delete (the body is optional on DELETE).
    expect((await call(api, 'DELETE', `/kwc/wishlist-list?listId=${body}`, { jar })).status).toBe(204);
    expect(await facts(id)).toEqual({ lists: '', items: '1:0,2:0,3:0', counter: 0 });
  });

  it('refuses a 6th list and a name the user has in any letters’ case with 409, changing nothing', async () => {
    const { jar, id } = await reviewer(api, database.db, 'piec.list@example.pl');
    for (const name of ['Jeden', 'Dwa', 'Trzy', 'Cztery', 'Pięć']) await createdId(jar, name);
    const before = await facts(id);
    expect(before.counter).toBe(5);
    const sixth = await create(jar, 'Sześć');
    expect(sixth.status).toBe(409);
    expect(await messageOf(sixth)).toBe(WISHLIST_LIST_MESSAGES.limitReached);
    expect(await facts(id)).toEqual(before);

    const [first] = (await lists(jar)).lists;
    await call(api, 'DELETE', '/kwc/wishlist-list', { jar, body: { listId: first!.id } });
    const same = await create(jar, 'dWa');
    expect(same.status).toBe(409);
    expect(await messageOf(same)).toBe(WISHLIST_LIST_MESSAGES.nameTaken);
    const rename = await call(api, 'POST', '/kwc/rename-wishlist-list', {
      jar,
      body: { listId: (await lists(jar)).lists[0]!.id, listName: 'TRZY' },
    });
    expect(rename.status).toBe(409);
    const after = await facts(id);
    expect(after.counter).toBe(4);
    // Another user may have the same name.
    const other = await reviewer(api, database.db, 'inna.lista@example.pl');
    expect(await createdId(other.jar, 'Dwa')).toBeGreaterThan(0);
    expect(await facts(id)).toEqual(after);
  });

  it('refuses bad names (400), other users’ and missing lists and products (404), and changes nothing', async () => {
    const owner = await reviewer(api, database.db, 'wlascicielka@example.pl');
    const stranger = await reviewer(api, database.db, 'obca@example.pl');
    const list = await createdId(owner.jar, 'Moja');
    await put(owner.jar, 5, list);
    const before = [await facts(owner.id), await facts(stranger.id)];

    const empty = await create(stranger.jar, '   ');
    expect(empty.status).toBe(400);
    expect(await messageOf(empty)).toBe(VALIDATION_MESSAGES.required);
    const long = await create(stranger.jar, 'x'.repeat(51));
    expect(long.status).toBe(400);
    expect(await messageOf(long)).toBe(VALIDATION_MESSAGES.tooLong);
    expect((await create(stranger.jar, 42)).status).toBe(400);

    for (const response of [
      await call(api, 'POST', '/kwc/rename-wishlist-list', {
        jar: stranger.jar,
        body: { listId: list, listName: 'Cudza' },
      }),
      await call(api, 'DELETE', '/kwc/wishlist-list', { jar: stranger.jar, body: { listId: list } }),
      await put(stranger.jar, 6, list),
      await call(api, 'DELETE', '/kwc/wishlist-list', { jar: owner.jar, body: { listId: 999999 } }),
    ]) {
      expect(response.status).toBe(404);
      expect(await messageOf(response)).toBe(WISHLIST_LIST_MESSAGES.unknownList);
    }
    const missingProduct = await put(owner.jar, 999999, list);
    expect(missingProduct.status).toBe(404);
    expect(await messageOf(missingProduct)).toBe(WISHLIST_LIST_MESSAGES.unknownProduct);
    expect((await put(owner.jar, 5, 0)).status).toBe(400);
    expect(
      (await call(api, 'POST', '/kwc/rename-wishlist-list', { jar: owner.jar, body: { listId: list } })).status,
    ).toBe(400);
    expect([await facts(owner.id), await facts(stranger.id)]).toEqual(before);
  });

  it('answers 401 with the Polish message when logged out, and changes nothing', async () => {
    const [before] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from wishlist_lists`);
    for (const [method, path, body] of [
      ['GET', '/kwc/wishlist-list', undefined],
      ['POST', '/kwc/wishlist-list', { listName: 'Anonimowa' }],
      ['DELETE', '/kwc/wishlist-list', { listId: 1 }],
      ['POST', '/kwc/add-product-to-wishlist-list', { productId: 1, listId: null }],
      ['POST', '/kwc/rename-wishlist-list', { listId: 1, listName: 'Nowa' }],
    ] as const) {
      const response = await call(api, method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await messageOf(response)).toBe(ACCOUNT_MESSAGES.loginRequired);
    }
    const [after] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from wishlist_lists`);
    expect(after!.n).toBe(before!.n);
  });
});
