/* global window, requestAnimationFrame */
// Lab INP for the listing's filters (opening them on a phone, toggling one) at 4× CPU slowdown,
// each tapped twice: by Playwright's click (press and release at once) and as a hand presses,
// the time a first tap takes while the controls' code is not in yet (and a product's heart, before
// and after the listing's own code is in),
// and the JavaScript and CSS sent for the first view of each page (gzip), on the production build.
// Chromium is launched with --window-size (viewport emulation inflates INP headless).
// Usage: node bench/web/interaction.mjs [--runs 3] [--products 5000] [--bytes-only]
// (--bytes-only: the first view's script and style bytes alone, in a minute).
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
    'bytes-only': { type: 'boolean', default: false },
  },
});
const runs = Number(options.runs);

// Records every interaction's longest event (Event Timing), the way INP is computed, and gives
// the page a clock for the first tap: when it happened, and when the frame after its answer came.
const recordInteractions = () => {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const previous = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(previous, entry.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  window.addEventListener('click', (event) => (window.__tapAt ??= event.timeStamp), true);
  /** Resolves with the time of the first frame painted once `done()` holds. */
  window.__frameWhen = (done) =>
    new Promise((resolve) => {
      const check = () =>
        done() ? requestAnimationFrame(() => resolve(performance.now())) : requestAnimationFrame(check);
      check();
    });
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

/**
 * Opens the listing and slows the CPU 4×. The first view does not load the controls' code (it comes
 * on the visitor's first sign of use): `warm` moves the pointer and waits for the live controls
 * first, so the taps measure the controls themselves; cold, the first tap also waits for the code.
 */
async function openListing(browser, url, { warm }) {
  const context = await browser.newContext({ viewport: null });
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  if (warm) {
    await page.mouse.move(2, 2);
    await page.waitForSelector('#listing-filters[data-live]');
    await page.waitForLoadState('networkidle');
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** Taps `locator` and returns ms from the tap to the first frame after `done` holds in the page. */
async function tapUntil(page, locator, done) {
  const frame = page.evaluate((source) => window.__frameWhen(new Function(`return ${source}`)), done);
  await locator.click({ force: true });
  const paintedAt = await frame;
  return Math.round(paintedAt - (await page.evaluate(() => window.__tapAt)));
}

/**
 * Presses `locator` the way a hand does: the pointer rests on it, goes down, and comes up 80 ms
 * later (Playwright's `click()` sends the press and the release in one go, so the page handles
 * both, and the click, before its next frame — no hand is that fast).
 */
async function press(page, locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('nothing to press');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(200);
  await latestInteraction(page);
  await page.mouse.down();
  await page.waitForTimeout(80);
  await page.mouse.up();
}

const dialogShown = "document.querySelector('[role=dialog]') !== null";
const urlChanged = (before) => `location.href !== ${JSON.stringify(before)}`;

async function measurePhone(url) {
  const browser = await launch(412, 915);
  try {
    const cold = await openListing(browser, url, { warm: false });
    const coldOpen = await tapUntil(cold.page, cold.page.getByRole('button', { name: /^Filtry/ }), dialogShown);
    await cold.context.close();

    const { context, page } = await openListing(browser, url, { warm: true });
    await page.getByRole('button', { name: /^Filtry/ }).click();
    await page.getByRole('dialog').waitFor();
    const open = await latestInteraction(page);
    const before = page.url();
    await page.getByRole('dialog').getByRole('checkbox').first().click({ force: true });
    await page.waitForURL((next) => next.href !== before);
    const toggle = await latestInteraction(page);
    await context.close();

    const pressed = await openListing(browser, url, { warm: true });
    await press(pressed.page, pressed.page.getByRole('button', { name: /^Filtry/ }));
    await pressed.page.getByRole('dialog').waitFor();
    const pressOpen = await latestInteraction(pressed.page);
    const beforePress = pressed.page.url();
    await press(pressed.page, pressed.page.getByRole('dialog').getByRole('checkbox').first());
    await pressed.page.waitForURL((next) => next.href !== beforePress);
    const pressToggle = await latestInteraction(pressed.page);
    await pressed.context.close();
    return { open, toggle, coldOpen, pressOpen, pressToggle };
  } finally {
    await browser.close();
  }
}

async function measureDesktop(url) {
  const browser = await launch(1350, 900);
  try {
    const cold = await openListing(browser, url, { warm: false });
    const coldToggle = await tapUntil(
      cold.page,
      cold.page.locator('#listing-filters label').first(),
      urlChanged(cold.page.url()),
    );
    await cold.context.close();

    const { context, page } = await openListing(browser, url, { warm: true });
    const before = page.url();
    await page.getByRole('checkbox').first().click({ force: true });
    await page.waitForURL((next) => next.href !== before);
    const toggle = await latestInteraction(page);
    await context.close();

    const pressed = await openListing(browser, url, { warm: true });
    const beforePress = pressed.page.url();
    await press(pressed.page, pressed.page.getByRole('checkbox').first());
    await pressed.page.waitForURL((next) => next.href !== beforePress);
    const pressToggle = await latestInteraction(pressed.page);
    await pressed.context.close();
    return { toggle, coldToggle, pressToggle };
  } finally {
    await browser.close();
  }
}

const heartOn = `document.querySelector('[aria-label="Usuń z ulubionych"]') !== null`;

/**
 * A first visitor's tap on a product's heart, tap → the frame that shows it on: before any other
 * sign of use (the page's own code and its hydration come with the tap), and with the page live
 * (the pointer moved first). Both load the API client with the tap (a first visit has none).
 */
async function measureHeart(url) {
  const browser = await launch(1350, 900);
  try {
    const taps = {};
    for (const warm of [false, true]) {
      const { context, page } = await openListing(browser, url, { warm });
      const heart = page
        .getByRole('list', { name: 'Produkty' })
        .getByRole('article')
        .nth(1)
        .getByRole('button', { name: 'Dodaj do ulubionych' });
      taps[warm ? 'live' : 'cold'] = await tapUntil(page, heart, heartOn);
      await context.close();
    }
    return taps;
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

/** The first link of `pattern` in the server's HTML of `path`. */
async function firstLink(origin, path, pattern) {
  const html = await (await fetch(`${origin}${path}`)).text();
  const found = pattern.exec(html)?.[1];
  if (!found) throw new Error(`no link like ${pattern} on ${path}`);
  return found;
}

/** The anonymous page types `pickPages` leaves out, one address each. */
async function otherAnonymousPages(origin) {
  return {
    'whole catalogue': '/kosmetyki',
    brand: await firstLink(origin, '/popularne-marki', /href="(\/marka-[a-z0-9-]+)"/),
    ingredient: await firstLink(origin, '/wazne-skladniki', /href="(\/skladnik-[a-z0-9-]+)"/),
    'important ingredients': '/wazne-skladniki',
    'popular brands': '/popularne-marki',
    'category list': '/lista-kategorii',
    'newest reviews': '/najnowsze-recenzje',
    reviewers: '/recenzentki.html',
    article: await firstLink(origin, '/', /href="(\/kwc-[a-z0-9-]+)"/),
    'not found': '/nie-ma-takiej-strony',
    wishlist: '/wishlist',
    'menu and search': '/szukaj.html',
    registration: '/konto/rejestracja',
  };
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
  // With --bytes-only, every other page type an anonymous visitor opens, on the phone.
  if (options['bytes-only']) {
    for (const [name, path] of Object.entries(await otherAnonymousPages(site.origin))) {
      result.bytes[`${name} (phone)`] = await firstViewBytes(`${site.origin}${path}`, 412, 915);
    }
  }
  const phone = [];
  const desktop = [];
  const hearts = [];
  for (let run = 0; run < (options['bytes-only'] ? 0 : runs); run += 1) {
    phone.push(await measurePhone(`${site.origin}${pages.listing}`));
    desktop.push(await measureDesktop(`${site.origin}${pages.listing}`));
    hearts.push(await measureHeart(`${site.origin}${pages.listing}`));
  }
  result.inp = {
    'phone: open filters': median(phone.map((r) => r.open)),
    'phone: toggle a filter': median(phone.map((r) => r.toggle)),
    'desktop: toggle a filter': median(desktop.map((r) => r.toggle)),
    'phone: open filters, pressed by hand': median(phone.map((r) => r.pressOpen)),
    'phone: toggle a filter, pressed by hand': median(phone.map((r) => r.pressToggle)),
    'desktop: toggle a filter, pressed by hand': median(desktop.map((r) => r.pressToggle)),
    samples: { phone, desktop },
  };
  // The first tap before the controls' code is in: from the tap to the frame that shows its answer
  // (the sheet open; the URL with the filter), code download and start-up included.
  result.firstTap = {
    'phone: open filters': median(phone.map((r) => r.coldOpen)),
    'desktop: toggle a filter': median(desktop.map((r) => r.coldToggle)),
    "desktop: a product's heart, the page's code not in": median(hearts.map((r) => r.cold)),
    "desktop: a product's heart, the page live": median(hearts.map((r) => r.live)),
    hearts,
  };
} finally {
  await site.stop();
}

const lines = [
  '| page | JS gzip KB | CSS gzip KB |',
  '|---|---|---|',
  ...Object.entries(result.bytes).map(([name, b]) => `| ${name} | ${b.jsGzipKB} | ${b.cssGzipKB} |`),
].join('\n');
const interactions = [
  '',
  "| interaction (4× CPU slowdown; 'pressed by hand': released 80 ms after the press, else Playwright's click) | INP ms (median) |",
  '|---|---|',
  ...Object.entries(result.inp)
    .filter(([name]) => name !== 'samples')
    .map(([name, value]) => `| ${name} | ${value} |`),
  '',
  '| first tap before the code is in (4× CPU slowdown) | tap → answer painted, ms (median) |',
  '|---|---|',
  ...Object.entries(result.firstTap)
    .filter(([name]) => name !== 'hearts')
    .map(([name, value]) => `| ${name} | ${value} |`),
].join('\n');
mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(`bench/results/web-interaction-${stamp}.json`, JSON.stringify(result, null, 2));
console.log(JSON.stringify(result.bytes, null, 2));
console.log(
  options['bytes-only']
    ? `\n${lines}\n\n${options.products} products.`
    : `\n${lines}\n${interactions}\n\n${runs} runs, median; ${options.products} products.`,
);
