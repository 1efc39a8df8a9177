/* global window */
// Lab INP for the listing's filters (opening them on a phone, toggling one) at 4× CPU slowdown,
// and the JavaScript and CSS sent for the first view of each page (gzip), on the production build.
// Chromium is launched with --window-size (viewport emulation inflates INP headless).
// Usage: node bench/web/interaction.mjs [--runs 3] [--products 5000]
import { mkdirSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

import { chromium } from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { median, pickPages, startSite } from '../lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    products: { type: 'string', default: '5000' },
    port: { type: 'string', default: '3471' },
  },
});
const runs = Number(options.runs);

// Records every interaction's longest event (Event Timing), the way INP is computed.
const recordInteractions = () => {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const previous = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(previous, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function latestInteraction(page) {
  // Event timing entries are delivered after the next frames.
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const values = [...window.__interactions.values()];
    window.__interactions.clear();
    return values.length ? Math.max(...values) : 0;
  });
}

async function launch(width, height) {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [...chromiumArgs, `--window-size=${width},${height}`],
  });
}

async function openListing(browser, url) {
  const context = await browser.newContext({ viewport: null });
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

async function measurePhone(url) {
  const browser = await launch(412, 915);
  try {
    const { context, page } = await openListing(browser, url);
    await page.getByRole('button', { name: /^Filtry/ }).click();
    await page.getByRole('dialog').waitFor();
    const open = await latestInteraction(page);
    const before = page.url();
    await page.getByRole('dialog').getByRole('checkbox').first().click({ force: true });
    await page.waitForURL((next) => next.href !== before);
    const toggle = await latestInteraction(page);
    await context.close();
    return { open, toggle };
  } finally {
    await browser.close();
  }
}

async function measureDesktop(url) {
  const browser = await launch(1350, 900);
  try {
    const { context, page } = await openListing(browser, url);
    const before = page.url();
    await page.getByRole('checkbox').first().click({ force: true });
    await page.waitForURL((next) => next.href !== before);
    const toggle = await latestInteraction(page);
    await context.close();
    return { toggle };
  } finally {
    await browser.close();
  }
}

/** Scripts and stylesheets the first view loads (until load + network idle), gzip-sized. */
async function firstViewBytes(url, width, height) {
  const browser = await launch(width, height);
  try {
    const context = await browser.newContext({ viewport: null });
    const page = await context.newPage();
    const bodies = [];
    page.on('response', async (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      bodies.push(
        response
          .body()
          .then((body) => ({ type, url: response.url(), raw: body.length, gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    const files = await Promise.all(bodies);
    await context.close();
    const sum = (type, key) => files.filter((file) => file.type === type).reduce((total, file) => total + file[key], 0);
    return {
      jsGzipKB: +(sum('script', 'gzip') / 1024).toFixed(1),
      jsRawKB: +(sum('script', 'raw') / 1024).toFixed(1),
      cssGzipKB: +(sum('stylesheet', 'gzip') / 1024).toFixed(1),
      files: files.map((file) => `${file.url.replace(/^https?:\/\/[^/]+/, '')} ${(file.gzip / 1024).toFixed(1)} KB gz`),
    };
  } finally {
    await browser.close();
  }
}

const site = await startSite({ port: Number(options.port), products: Number(options.products) });
const result = {};
try {
  const pages = await pickPages(site.origin);
  result.pages = pages;
  result.bytes = {};
  for (const [name, path] of Object.entries(pages)) {
    result.bytes[`${name} (phone)`] = await firstViewBytes(`${site.origin}${path}`, 412, 915);
    result.bytes[`${name} (desktop)`] = await firstViewBytes(`${site.origin}${path}`, 1350, 900);
  }
  const phone = [];
  const desktop = [];
  for (let run = 0; run < runs; run += 1) {
    phone.push(await measurePhone(`${site.origin}${pages.listing}`));
    desktop.push(await measureDesktop(`${site.origin}${pages.listing}`));
  }
  result.inp = {
    'phone: open filters': median(phone.map((r) => r.open)),
    'phone: toggle a filter': median(phone.map((r) => r.toggle)),
    'desktop: toggle a filter': median(desktop.map((r) => r.toggle)),
    samples: { phone, desktop },
  };
} finally {
  await site.stop();
}

const lines = [
  '| page | JS gzip KB | CSS gzip KB |',
  '|---|---|---|',
  ...Object.entries(result.bytes).map(([name, b]) => `| ${name} | ${b.jsGzipKB} | ${b.cssGzipKB} |`),
  '',
  '| interaction (4× CPU slowdown) | INP ms (median) |',
  '|---|---|',
  ...Object.entries(result.inp)
    .filter(([name]) => name !== 'samples')
    .map(([name, value]) => `| ${name} | ${value} |`),
].join('\n');
mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(`bench/results/web-interaction-${stamp}.json`, JSON.stringify(result, null, 2));
console.log(JSON.stringify(result.bytes, null, 2));
console.log(`\n${lines}\n\n${runs} runs, median; ${options.products} products.`);
