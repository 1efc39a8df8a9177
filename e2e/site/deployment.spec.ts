import { expect, test } from '@playwright/test';

import { startSite, type StartedSite } from '../../scripts/lib/site.mjs';
import { DEMO_PASSWORD } from './mailSite';

// The production entry as an operator starts it, without the demo's settings (ASVS 6.3.2): the demo
// accounts, whose password is public and one of them a moderator, are locked unless asked for. A
// journey on its own server: desktop only (playwright.config.ts).

const port = Number(process.env.E2E_PORT ?? 3210) + 117;
let site: StartedSite;

// eslint-disable-next-line no-empty-pattern -- Playwright passes testInfo second, after the fixtures.
test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return;
  test.setTimeout(180_000);
  // An empty value is a deployment that never set it.
  site = await startSite({ port, products: 20, env: { KWC_DEMO_ACCOUNTS: '' } });
});
test.afterAll(async () => {
  await site?.stop();
});

test('a deployment that says nothing locks the demo accounts: their public password opens no session', async ({
  request,
}) => {
  const origin = `http://127.0.0.1:${port}`;
  for (const username of ['moderator@demo.kwc.pl', 'ania@demo.kwc.pl']) {
    const login = await request.post(`${origin}/api/login_check`, { data: { username, password: DEMO_PASSWORD } });
    expect(login.status(), username).toBe(401);
    expect(login.headers()['set-cookie'] ?? '').not.toContain('jwt_hp');
  }
  // The demo catalogue is served all the same.
  expect((await request.get(`${origin}/api/health`)).status()).toBe(200);
});
