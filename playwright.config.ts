import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 3210);

/** End-to-end tests against the production build of the site (`npm test` builds it first). */
export default defineConfig({
  testDir: 'e2e/site',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // `npm test` adds a JSON report (PW_REPORTER=list,json) to count results.
  reporter: (process.env.PW_REPORTER ?? 'list').split(',').map((name) => [name] as [string]),
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // Phone-only journeys (the /szukaj.html menu and search route).
      testIgnore: /phone\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // Journeys on a server of their own run once, on desktop: they are not about the viewport
      // (their screenshots take both widths). Headers and HTML validity do not depend on it either.
      testIgnore:
        /(account|reviews|moderation|likes|added-products|review-publish|hits|wishlist-lists|follows|analytics-configured|processes|headers|sessions|deployment|two-factor)\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } },
    },
  ],
  webServer: {
    command: 'node apps/site/dist/server/main.js',
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      KWC_DATA_DIR: 'memory',
      KWC_SEED_PRODUCTS: '400',
      // The tests log in with the demo accounts, which the production entry locks unless asked.
      KWC_DEMO_ACCOUNTS: 'on',
    },
    reuseExistingServer: false,
    // It seeds its catalogue at start: ~10 s alone, 45 s and more on a machine busy with other work.
    timeout: 120_000,
  },
});
