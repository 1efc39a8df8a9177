import {
  accountDetailsResponseSchema,
  decodeTokenPayload,
  isUnder16,
  moderationQueueResponseSchema,
  todayInPoland,
} from '@kwc/domain';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApi } from '../app';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from '../db/client';
import { call, CookieJar, testAccountConfig } from '../testing/accounts';
import { openSeededDatabase, SEED_NOW } from '../testing/database';
import { grantRole } from './roles';

let database: DatabaseHandle;
let api: ReturnType<typeof createApi>;

beforeAll(async () => {
  database = await openSeededDatabase(60);
  api = createApi(database, {
    accounts: testAccountConfig({ now: () => SEED_NOW }),
    logger: pino({ level: 'silent' }),
  });
});
afterAll(async () => {
  await database.close();
});

async function logIn(username: string) {
  const jar = new CookieJar();
  const response = await call(api, 'POST', '/login_check', { body: { username, password: 'kosmetyki123' }, jar });
  expect(response.status, username).toBe(200);
  const token = decodeTokenPayload((await response.json()).token)!;
  const details = accountDetailsResponseSchema.parse(await (await call(api, 'GET', '/user/account', { jar })).json());
  return { token, details, jar };
}

const DEMO_TITLES = ['Mój ulubiony krem na co dzień', 'Poprawny, ale bez zachwytu', 'Dobry, polecam sklep XYZ.pl'];

describe('demo accounts', () => {
  it('are seeded in the states the contract lists, with the documented password', async () => {
    const ania = await logIn('ania@demo.kwc.pl');
    expect(ania.token).toMatchObject({ username: 'ania.demo', birthday: '1992-05-14', is_active: true });
    const kuba = await logIn('KUBA15');
    expect(kuba.token.is_active).toBe(true);
    expect(isUnder16(kuba.token.birthday!, todayInPoland(SEED_NOW))).toBe(true);
    expect(isUnder16(kuba.token.birthday!, todayInPoland(new Date(SEED_NOW.getTime() - 86_400_000)))).toBe(true);
    const nowa = await logIn('nowa@demo.kwc.pl');
    expect(nowa.token).toMatchObject({ username: null, birthday: null, is_active: false });
    const ola = await logIn('ola@demo.kwc.pl');
    expect(ola.token).toMatchObject({ username: null, birthday: null, is_active: true });
    const moderator = await logIn('moderatorka');
    expect(moderator.details).toMatchObject({ role: 'moderator', isAdult: true });
    expect(ania.details.role).toBe('user');
  });

  it('give the moderator a queue: two pending reviews, one sent back with a remark, all by an author who may write', async () => {
    const { jar } = await logIn('moderator@demo.kwc.pl');
    // Every page of the queue (the seeded catalogue's own pending reviews come first: older).
    const queue = async (status: string) => {
      const items = [];
      for (let page = 1; ; page++) {
        const answer = moderationQueueResponseSchema.parse(
          await (await call(api, 'GET', `/moderation/reviews?status=${status}&page=${page}`, { jar })).json(),
        );
        items.push(...answer.items);
        if (answer.items.length === 0 || items.length >= answer.total) break;
      }
      return items.filter((item) => DEMO_TITLES.includes(item.review.title));
    };
    const pending = await queue('pending');
    expect(pending.map((item) => item.review.title)).toEqual([
      'Mój ulubiony krem na co dzień',
      'Poprawny, ale bez zachwytu',
    ]);
    // Published, each must read as a public review: its author has a name (the guards' account details).
    const authors = await queryRows<{ username: string | null; birth: string | null }>(
      database.db,
      sql`select u.username, u.birth_date::text as birth from reviews r join users u on u.id = r.user_id
          where r.title in (${sql.join(
            DEMO_TITLES.map((title) => sql`${title}`),
            sql`, `,
          )})`,
    );
    expect(authors).toHaveLength(3);
    for (const author of authors) expect(author.username && author.birth).toBeTruthy();
    const [sentBack] = await queue('needs_changes');
    expect(sentBack!.review.remarks).toMatchObject({ remark: 'Usuń, proszę, nazwę i adres sklepu z tytułu.' });
  });

  it('get a role from the production command only', async () => {
    expect(await grantRole(database.db, 'OLA@demo.kwc.pl', 'moderator')).toEqual(expect.any(Number));
    expect((await logIn('ola@demo.kwc.pl')).details.role).toBe('moderator');
    expect(await grantRole(database.db, 'nikt@demo.kwc.pl', 'moderator')).toBeNull();
    await expect(grantRole(database.db, 'ola@demo.kwc.pl', 'admin' as never)).rejects.toThrow();
  });
});
