// An open-loop load: requests start at a set rate whatever the answers' times (as visitors arrive),
// so a slow server shows as latency and as requests piling up, not as a lower request rate.

/** The value below which `p` percent of the sorted samples fall (nearest rank). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** p50/p95/p99 of latencies (ms), their count and the errors, by status. */
export function summarize(samples) {
  const latencies = samples
    .filter((sample) => sample.ok)
    .map((sample) => sample.ms)
    .sort((a, b) => a - b);
  const errors = {};
  for (const sample of samples) if (!sample.ok) errors[sample.status] = (errors[sample.status] ?? 0) + 1;
  const errorCount = samples.length - latencies.length;
  return {
    count: samples.length,
    errors: errorCount,
    errorsByStatus: errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/**
 * Starts `rate` requests a second for `durationMs`, each of a kind drawn by `mix` (kind → share)
 * and run by `kinds[kind]()` (resolving `{ ok, status }`). At most `maxInFlight` wait at once; a
 * request that would pass that is not sent and counts as an error (`overloaded`). Resolves with
 * every sample `{ kind, at, ms, ok, status }` (`at`: ms since the start) once all have answered.
 */
export async function openLoop({ kinds, mix, rate, durationMs, maxInFlight = 512 }) {
  const names = Object.keys(mix);
  const cumulative = [];
  let total = 0;
  for (const name of names) cumulative.push((total += mix[name]));
  let seed = 7;
  const draw = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    const x = (seed / 2_147_483_648) * total;
    return names[cumulative.findIndex((edge) => x < edge)] ?? names.at(-1);
  };
  const samples = [];
  const pending = new Set();
  const started = performance.now();
  let sent = 0;
  const fire = () => {
    const kind = draw();
    const at = performance.now();
    if (pending.size >= maxInFlight) {
      samples.push({ kind, at: at - started, ms: 0, ok: false, status: 'overloaded' });
      return;
    }
    const promise = kinds[kind]().then(
      (result) =>
        samples.push({ kind, at: at - started, ms: performance.now() - at, ok: result.ok, status: result.status }),
      (error) => samples.push({ kind, at: at - started, ms: performance.now() - at, ok: false, status: error.message }),
    );
    pending.add(promise);
    void promise.finally(() => pending.delete(promise));
  };
  // Every tick sends the requests due by then: a steady rate despite timers' granularity.
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const elapsed = performance.now() - started;
      const due = Math.min(rate * (Math.min(elapsed, durationMs) / 1000), Math.round((rate * durationMs) / 1000));
      while (sent < due) {
        sent += 1;
        fire();
      }
      if (elapsed >= durationMs) {
        clearInterval(tick);
        resolve();
      }
    }, 5);
  });
  await Promise.all(pending);
  return samples;
}
