// Opt-in: publishes the static Storybook to Chromatic for hosted visual review. Needs a project
// token; the visual baselines that `npm test` checks are the local Playwright screenshots.
import { spawnSync } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.error('[kwc] Set CHROMATIC_PROJECT_TOKEN to your Chromatic project token to publish Storybook there.');
  process.exit(1);
}
const build = spawnSync('pnpm', ['build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(
  'pnpm',
  ['dlx', 'chromatic', '--project-token', token, '--storybook-build-dir', 'storybook-static', '--exit-zero-on-changes'],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
