import { expect, test } from '@playwright/test';

import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { startSite, type StartedSite } from '../../scripts/lib/site.mjs';

// Two site processes behind one PostgreSQL, as docs/operations.md runs several: what one process
// writes or counts, the other knows — sessions, rate limits and the cache purges of its page cache.
// Plain HTTP (no browser): nothing here is about a page's behaviour. Desktop project only.

const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 52;
const PASSWORD = 'kosmetyki123';
/** ania's pending demo review (the seed's moderation queue). */
const TITLE = 'Poprawny, ale bez zachwytu';
/**
 * The purge poll runs every second (apps/api createApi `purgeIntervalMs`); 10 s leaves a busy
 * machine's render time and stays far below the 60 s a kept page lives unpurged.
 */
const PURGE_PROMISE_MS = 10_000;

test.describe('two site processes on one PostgreSQL', () => {
  test.describe.configure({ mode: 'serial' });
  let postgres: ThrowawayPostgres | undefined;
  let a: StartedSite | undefined;
  let b: StartedSite | undefined;

  // eslint-disable-next-line no-empty-pattern -- Playwright passes testInfo second, after the fixtures.
  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name !== 'desktop') return;
    test.setTimeout(240_000);
    postgres = await startThrowawayPostgres();
    // One secret for both: a token signed by one process is checked by the other.
    const env = { DATABASE_URL: postgres.url, KWC_JWT_SECRET: 'two-processes-test-secret-0123456789abcdef' };
    // Started together on the empty database: one migrates and seeds it, the other waits for its
    // start-up lock and finds it done (a second seeding would empty the first's tables).
    const started = await Promise.allSettled([
      startSite({ port: BASE_PORT, products: 60, env }),
      startSite({ port: BASE_PORT + 1, products: 60, env }),
    ]);
    // Both kept before a failure is thrown: afterAll stops the one that did start.
    [a, b] = started.map((result) => (result.status === 'fulfilled' ? result.value : undefined));
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  });
  test.afterAll(async () => {
    try {
      await Promise.all([a?.stop(), b?.stop()]);
    } finally {
      postgres?.stop();
    }
  });

  /** The `name=value` pairs of a response's Set-Cookie headers, merged over `jar`. */
  function cookiesOf(response: Response, jar: Map<string, string> = new Map()) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return jar;
  }
  const cookieHeader = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const login = (site: StartedSite, username: string, password = PASSWORD) =>
    fetch(`${site.origin}/api/login_check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });

  test('a session started on one process works on the other, and its refresh token rotates across them', async () => {
    const loggedIn = await login(a!, 'ania@demo.kwc.pl');
    expect(loggedIn.status).toBe(200);
    const jar = cookiesOf(loggedIn);
    const cookie = cookieHeader(jar);
    const onBoth = await Promise.all([a!, b!].map((site) => fetch(`${site.origin}/api/user`, { headers: { cookie } })));
    expect(onBoth.map((answer) => answer.status)).toEqual([200, 200]);
    const [userOnA, userOnB] = await Promise.all(onBoth.map((answer) => answer.json() as Promise<{ id: number }>));
    expect(userOnB).toEqual(userOnA);
    // The page-readable half of the token names the account (DESIGN.md section 4).
    const payload = JSON.parse(Buffer.from(jar.get('jwt_hp')!.split('.')[1]!, 'base64url').toString('utf8')) as {
      email?: string;
    };
    expect(payload.email).toBe('ania@demo.kwc.pl');
    expect((await fetch(`${b!.origin}/api/user`)).status).toBe(401);

    // Refreshed on B: the successor works on A, and A's own refresh then rotates it again.
    const first = jar.get('refresh_token')!;
    const onB = await fetch(`${b!.origin}/api/token/refresh`, {
      method: 'POST',
      headers: { cookie: `refresh_token=${first}` },
    });
    expect(onB.status).toBe(200);
    const successor = cookiesOf(onB).get('refresh_token')!;
    expect(successor).not.toBe(first);
    const onA = await fetch(`${a!.origin}/api/token/refresh`, {
      method: 'POST',
      headers: { cookie: `refresh_token=${successor}` },
    });
    expect(onA.status).toBe(200);
    expect(cookiesOf(onA).get('refresh_token')).not.toBe(successor);
    // Logged out on A: the refresh token is refused on B too.
    const out = await fetch(`${a!.origin}/api/token/invalidate`, {
      method: 'POST',
      headers: { cookie: cookieHeader(cookiesOf(onA, jar)) },
    });
    expect(out.ok).toBe(true);
    const afterLogout = await fetch(`${b!.origin}/api/token/refresh`, {
      method: 'POST',
      headers: { cookie: `refresh_token=${cookiesOf(onA).get('refresh_token')!}` },
    });
    expect(afterLogout.status).toBe(401);
  });

  test('login attempts on one process count against the limit on the other', async () => {
    // 10 per account per 15 minutes (docs/accounts.md): five wrong passwords on each process...
    const target = 'kuba@demo.kwc.pl';
    for (const site of [a!, b!, a!, b!, a!, b!, a!, b!, a!, b!]) {
      expect((await login(site, target, 'zle-haslo-1')).status).toBe(401);
    }
    // ...and the eleventh is refused on either, even with the right password.
    const refused = await login(b!, target);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await login(a!, target)).status).toBe(429);
  });

  test('a review published through one process shows on the other’s cached product page within seconds', async () => {
    const moderator = cookiesOf(await login(a!, 'moderator@demo.kwc.pl'));
    const queue = (await (
      await fetch(`${a!.origin}/api/moderation/reviews?status=pending&page=1`, {
        headers: { cookie: cookieHeader(moderator) },
      })
    ).json()) as { items: { review: { id: number; title: string }; product: { urlPath: string } }[] };
    const item = queue.items.find((candidate) => candidate.review.title === TITLE);
    expect(item, 'the demo review waits in the queue').toBeDefined();
    const product = `${b!.origin}/${item!.product.urlPath}.html`;

    // B renders the product page for a first-time visitor and keeps it (page cache, 60 s).
    const before = await fetch(product);
    expect(before.status).toBe(200);
    expect(await before.text()).not.toContain(TITLE);

    const decided = await fetch(`${a!.origin}/api/moderation/reviews/${item!.review.id}/decision`, {
      method: 'POST',
      headers: { cookie: cookieHeader(moderator), 'content-type': 'application/json' },
      body: JSON.stringify({ decision: 'publish' }),
    });
    expect(decided.status).toBe(200);
    // B reads the change log A's write left in the database and drops its kept page.
    await expect
      .poll(async () => (await (await fetch(product)).text()).includes(TITLE), {
        timeout: PURGE_PROMISE_MS,
        intervals: [250],
      })
      .toBe(true);
  });
});
