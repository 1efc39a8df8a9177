// What Lighthouse's simulated (Lantern) FCP and LCP are made of: one mobile run against a running
// site, then each simulation's nodes with their simulated start and end — the requests (size) and
// main-thread tasks (observed duration) that the metric waited for. A request that ended before the
// observed paint counts, whatever it was for.
// Usage: node bench/web/lantern.mjs URL [simulation labels, comma-separated]
//   e.g. node bench/web/lantern.mjs 'http://127.0.0.1:3401/kremy-do-twarzy'
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { lighthousePerformance, metricOf } from '../lib/lighthouse.mjs';

const [
  url,
  labelList = 'optimisticFirstContentfulPaint,optimisticLargestContentfulPaint,pessimisticLargestContentfulPaint',
] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/web/lantern.mjs URL [labels]');

// Lighthouse keeps every simulation's node timings in its Lantern simulator (for its own debug traces).
const require = createRequire(import.meta.url);
const lighthouseDir = dirname(realpathSync(require.resolve('lighthouse/package.json')));
const { Simulator } = await import(
  join(lighthouseDir, '..', '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js')
);

const result = await lighthousePerformance(url, { port: 9448 });
const metric = (id) => metricOf(result, id);
console.log(
  `FCP ${metric('first-contentful-paint')} ms, LCP ${metric('largest-contentful-paint')} ms, TBT ${metric('total-blocking-time')} ms`,
);
for (const label of labelList.split(',')) {
  const timings = Simulator.allNodeTimings.get(label);
  if (!timings) {
    console.log(`(no simulation named ${label}; there are: ${[...Simulator.allNodeTimings.keys()].join(', ')})`);
    continue;
  }
  const end = Math.max(...[...timings.values()].map((timing) => timing.endTime));
  console.log(`\n${label}: ends at ${Math.round(end)} ms`);
  for (const [node, timing] of timings) {
    const what =
      node.type === 'network'
        ? `${String(node.request.url)
            .replace(/^https?:\/\/[^/]+/, '')
            .slice(0, 60)} (${Math.round(node.request.transferSize / 1024)} KB)`
        : `main thread, ${(node.duration / 1000).toFixed(1)} ms observed${node.didPerformLayout() ? ', with layout' : ''}`;
    console.log(
      `  ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${what}`,
    );
  }
}
