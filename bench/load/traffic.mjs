// The mixed traffic of bench/load/run.mjs: what a publisher's site sees — mostly first-time readers
// of listings and product pages, some searching, and a few signed-in readers whose pages refresh
// their session, change their wishlist and send reviews. Shares are in bench/README.md ("Load and soak").
import { Agent, request } from 'node:http';

import { sampleReview } from '../../scripts/lib/sampleReview.mjs';

/** Kind of request → share of all requests (sums to 1). */
export const MIX = {
  listing: 0.35,
  product: 0.35,
  search: 0.12,
  refresh: 0.08,
  wishlist: 0.06,
  review: 0.04,
};

/** Accounts that log in for the signed-in share; `reviews`: they may write reviews (verified adults with a user name). */
const ACCOUNTS = [
  { username: 'ania@demo.kwc.pl', sessions: 4, reviews: true },
  { username: 'moderator@demo.kwc.pl', sessions: 4, reviews: true },
  { username: 'ola@demo.kwc.pl', sessions: 2, reviews: false },
  { username: 'kuba@demo.kwc.pl', sessions: 2, reviews: false },
];
const PASSWORD = 'kosmetyki123';

/**
 * A pooled keep-alive socket left idle this long is closed by the generator. The site (Node's HTTP
 * server) closes a connection idle for 5 s (`Keep-Alive: timeout=5`, 6 s with Node's buffer); when its
 * event loop is blocked (a long synchronous render, a GC pause) as a request arrives on a connection
 * whose idle timer falls due meanwhile, it runs the timer before reading the request and closes the
 * socket under it: the request gets ECONNRESET and no answer. Kept until the server's limit, the
 * generator's pool reached for exactly such sockets when a stall piled requests up; closed after
 * 2 s, only a stall of 4 s and more can do it.
 */
const FREE_SOCKET_MS = 2000;

/** A request without an answer in this long is given up (status 0, `timeout`). */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * One keep-alive HTTP request; resolves with its status and the body when asked. Without an answer
 * the status is `0 <cause>`: `0 timeout`, or the socket error's code (`0 ECONNRESET`…), marked
 * `on a reused socket` when the request went out on a pooled connection. `noAnswers` lists each
 * such request (`at`: its start, `performance.now()`; path, cause, the socket's idle time before it).
 */
export function httpClient(origin, maxSockets) {
  const agent = new Agent({ keepAlive: true, maxSockets, timeout: FREE_SOCKET_MS });
  const noAnswers = [];
  const freedAt = new WeakMap();
  const send = (method, path, { headers = {}, body, keepBody = false } = {}) =>
    new Promise((resolve) => {
      const at = performance.now();
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      let socket;
      let idleMs;
      let answered = false;
      const fail = (error) => {
        if (answered) return;
        answered = true;
        const reused = Boolean(req.reusedSocket);
        const cause = error?.code === 'TIMEOUT' ? 'timeout' : (error?.code ?? error?.message ?? 'error');
        noAnswers.push({
          at,
          ms: performance.now() - at,
          method,
          path,
          cause,
          reused,
          ...(idleMs === undefined ? {} : { idleMs }),
        });
        resolve({ status: `0 ${cause}${reused ? ' on a reused socket' : ''}` });
      };
      const req = request(
        `${origin}${path}`,
        {
          agent,
          method,
          // The agent's timeout applies to idle pooled sockets; a request waits this long.
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            'accept-encoding': 'gzip',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => keepBody && chunks.push(chunk));
          res.on('end', () => {
            if (answered) return;
            answered = true;
            if (socket) freedAt.set(socket, performance.now());
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', fail);
        },
      );
      req.on('socket', (s) => {
        socket = s;
        if (freedAt.has(s)) idleMs = Math.round(performance.now() - freedAt.get(s));
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', fail);
      req.end(payload);
    });
  return { send, noAnswers, close: () => agent.destroy() };
}

const refreshCookie = (headers) =>
  (headers['set-cookie'] ?? []).map((line) => /^refresh_token=([^;]*)/.exec(line)?.[1]).find(Boolean);

/** The accounts that write reviews (run.mjs reads what each has already reviewed). */
export const REVIEWERS = ACCOUNTS.filter((account) => account.reviews).map((account) => account.username);

/**
 * Reads what the traffic needs from the running site: listing pages (categories × sorts × pages),
 * product pages (the whole catalogue as its listing offers it), search phrases, and signed-in
 * sessions. `reviewable`: for each of `REVIEWERS`, the ids of the products it may still review (the
 * public products it has no review of, in any state); each is sent at most once.
 */
export async function prepareTraffic(http, { reviewable }) {
  const json = async (path) => {
    const answer = await http.send('GET', path, { keepBody: true, headers: { 'accept-encoding': 'identity' } });
    if (answer.status !== 200) throw new Error(`${answer.status} ${path}`);
    return JSON.parse(answer.body);
  };
  const menu = await json('/api/catalog/get-menu?id=uroda');
  const categoryPaths = new Set(menu.flatMap((item) => (item.category_url_key ? [`/${item.category_url_key}`] : [])));
  const listings = [];
  const products = [];
  for (const path of categoryPaths) {
    let info;
    try {
      info = await json(`/api/catalog/category-info?${new URLSearchParams({ path })}`);
    } catch {
      continue; // a menu link that is not a listing (an article, a ranking)
    }
    const pages = Math.min(3, Math.max(1, Math.ceil((info.total ?? info.productCount ?? 24) / 24)));
    for (const sort of ['', '?sort=price_asc', '?sort=rating_desc']) {
      for (let page = 1; page <= pages; page++) {
        const query = page === 1 ? sort : `${sort ? `${sort}&` : '?'}page=${page}`;
        listings.push(`${path}${query}`);
      }
    }
    for (const product of info.products ?? []) products.push(product);
  }
  // Every product the catalogue lists, not only the categories' first pages: the whole-catalogue
  // landing page by page. The page number belongs in the listing's path, as in the site's address
  // (a `page` parameter of category-info itself is ignored: every request got page 1).
  // Ends at an empty page (past the last, or past the listing's window of 10,000 products) or at
  // one that adds nothing new.
  let catalogueTotal = 0;
  const listed = new Set();
  for (let page = 1; ; page++) {
    const path = page === 1 ? '/lp-wszystkie-kosmetyki' : `/lp-wszystkie-kosmetyki?page=${page}`;
    const info = await json(`/api/catalog/category-info?${new URLSearchParams({ path })}`);
    catalogueTotal = info.total ?? catalogueTotal;
    const fresh = (info.products ?? []).filter((product) => !listed.has(product.sku));
    if (fresh.length === 0) break;
    for (const product of fresh) listed.add(product.sku);
    products.push(...fresh);
  }
  const byId = new Map(products.map((product) => [product.sku, product]));
  const unique = [...byId.values()];
  if (listings.length === 0 || unique.length === 0) throw new Error('no listings or products found on the site');
  const productPages = unique.map((product) => `/${product.urlPath}.html`);
  const words = unique.flatMap((product) =>
    String(product.name ?? '')
      .toLowerCase()
      .split(/[^\p{L}\d]+/u)
      .filter((word) => word.length >= 4),
  );
  const phrases = [];
  for (let n = 0; n < 400 && words.length > 1; n++) {
    const first = words[(n * 7919) % words.length];
    const second = words[(n * 104_729 + 13) % words.length];
    // Typed as in the search box: one word, two words, and a word cut short.
    phrases.push(
      n % 3 === 0 ? first : n % 3 === 1 ? `${first} ${second}` : first.slice(0, Math.max(3, first.length - 2)),
    );
  }

  const sessions = [];
  for (const account of ACCOUNTS) {
    for (let n = 0; n < account.sessions; n++) {
      const answer = await http.send('POST', '/api/login_check', {
        keepBody: true,
        headers: { 'accept-encoding': 'identity' },
        body: { username: account.username, password: PASSWORD },
      });
      if (answer.status !== 200) throw new Error(`login ${account.username}: ${answer.status} ${answer.body}`);
      sessions.push({
        account,
        token: JSON.parse(answer.body).token,
        refresh: refreshCookie(answer.headers),
        busy: false,
        wishlistSku: undefined,
      });
    }
  }
  // Reviews go on products from the end of the catalogue first (the demo reviews are on the first ones).
  const toReview = new Map(
    REVIEWERS.map((username) => [username, [...(reviewable.get(username) ?? [])].sort((a, b) => b - a)]),
  );
  return {
    listings,
    productPages,
    catalogueTotal,
    phrases,
    sessions,
    toReview,
    skus: unique.map((product) => product.sku),
  };
}

/**
 * A seeded generator of uniform numbers in [0, 1) (mulberry32: 32-bit integer arithmetic). The
 * linear congruential step it replaces, `(n * 1103515245 + 12345) % 2 ** 31` in doubles, lost its low
 * bits to rounding and cycled within ~10,000 draws: `n % length` then reached 92 of 528 listing pages
 * (137 of 792), 71 of 400 phrases, 286 of 4,000 product pages, and with all 8 reviewer sessions idle
 * the same one 99 % of the time.
 */
export function uniformRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d_2b_79_f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The request functions of each kind (each resolves with `{ status, ok }`), and the reviews still possible. */
export function trafficKinds(http, data) {
  const random = uniformRandom(35);
  const pick = (list) => list[Math.floor(random() * list.length)];
  // Each reviewing account's products not yet sent, shared by all its sessions: a product is taken
  // before the request goes out (no await in between), so two sessions of one account never send
  // the same one, and a product whose send failed is not sent again (it may have been stored).
  const toReview = new Map([...data.toReview].map(([username, ids]) => [username, { ids, next: 0 }]));
  const left = (username) => {
    const queue = toReview.get(username);
    return queue ? queue.ids.length - queue.next : 0;
  };
  /** An idle signed-in session (of an account with products left to review, when asked), marked busy. */
  const take = (reviewer) => {
    const idle = data.sessions.filter(
      (session) => !session.busy && (!reviewer || (session.account.reviews && left(session.account.username) > 0)),
    );
    const session = idle.length ? pick(idle) : undefined;
    if (session) session.busy = true;
    return session;
  };
  const ok = (answer) => ({ status: answer.status, ok: answer.status >= 200 && answer.status < 300 });
  const bearer = (session) => ({ authorization: `Bearer ${session.token}` });
  const reviewers = new Set(
    data.sessions.filter((session) => session.account.reviews).map((session) => session.account.username),
  );
  /** Review submissions still possible (each account reviews each product once). */
  const reviewsLeft = () => [...reviewers].reduce((sum, username) => sum + left(username), 0);
  const kinds = {
    listing: async () => ok(await http.send('GET', pick(data.listings))),
    product: async () => ok(await http.send('GET', pick(data.productPages))),
    search: async () =>
      ok(await http.send('GET', `/api/catalog/text-search?${new URLSearchParams({ text: pick(data.phrases) })}`)),
    refresh: async () => {
      const session = take(false);
      if (!session) return { status: 'no-idle-session', ok: false };
      try {
        const answer = await http.send('POST', '/api/token/refresh', {
          keepBody: true,
          headers: { cookie: `refresh_token=${session.refresh}`, 'accept-encoding': 'identity' },
        });
        if (answer.status === 200) {
          session.refresh = refreshCookie(answer.headers) ?? session.refresh;
          session.token = JSON.parse(answer.body).token ?? session.token;
        }
        return ok(answer);
      } finally {
        session.busy = false;
      }
    },
    wishlist: async () => {
      const session = take(false);
      if (!session) return { status: 'no-idle-session', ok: false };
      try {
        // Added, then taken off again: the lists stay the same size however long the run.
        if (session.wishlistSku) {
          const answer = await http.send('DELETE', '/api/kwc/wishlist', {
            headers: bearer(session),
            body: { productSKU: session.wishlistSku },
          });
          session.wishlistSku = undefined;
          return ok(answer);
        }
        session.wishlistSku = pick(data.skus);
        return ok(
          await http.send('POST', '/api/kwc/wishlist', {
            headers: bearer(session),
            body: { productSKU: session.wishlistSku },
          }),
        );
      } finally {
        session.busy = false;
      }
    },
    review: async () => {
      if (reviewsLeft() === 0) return { status: 'products-used-up', ok: false };
      const session = take(true);
      if (!session) return { status: 'no-idle-session', ok: false };
      try {
        const queue = toReview.get(session.account.username);
        const next = queue.next++;
        const productId = queue.ids[next];
        return ok(
          await http.send('POST', '/api/reviews', {
            headers: bearer(session),
            body: {
              productId,
              submit: true,
              review: sampleReview({ title: 'Opinia z testu obciążenia', rating: 1 + (next % 5) }),
            },
          }),
        );
      } finally {
        session.busy = false;
      }
    },
  };
  return { kinds, reviewsLeft };
}
