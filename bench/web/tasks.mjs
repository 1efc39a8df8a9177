// The main-thread tasks of one Lighthouse mobile run, from Lighthouse's own trace, each with what it
// was made of (script evaluation, V8 parsing and compiling, style, layout, paint, font loads):
// what its simulated Total Blocking Time is built from (each task observed unthrottled, ×4).
// Lighthouse's trace, not one taken through Playwright: Playwright enables DevTools' Runtime
// domain, under which V8 records a detailed stack for every Error created and every request's
// initiator, re-parsing whole chunks to place them (`V8.CollectSourcePositions`, 100–230 ms at 4×
// on a page start) — work that neither Lighthouse's runs nor a visitor's browser do.
// Usage: node bench/web/tasks.mjs URL [--min 10]   (--min: observed ms)
//   e.g. node bench/web/tasks.mjs 'http://127.0.0.1:3401/kremy-do-twarzy' --min 8
import { parseArgs } from 'node:util';

import { lighthousePerformance, metricOf } from '../lib/lighthouse.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { min: { type: 'string', default: '10' } },
});
const [url] = positionals;
if (!url) throw new Error('usage: node bench/web/tasks.mjs URL [--min ms]');
/** Lighthouse's mobile CPU slowdown: simulated task = observed × this. */
const SLOWDOWN = 4;
// Events that only wrap others.
const WRAPPERS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'v8.callFunction', 'V8.StackGuard']);

const result = await lighthousePerformance(url, {
  port: 9463,
  settings: { additionalTraceCategories: 'disabled-by-default-v8.compile' },
});
const metric = (id) => metricOf(result, id);
console.log(
  `simulated: FCP ${metric('first-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms, TTI ${metric('interactive')} ms`,
);

const events = result.artifacts.Trace.traceEvents;
const mainThread = events.find((event) => event.name === 'thread_name' && event.args.name === 'CrRendererMain');
const onMain = events.filter(
  (event) => event.pid === mainThread.pid && event.tid === mainThread.tid && event.ph === 'X',
);
const navigationStart =
  events.find((event) => event.name === 'navigationStart' && event.pid === mainThread.pid)?.ts ?? onMain[0].ts;
const paint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === mainThread.pid);
const origin = new URL(url).origin;
const ms = (microseconds) => (microseconds / 1000).toFixed(1).padStart(7);
if (paint) console.log(`observed first contentful paint at ${ms(paint.ts - navigationStart)} ms`);

for (const task of onMain.filter((event) => event.name === 'RunTask' && event.dur / 1000 >= Number(options.min))) {
  const parts = new Map();
  for (const event of onMain) {
    if (event === task || WRAPPERS.has(event.name)) continue;
    if (event.ts < task.ts || event.ts + event.dur > task.ts + task.dur) continue;
    const where = event.args?.data?.url ? ` ${event.args.data.url.replace(origin, '').slice(0, 60)}` : '';
    const what = event.args?.data?.functionName ? ` ${event.args.data.functionName}` : '';
    const key = `${event.name}${where}${what}`;
    parts.set(key, (parts.get(key) ?? 0) + event.dur);
  }
  const simulated = (task.dur / 1000) * SLOWDOWN;
  const note = paint && task.ts < paint.ts ? 'before the first paint' : `simulated ${simulated.toFixed(0)} ms`;
  console.log(`${ms(task.ts - navigationStart)} ms  task ${ms(task.dur)} ms  (${note})`);
  for (const [key, duration] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6)) {
    console.log(`               ${ms(duration)}  ${key}`);
  }
}
