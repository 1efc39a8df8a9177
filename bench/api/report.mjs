// Markdown rendering of an API benchmark's results (run.mjs writes the same data as JSON).

/** Milliseconds with precision that suits their size. */
function ms(value) {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  if (value < 1) return value.toFixed(3);
  if (value < 10) return value.toFixed(2);
  return value.toFixed(1);
}

const count = (value) => (Number.isNaN(value) ? '–' : Math.round(value).toLocaleString('en-US'));
const ratio = (ours, peer) => (ours > 0 && peer > 0 ? `${(ours / peer).toFixed(ours / peer < 10 ? 1 : 0)}×` : '–');
const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);

const PAGE_LABELS = {
  same: 'same products, same order',
  ties: 'same sort values, ties in another order',
  differs: '**differs**',
};

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** A facet check as a short phrase: "match" or what differs. */
function facetCheck(check) {
  if (!check) return '–';
  const differing = Object.entries(check).filter(([, diff]) => diff.differ > 0);
  if (differing.length === 0)
    return `match (${Object.values(check).reduce((sum, diff) => sum + diff.compared, 0)} counts)`;
  return differing.map(([group, diff]) => `${group}: ${diff.differ}/${diff.compared} differ`).join(', ');
}

function section(result, peers) {
  const { size, engine, seeding, serverRssKb, picks, queries } = result;
  const lines = [`## ${size.toLocaleString('en-US')} products — ${result.engineLabel}`, ''];
  lines.push(
    `Reviews in the database: ${count(result.reviews)}. ` +
      `Seeding: ${seeding.seedSeconds.toFixed(1)} s (opening and migrating the empty database before it: ${seeding.openSeconds.toFixed(1)} s). ` +
      `API server RSS after the queries: ${(serverRssKb / 1024).toFixed(0)} MB` +
      (engine === 'postgres'
        ? ' (the API process only; PostgreSQL runs in its own processes on the same core).'
        : ' (PGlite runs in its worker thread).'),
    '',
    `Category of a/b: \`/${picks.third.url_key}\`, ${count(picks.third.product_count)} products ` +
      `(${((100 * picks.third.product_count) / size).toFixed(1)} % of the catalogue; the seed puts a third of the products there). ` +
      `Row c: \`/${picks.whole.url_key}\`, the landing page without a category: every public product.`,
    '',
  );
  const header = ['query', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s (8 conn.)', 'errors', 'answer KB'];
  for (const peer of peers) header.push(`${peer} p95 ms`, `ours/${peer} (p95)`);
  lines.push(
    table(
      header,
      queries.map((query) => {
        const row = [
          `${query.key}. ${query.label}`,
          ms(query.http.latency.p50),
          ms(query.http.latency.p95),
          ms(query.http.latency.p99),
          count(query.http.throughput.perSecond),
          String(query.http.errors),
          (query.http.responseBytes / 1024).toFixed(1),
        ];
        for (const peer of peers) {
          const measured = query.peers?.[peer];
          row.push(measured ? ms(measured.p95) : '–', measured ? ratio(query.http.latency.p95, measured.p95) : '–');
        }
        return row;
      }),
    ),
    '',
    'Requests (GET, keep-alive):',
    '',
    ...queries.map((query) => `- ${query.key}: \`${query.path}\`${query.filters ? ` (${query.filters})` : ''}`),
    '',
  );
  const failures = queries.filter((query) => query.http.errors > 0);
  for (const query of failures)
    lines.push(
      `**Errors in ${query.key}:** ${JSON.stringify(query.http.errorsByStatus)}; first: ${query.http.firstError}`,
      '',
    );

  if (peers.length > 0) {
    lines.push(
      '### Peers (in-process, core 1)',
      '',
      table(
        ['peer', 'build s', 'JS heap + external Δ MB', 'RSS Δ MB'],
        peers.map((peer) => {
          const built = result.peerBuilds[peer];
          return [peer, built.seconds.toFixed(2), mb(built.heapBytes), mb(built.rssBytes)];
        }),
      ),
      '',
      table(
        [
          'peer',
          'query',
          'p50 ms',
          'p95 ms',
          'p99 ms',
          'queries/s',
          'searches',
          'total (API)',
          'facet counts vs API',
          'first page',
        ],
        peers.flatMap((peer) =>
          queries
            .filter((query) => query.peers?.[peer])
            .map((query) => {
              const measured = query.peers[peer];
              const { check } = measured;
              return [
                peer,
                query.key,
                ms(measured.p50),
                ms(measured.p95),
                ms(measured.p99),
                count(measured.perSecond),
                String(measured.searches),
                check.apiTotal === null
                  ? count(check.total)
                  : `${count(check.total)} (${count(check.apiTotal)})${check.total === check.apiTotal ? '' : ' **differs**'}`,
                facetCheck(check.facets),
                PAGE_LABELS[check.page] ?? check.page,
              ];
            }),
        ),
      ),
      '',
    );
  }
  return lines.join('\n');
}

/** The whole report: header (command, machine, commit) and one section per size × engine. */
export function renderReport({ meta, results, peers }) {
  const header = [
    `# API benchmark — ${meta.date}`,
    '',
    `- Command: \`${meta.command}\``,
    `- Commit: ${meta.commit}${meta.dirty ? ' (working tree has uncommitted changes)' : ''}`,
    ...(meta.staleBuild ? [`- **API build older than its sources** (--allow-stale): ${meta.staleBuild}`] : []),
    `- Machine: ${meta.nproc} cores (nproc), ${meta.cpuModel}; Node ${meta.node}`,
    `- API server (\`bench/api/server.mjs\`, NODE_ENV=production, logger silent) pinned to core 0 with its database; ` +
      'load generator and peers pinned to core 1.',
    `- Latency: requests one after another (1 connection); throughput: 8 keep-alive connections. ` +
      `${meta.runs} run(s) of ${meta.duration} s each, median of the runs. Warm-up: every request over 8 connections ` +
      `for ${Math.min(3, meta.duration)} s, then ${Math.min(1, meta.duration)} s before the first run of each mode.`,
    '- Peers: the same logical query in-process (Orama, ItemsJS), calls one after another, same runs and durations.',
    '',
  ];
  return `${[...header, ...results.map((result) => section(result, peers))].join('\n')}\n`;
}
