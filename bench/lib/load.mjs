// A small closed-loop HTTP load generator (keep-alive, N concurrent connections), meant to run on
// another core than the server (taskset). Reports throughput and latency percentiles.
import { Agent, request } from 'node:http';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Requests `urls` (cycled) with `concurrency` connections for `durationMs`; non-2xx answers count as errors. */
export async function runLoad({ urls, concurrency = 16, durationMs = 10_000, warmupMs = 2_000, headers = {} }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = (url) =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = request(url, { agent, headers: { 'accept-encoding': 'identity', ...headers } }, (res) => {
        res.on('data', () => {});
        res.on('end', () =>
          resolve({
            ok: res.statusCode >= 200 && res.statusCode < 300,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          }),
        );
      });
      req.on('error', () => resolve({ ok: false, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
      req.end();
    });
  let index = 0;
  const loop = async (until, sink) => {
    while (Date.now() < until) {
      const result = await get(urls[index++ % urls.length]);
      sink?.(result);
    }
  };
  const warmUntil = Date.now() + warmupMs;
  await Promise.all(Array.from({ length: concurrency }, () => loop(warmUntil)));
  const latencies = [];
  let errors = 0;
  const started = Date.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, () =>
      loop(until, (result) => {
        if (result.ok) latencies.push(result.ms);
        else errors += 1;
      }),
    ),
  );
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}
