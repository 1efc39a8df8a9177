// Debian's Chromium, shared by Playwright, the Storybook test-runner and the benchmarks.
// No tool here may download a browser of its own.
import { existsSync } from 'node:fs';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Stable screenshots (TOOLING-NOTES: byte-identical PNGs across runs).
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path) => path && existsSync(path)) ?? '/usr/bin/chromium';
}
