// The JavaScript an anonymous first view loads, gzip -9 per file, on the production build: the
// home, a listing and a product page at 412×915 (the 100 KB budget). Load, hydration, network idle,
// then 3 s more with no input (code loaded "after the first view" on a timer counts as later only
// if it comes after that: the totals list what came before and what came after separately).
// Usage: node bench/web/first-view.mjs [--port 3472] [--products 5000] [--env KEY=VALUE …]
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { pickPages, startSite } from '../lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: '3472' },
    products: { type: 'string', default: '5000' },
    env: { type: 'string', multiple: true, default: [] },
  },
});
const env = Object.fromEntries(
  options.env.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);

async function firstView(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await context.newPage();
  let phase = 'first';
  const files = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const at = phase;
    files.push(
      response
        .body()
        .then((body) => ({ at, url: new URL(response.url()).pathname, gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  phase = 'later';
  await page.waitForTimeout(3000);
  const loaded = await Promise.all(files);
  await context.close();
  const sum = (at) => loaded.filter((file) => file.at === at).reduce((total, file) => total + file.gzip, 0);
  return {
    firstViewJsGzipBytes: sum('first'),
    laterJsGzipBytes: sum('later'),
    files: loaded.map((file) => `${file.at} ${file.url} ${file.gzip}`),
  };
}

const site = await startSite({ port: Number(options.port), products: Number(options.products), env });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  const pages = await pickPages(site.origin);
  const result = {};
  for (const name of ['home', 'listing', 'product'])
    result[name] = await firstView(browser, `${site.origin}${pages[name]}`);
  console.log(JSON.stringify({ pages, result }, null, 2));
} finally {
  await browser.close();
  await site.stop();
}
