/* global window */
// Diagnosis: where the desktop listing's filter toggle spends its interaction, event by event, at
// 4× CPU slowdown — each Event Timing entry's input delay (arrival to handler), processing and
// presentation (handler end to the next frame), and any long animation frame with its scripts.
// Chromium is launched with --window-size, as in interaction.mjs, with the controls' code loaded.
// Usage: node bench/web/toggle-events.mjs [--runs 6] [--by click|hand] [--products 5000]
//   --by click: Playwright's click() (press, release and click dispatched at once, after its own
//               checks run in the page); --by hand: the pointer rests 300 ms, goes down, comes up
//               80 ms later.
import { chromium } from '@playwright/test';
import { parseArgs } from 'node:util';

import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';
import { pickPages, startSite } from '../lib/server.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '6' },
    by: { type: 'string', default: 'click' },
    products: { type: 'string', default: '5000' },
    port: { type: 'string', default: '3481' },
  },
});
if (!['click', 'hand'].includes(options.by)) throw new Error('--by is click or hand');

const record = () => {
  window.__events = [];
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const { name, startTime, processingStart, processingEnd, duration } = entry;
      window.__events.push({ name, startTime, processingStart, processingEnd, duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) {
      window.__frames.push({
        startTime: frame.startTime,
        duration: frame.duration,
        scripts: frame.scripts.map((script) => ({
          invoker: script.invoker,
          ms: Math.round(script.duration),
          forcedLayoutMs: Math.round(script.forcedStyleAndLayoutDuration),
          source: `${script.sourceFunctionName || ''}@${(script.sourceURL || '').split('/').pop()}`,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
};

const site = await startSite({ port: Number(options.port), products: Number(options.products) });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...chromiumArgs, '--window-size=1350,900'],
});
try {
  const { listing } = await pickPages(site.origin);
  for (let run = 0; run < Number(options.runs); run += 1) {
    const context = await browser.newContext({ viewport: null });
    const page = await context.newPage();
    await page.addInitScript(record);
    const cdp = await context.newCDPSession(page);
    await page.goto(`${site.origin}${listing}`);
    await page.waitForSelector('html[data-hydrated]');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(2, 2);
    await page.waitForSelector('#listing-filters[data-live]');
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const checkbox = page.getByRole('checkbox').first();
    const before = page.url();
    if (options.by === 'hand') {
      const box = await checkbox.boundingBox();
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.waitForTimeout(300);
      await page.evaluate(() => ((window.__events = []), (window.__frames = [])));
      await page.mouse.down();
      await page.waitForTimeout(80);
      await page.mouse.up();
    } else {
      await page.evaluate(() => ((window.__events = []), (window.__frames = [])));
      await checkbox.click({ force: true });
    }
    await page.waitForURL((next) => next.href !== before);
    // Event Timing and long-frame entries are delivered after the next frames.
    await page.waitForTimeout(400);
    const { events, frames } = await page.evaluate(() => ({ events: window.__events, frames: window.__frames }));
    const start = events.length > 0 ? Math.min(...events.map((event) => event.startTime)) : 0;
    console.log(
      `run ${run + 1}: ` +
        events
          .map(
            (event) =>
              `${event.name} ${event.duration} ms (input delay ${(event.processingStart - event.startTime).toFixed(1)}, ` +
              `processing ${(event.processingEnd - event.processingStart).toFixed(1)}, ` +
              `presentation ${(event.startTime + event.duration - event.processingEnd).toFixed(1)})`,
          )
          .join('; '),
    );
    for (const frame of frames) {
      console.log(
        `  long frame at +${(frame.startTime - start).toFixed(0)} ms, ${frame.duration.toFixed(0)} ms: ${JSON.stringify(frame.scripts)}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
