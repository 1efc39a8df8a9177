// Debian's Chromium with a DevTools port, for Lighthouse (never a downloaded browser).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

export async function launchChromium({ port = 9333, extraArgs = [] } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'kwc-bench-chromium-'));
  const child = spawn(
    chromiumPath(),
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      ...chromiumArgs,
      ...extraArgs,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) break;
    } catch {
      // Starting.
    }
    if (Date.now() > deadline) throw new Error('Chromium did not open its DevTools port');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(profile, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
