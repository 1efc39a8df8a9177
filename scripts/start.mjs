// `npm start` after the bootstrap: build when sources changed, then serve the production site.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

import { build, root } from './build.mjs';

const status = build();
if (status !== 0) process.exit(status);

const server = spawn(process.execPath, [join(root, 'apps/site/dist/server/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.PORT ?? '3000',
    // The demo logs in with the demo accounts (docs/accounts.md); a deployment leaves them locked.
    KWC_DEMO_ACCOUNTS: process.env.KWC_DEMO_ACCOUNTS ?? 'on',
    // The demo's A/B test (docs/analytics.md), unless the tests are configured otherwise.
    ...(process.env.KWC_AB_TESTS || process.env.KWC_AB_TESTS_FILE
      ? {}
      : { KWC_AB_TESTS_FILE: join(root, 'apps/api/src/seed/data/ab-tests.demo.json') }),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
