import { expect, test, type Browser, type BrowserContext } from '@playwright/test';

import { startSite, type StartedSite } from '../../scripts/lib/site.mjs';
import { startMailbox } from '../support/mailbox';

/** The demo accounts' password (README). */
export const DEMO_PASSWORD = 'kosmetyki123';

/**
 * A spec's own production server with a real SMTP listener (`E2E_PORT` + `portOffset`), started
 * before its tests and stopped after them even when one fails; the contexts it opens are
 * closed after each test, whatever happened in it (`visitor`, `loggedIn`).
 */
export function ownMailSite(portOffset: number, env: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT ?? 3210) + portOffset;
  let site: StartedSite | undefined;
  let mailbox: Awaited<ReturnType<typeof startMailbox>> | undefined;
  const contexts: BrowserContext[] = [];

  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    mailbox = await startMailbox();
    site = await startSite({
      port,
      products: 80,
      env: { SMTP_URL: mailbox.url, KWC_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, ...env },
    });
  });
  test.afterEach(async () => {
    await Promise.allSettled(contexts.splice(0).map((context) => context.close()));
  });
  test.afterAll(async () => {
    try {
      await site?.stop();
    } finally {
      await mailbox?.close();
    }
  });

  const at = (path: string) => `${site!.origin}${path}`;
  /** A logged-out visitor's page in a context of its own. */
  async function visitor(browser: Browser, width = 1280) {
    const context = await browser.newContext({ viewport: { width, height: width < 600 ? 812 : 800 } });
    contexts.push(context);
    return context.newPage();
  }
  return {
    at,
    mailbox: () => mailbox!,
    visitor,
    /** A context logged in as a demo account (the API's login; the page then reads the cookies). */
    async loggedIn(browser: Browser, username: string, width = 1280) {
      const page = await visitor(browser, width);
      const response = await page.request.post(at('/api/login_check'), {
        data: { username, password: DEMO_PASSWORD },
      });
      expect(response.status()).toBe(200);
      return page;
    },
  };
}
