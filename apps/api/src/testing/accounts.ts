import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { captchaChallengeSchema } from '@kwc/domain';
import { solveChallenge } from 'altcha-lib/v1';
import { simpleParser, type ParsedMail } from 'mailparser';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';

import type { AccountConfig } from '../accounts/config';
import { createApi } from '../app';
import { openSeededDatabase } from './database';

/** A real SMTP listener on a free loopback port that keeps every message it receives. */
export async function startMailbox() {
  const messages: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const wake of waiters.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const toOf = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((v) => v.address));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /**
     * Waits for a message to `to` (with `subject`, when given) and gives the latest such; `since`
     * skips the messages received before that count.
     */
    async next(
      to: string,
      { subject, since = 0, timeoutMs = 10_000 }: { subject?: string; since?: number; timeoutMs?: number } = {},
    ): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages
          .slice(since)
          .filter((mail) => toOf(mail).includes(to) && (subject === undefined || mail.subject === subject))
          .at(-1);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail "${subject ?? ''}" to ${to} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    /** Messages received for `to`. */
    to(to: string): ParsedMail[] {
      return messages.filter((mail) => toOf(mail).includes(to));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Mailbox = Awaited<ReturnType<typeof startMailbox>>;

/** The site links a message holds (from its text part). */
export function linksOf(mail: ParsedMail): string[] {
  return [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
}

/** The one-time token at the end of the first link of a message. */
export function linkTokenOf(mail: ParsedMail): string {
  const link = linksOf(mail)[0];
  if (!link) throw new Error(`no link in "${mail.subject}"`);
  return link.split('/').pop()!;
}

/** A movable clock for the account side. */
export function testClock(start = new Date()) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
    set: (date: Date) => {
      now = date.getTime();
    },
  };
}

/** Account settings for tests: a fixed secret, an https origin, light captchas. */
export function testAccountConfig(overrides: Partial<AccountConfig> = {}): AccountConfig {
  return {
    secret: new TextEncoder().encode('test-secret-0123456789-abcdefghijklmnop'),
    publicOrigin: 'https://kwc.test',
    smtpUrl: undefined,
    outboxDir: mkdtempSync(join(tmpdir(), 'kwc-outbox-')),
    facebook: undefined,
    trustProxy: true,
    captchaMaxNumber: 2000,
    now: () => new Date(),
    ...overrides,
  };
}

/** Solves a real challenge of the API with altcha-lib's solver: the payload the widget would send. */
export async function solveCaptcha(api: { request: (path: string) => Response | Promise<Response> }): Promise<string> {
  const challenge = captchaChallengeSchema.parse(await (await api.request('/captcha/challenge')).json());
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
    .promise;
  if (!solution) throw new Error('captcha not solved');
  const payload = { ...challenge, number: solution.number };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The cookies a response sets, by name (value and attributes). */
export function setCookies(response: Response): Map<string, { value: string; attributes: string }> {
  const cookies = new Map<string, { value: string; attributes: string }>();
  for (const line of response.headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(';');
    const index = pair!.indexOf('=');
    cookies.set(pair!.slice(0, index).trim(), {
      value: pair!.slice(index + 1),
      attributes: attributes.join(';').trim(),
    });
  }
  return cookies;
}

type Requester = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };

/** A browser's cookies for the API: keeps what answers set and sends them back. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  update(response: Response): Response {
    for (const [name, { value, attributes }] of setCookies(response)) {
      if (/max-age=0/i.test(attributes) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A JSON call as the site's page makes it (same-origin), with the jar's cookies. */
export async function call(
  api: Requester,
  method: string,
  path: string,
  { body, jar, headers = {} }: { body?: unknown; jar?: CookieJar; headers?: Record<string, string> } = {},
): Promise<Response> {
  const response = await api.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      ...(jar && jar.cookies.size > 0 ? { cookie: jar.header() } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return jar ? jar.update(response) : response;
}

/** The password `registerAccount` gives an account unless told otherwise. */
export const TEST_PASSWORD = 'piwonia2026';

/** Registers an account through the API (solving its captcha); the jar holds its session. */
export async function registerAccount(api: Requester, email: string, password = TEST_PASSWORD, anon?: string) {
  const jar = new CookieJar();
  const response = await call(api, 'POST', '/user', {
    body: { email, password, captcha: await solveCaptcha(api), ...(anon ? { anon } : {}) },
    jar,
    // Each from an address of its own, so tests stay under the per-address registration limit.
    headers: { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1` },
  });
  if (response.status !== 200) throw new Error(`registration failed: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()) as { token: string };
  return { jar, token };
}

/** A seeded database, a mailbox and the API wired to both, with the account side on `now`'s clock. */
export async function openAccountsApi(now: () => Date) {
  const database = await openSeededDatabase(60);
  const mailbox = await startMailbox();
  const api = createApi(database, {
    accounts: testAccountConfig({ now, smtpUrl: mailbox.url }),
    logger: pino({ level: process.env.KWC_TEST_LOG ?? 'silent' }),
  });
  return {
    database,
    mailbox,
    api,
    async close() {
      await mailbox.close();
      await database.close();
    },
  };
}
