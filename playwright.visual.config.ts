import { defineConfig } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

const port = Number(process.env.STORYBOOK_PORT ?? 6206);

/**
 * Visual regression: every story of the static Storybook build at 375 px and 1280 px against the
 * committed baselines in e2e/visual/__screenshots__. Update them with `pnpm test:visual:update`.
 */
export default defineConfig({
  testDir: 'e2e/visual',
  outputDir: 'test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // `npm test` adds a JSON report (PW_REPORTER=list,json) to count results.
  reporter: (process.env.PW_REPORTER ?? 'list').split(',').map((name) => [name] as [string]),
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    deviceScaleFactor: 1,
  },
  webServer: {
    command: `node_modules/.bin/http-server storybook-static -p ${port} -a 127.0.0.1 -s -c-1`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
