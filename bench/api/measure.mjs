// Latency and throughput measurement: a closed-loop keep-alive HTTP load generator (extends
// bench/lib/load.mjs with per-status error accounting) and the same loop for in-process calls.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, relative } from 'node:path';

import { root } from './catalogue.mjs';

/** The value below which `p` percent of the sorted samples fall (nearest rank). */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** p50, p95 and p99 of latencies (ms), one request at a time. */
export function latencySummary(latencies) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/** Writes a run's table to `bench/results/{name}-{time}.md` and says where. */
export function writeResult(name, table) {
  const out = join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const file = join(out, `${name}-${new Date().toISOString().replaceAll(':', '-')}.md`);
  writeFileSync(file, `${table}\n`);
  console.log(`written to ${relative(root, file)}`);
}

/** Median of numbers (NaN for none). */
export function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function summarize(latencies, seconds) {
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    perSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * Requests `url` over `concurrency` keep-alive connections for `durationMs` (after `warmupMs` not
 * counted). Only a 200 counts as a success; anything else (another status, a socket error) is an
 * error, tallied by status, and the first one's body is kept for the report. `responseBytes` is
 * the size of the last successful answer's body.
 */
export async function runHttpLoad({ url, concurrency, durationMs, warmupMs = 0 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const get = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
      const req = request(url, { agent, headers: { 'accept-encoding': 'identity' } }, (res) => {
        const chunks = [];
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          if (res.statusCode !== 200) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            ms: elapsed(),
            bytes,
            body: Buffer.concat(chunks).toString().slice(0, 300),
          }),
        );
      });
      req.on('error', (error) => resolve({ status: error.code ?? 'error', ms: elapsed(), body: error.message }));
      req.end();
    });
  const loop = async (until, sink) => {
    while (Date.now() < until) sink?.(await get());
  };
  const parallel = (until, sink) => Promise.all(Array.from({ length: concurrency }, () => loop(until, sink)));
  try {
    if (warmupMs > 0) await parallel(Date.now() + warmupMs);
    const latencies = [];
    const errors = {};
    let firstError = null;
    let responseBytes = 0;
    const started = Date.now();
    await parallel(started + durationMs, (result) => {
      if (result.status === 200) {
        latencies.push(result.ms);
        responseBytes = result.bytes;
        return;
      }
      errors[result.status] = (errors[result.status] ?? 0) + 1;
      firstError ??= `${result.status} ${result.body}`;
    });
    const errorCount = Object.values(errors).reduce((sum, n) => sum + n, 0);
    return {
      ...summarize(latencies, (Date.now() - started) / 1000),
      responseBytes,
      errors: errorCount,
      errorsByStatus: errors,
      firstError,
    };
  } finally {
    agent.destroy();
  }
}

/**
 * Calls `fn` back to back for `durationMs` (after `warmupMs` not counted) and times each call; a
 * returned promise is awaited. The in-process twin of `runHttpLoad` at concurrency 1.
 */
export async function runCalls({ fn, durationMs, warmupMs = 0 }) {
  const call = async () => {
    const result = fn();
    if (result && typeof result.then === 'function') await result;
  };
  const warmUntil = Date.now() + warmupMs;
  while (Date.now() < warmUntil) await call();
  const latencies = [];
  const started = Date.now();
  const until = started + durationMs;
  while (Date.now() < until) {
    const t0 = process.hrtime.bigint();
    await call();
    latencies.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return summarize(latencies, (Date.now() - started) / 1000);
}
