// Screenshots of pages at 375 px and 1280 px, to look at what we build:
//   node scripts/screenshot.mjs http://localhost:3000/ [more urls…] [--out dir]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { chromiumArgs, chromiumPath } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const outIndex = args.indexOf('--out');
const outDir = outIndex >= 0 ? args.splice(outIndex, 2)[1] : 'test-results/screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const url of args) {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 640 ? 812 : 800 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.evaluate('document.fonts.ready');
    const name = `${new URL(url).pathname.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: join(outDir, name), fullPage: true });
    console.log(join(outDir, name));
    await page.close();
  }
}
await browser.close();
