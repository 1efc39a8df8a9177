import { COOKIE_NAMES } from '@kwc/domain';

import { queryRows, type Database } from '../db/client';
import type { CookieJar } from '../testing/accounts';
import { registerAccount } from '../testing/accounts';
import { rawRequest, type RawAnswer } from '../testing/server';
import { encodeBody, type FuzzRequest } from './generator';

/**
 * Tables a refused request may change by design: attempts are counted whether they succeed or not
 * (rate limits), and failed logins are recorded (the audit log of account events).
 */
export const COUNTED_EVEN_WHEN_REFUSED = new Set(['rate_limits', 'auth_events']);

/**
 * A checksum of each table in one statement (the tables the API writes, `public`): its row count and
 * the newest row version's transaction id. An insert, update or delete that commits changes one of
 * them; an md5 over the ordered rows caught the same but took 40-100 ms a call on PGlite, too slow to
 * take around every write.
 */
export async function tableChecksums(db: Database): Promise<Map<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const watched = tables.map((table) => table.name).filter((name) => !COUNTED_EVEN_WHEN_REFUSED.has(name));
  const union = watched
    .map(
      (name) =>
        `select '${name}' as name, count(*) || ':' || coalesce(max(t.xmin::text::bigint), 0) as sum from "${name}" t`,
    )
    .join(' union all ');
  const rows = await queryRows<{ name: string; sum: string }>(db, union);
  return new Map(rows.map((row) => [row.name, row.sum]));
}

/** The tables whose checksum differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

/** The fuzzer's logged-in visitor: a fresh account of its own, registered again if a request ends its session. */
export class FuzzSession {
  private jar: CookieJar | null = null;
  private registered = 0;

  constructor(private readonly port: number) {}

  /** Requests of a registration through the real socket (captcha solved as the widget would). */
  private requester() {
    const port = this.port;
    return {
      async request(path: string, init: RequestInit = {}) {
        const answer = await rawRequest(port, {
          method: init.method ?? 'GET',
          path,
          headers: Object.fromEntries(new Headers(init.headers).entries()),
          ...(typeof init.body === 'string' ? { body: init.body } : {}),
        });
        if (answer.kind !== 'answer') throw new Error(`registration request ${path}: ${answer.kind}`);
        const headers = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
            headers.append(name, item);
        }
        return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers });
      },
    };
  }

  /** The cookie header of a live session (registering when there is none). */
  async cookie(): Promise<string> {
    if (!this.jar || !this.jar.cookies.has(COOKIE_NAMES.refreshToken)) {
      this.registered += 1;
      const email = `fuzz-${process.pid}-${Date.now()}-${this.registered}@fuzz.kwc.test`;
      this.jar = (await registerAccount(this.requester(), email)).jar;
    }
    return this.jar.header();
  }

  /** Keeps what a logged-in answer set, as a browser does (a refresh rotates the tokens). */
  update(answer: RawAnswer) {
    if (answer.kind !== 'answer' || !this.jar) return;
    const setCookie = answer.headers['set-cookie'];
    if (!setCookie) return;
    const headers = new Headers();
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) headers.append('set-cookie', line);
    this.jar.update(new Response(null, { headers }));
  }

  get accounts() {
    return this.registered;
  }
}

/** Sends one generated request over its own connection; an answer must come within `timeoutMs`. */
export async function send(
  port: number,
  request: FuzzRequest,
  session: FuzzSession,
  timeoutMs = 15_000,
): Promise<RawAnswer> {
  const { data, chunked } = encodeBody(request.body);
  const headers: Record<string, string> = {
    // A client address of its own per request: the per-address limits would otherwise answer 429 to most.
    'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  };
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.site) headers['sec-fetch-site'] = request.site;
  if (chunked) headers['transfer-encoding'] = 'chunked';
  if (request.loggedIn) headers.cookie = await session.cookie();
  const answer = await rawRequest(port, {
    method: request.method,
    path: `${request.target}`,
    headers,
    ...(data === undefined ? {} : { body: data }),
    timeoutMs,
  });
  if (request.loggedIn) session.update(answer);
  return answer;
}

/** Counts of answers by status class, and failures kept by kind. */
export class FuzzTally {
  readonly classes: Record<string, number> = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, closed: 0, timeout: 0 };
  refusedWrites = 0;

  count(answer: RawAnswer) {
    if (answer.kind === 'answer')
      this.classes[`${Math.floor(answer.status / 100)}xx`] =
        (this.classes[`${Math.floor(answer.status / 100)}xx`] ?? 0) + 1;
    else this.classes[answer.kind] = (this.classes[answer.kind] ?? 0) + 1;
  }

  get total() {
    return Object.values(this.classes).reduce((sum, n) => sum + n, 0);
  }
}

/**
 * The invariants of one request: an answer came (no closed connection, no hang), it is no 5xx, and a
 * refused write (4xx) changed no table. Returns what broke, or null. The tables' checksums after a
 * write are the next write's "before" (a read in between must not change them either); a new
 * registration of the fuzzer's account starts afresh.
 */
export class FuzzChecker {
  private last: Map<string, string> | null = null;
  readonly tally = new FuzzTally();

  constructor(
    private readonly db: Database,
    private readonly port: number,
    readonly session: FuzzSession,
  ) {}

  async check(request: FuzzRequest): Promise<string | null> {
    const write = request.method !== 'GET';
    if (request.loggedIn) {
      const accounts = this.session.accounts;
      await this.session.cookie();
      if (this.session.accounts !== accounts) this.last = null;
    }
    const before = write ? (this.last ?? (await tableChecksums(this.db))) : null;
    const answer = await send(this.port, request, this.session);
    this.tally.count(answer);
    if (answer.kind !== 'answer') {
      this.last = null;
      return `no answer: ${answer.kind}${answer.kind === 'closed' ? ` (${answer.error})` : ''}`;
    }
    if (answer.status >= 500) {
      this.last = null;
      return `answered ${answer.status}: ${answer.body.slice(0, 300)}`;
    }
    if (!before) return null;
    this.last = await tableChecksums(this.db);
    if (answer.status >= 400 && answer.status < 500) {
      this.tally.refusedWrites += 1;
      const changed = changedTables(before, this.last);
      if (changed.length > 0) {
        return `refused with ${answer.status} but changed ${changed.join(', ')}: ${answer.body.slice(0, 300)}`;
      }
    }
    return null;
  }
}
