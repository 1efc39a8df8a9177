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

/** One keep-alive HTTP request; resolves with its status (0: no answer) and the body when asked. */
export function httpClient(origin, maxSockets) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  const send = (method, path, { headers = {}, body, keepBody = false } = {}) =>
    new Promise((resolve) => {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      const req = request(
        `${origin}${path}`,
        {
          agent,
          method,
          headers: {
            'accept-encoding': 'gzip',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks = [];
          res.on('data', (chunk) => keepBody && chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
          );
          res.on('error', () => resolve({ status: 0 }));
        },
      );
      req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve({ status: 0 }));
      req.end(payload);
    });
  return { send, close: () => agent.destroy() };
}

const refreshCookie = (headers) =>
  (headers['set-cookie'] ?? []).map((line) => /^refresh_token=([^;]*)/.exec(line)?.[1]).find(Boolean);

/**
 * Reads what the traffic needs from the running site: listing pages (categories × sorts × pages),
 * product pages, search phrases, and signed-in sessions. `products`: the seeded catalogue's size.
 */
export async function prepareTraffic(http) {
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
  // Every product the catalogue lists, not only the categories' first pages.
  for (let page = 1; page <= 200; page++) {
    const info = await json(
      `/api/catalog/category-info?${new URLSearchParams({ path: '/lp-wszystkie-kosmetyki', page: String(page) })}`,
    ).catch(() => undefined);
    if (!info || (info.products ?? []).length === 0) break;
    products.push(...info.products);
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
  // Reviews go on products from the end of the catalogue (the demo reviews are on the first ones),
  // one per account and product.
  const reviewable = unique
    .map((product) => Number(/^KWC-(\d+)$/.exec(product.sku)?.[1]))
    .filter(Number.isInteger)
    .sort((a, b) => b - a);
  return { listings, productPages, phrases, sessions, reviewable, skus: unique.map((product) => product.sku) };
}

/** The request functions of each kind (each resolves with `{ status, ok }`), and the reviews still possible. */
export function trafficKinds(http, data) {
  let n = 0;
  const pick = (list) => list[(n = (n * 1_103_515_245 + 12_345) % 2_147_483_648) % list.length];
  const reviewCursor = new Map();
  /** An idle signed-in session (of a reviewer when asked), marked busy until `release`. */
  const take = (reviewer) => {
    const idle = data.sessions.filter((session) => !session.busy && (!reviewer || session.account.reviews));
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
  const reviewsLeft = () =>
    [...reviewers].reduce((sum, username) => sum + data.reviewable.length - (reviewCursor.get(username) ?? 0), 0);
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
      const session = take(true);
      if (!session) return { status: 'no-idle-session', ok: false };
      try {
        const next = reviewCursor.get(session.account.username) ?? 0;
        if (next >= data.reviewable.length) return { status: 'products-used-up', ok: false };
        reviewCursor.set(session.account.username, next + 1);
        const productId = data.reviewable[next];
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
