// `npm test` after the bootstrap: every suite, a summary line per suite, and the closing
// `N passed, N failed` line that CI reads. Run a subset with `node scripts/test.mjs unit e2e`;
// arguments after the suite names go to that suite's runner (e.g. `visual --update-snapshots`).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

import { build, root } from './build.mjs';
import { chromiumPath } from './lib/chromium.mjs';
import { startThrowawayPostgres } from './lib/postgres.mjs';
import { runConsumerSmoke } from './lib/consumer-smoke.mjs';

/**
 * Vitest's arguments writing a JSON report to `out`. One worker more than the cores: a worker
 * waits on the main process while its test file's modules are transformed and imported (with one
 * per core, the two cores here were busy 64 % of the run; unit suite 562 s with 2 workers, 412 s
 * with 3, 448 s with 4).
 */
const vitestArgs = (out, extra) => [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
  `--maxWorkers=${availableParallelism() + 1}`,
  ...extra,
];

const reports = join(root, 'test-results', 'reports');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit status. */
function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      console.error(error);
      resolve(1);
    });
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * The first line of a failure's message and how long the test ran, for the summary: the end of a CI
 * log is all CI shows, and a test's name alone does not tell a timeout from a wrong answer.
 */
function why(message, duration) {
  const line =
    stripVTControlCharacters(String(message ?? ''))
      .split('\n')
      .find((text) => text.trim()) ?? '';
  const ran = typeof duration === 'number' ? `${Math.round(duration)} ms` : '';
  const parts = [line.trim().slice(0, 160), ran].filter(Boolean);
  return parts.length > 0 ? ` — ${parts.join('; ')}` : '';
}

/** Counts from a Vitest or Jest JSON report. */
function jestCounts(path, status) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1, note: 'no report written' };
  const failed = report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0);
  const failures = (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map(
        (test) =>
          `${file.name.replace(`${root}/`, '')} › ${test.fullName ?? test.title}` +
          `${why(test.failureMessages?.[0], test.duration)}`,
      ),
  );
  return {
    passed: report.numPassedTests,
    failed,
    skipped: report.numPendingTests + report.numTodoTests,
    failures,
  };
}

/** Titles of a Playwright report's tests that failed or passed only on a retry. */
function playwrightFailures(suites = [], path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => {
          const last = test.results?.at(-1);
          const message = test.results?.find((result) => result.error)?.error?.message;
          return `${[...path, suite.title, spec.title].filter(Boolean).join(' › ')} (${test.status})${why(message, last?.duration)}`;
        }),
    ),
    ...playwrightFailures(suite.suites, [...path, suite.title]),
  ]);
}

/** Counts from a Playwright JSON report. */
function playwrightCounts(path, status) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1, note: 'no report written' };
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats ?? {};
  const failed = unexpected + flaky + (status !== 0 && unexpected === 0 ? 1 : 0);
  return { passed: expected, failed, skipped, failures: playwrightFailures(report.suites) };
}

/**
 * The browser tests' Debian packages: Chromium, and the Liberation fonts the visual baselines were
 * drawn with (Chromium's recommended fonts: where only DejaVu is installed, text in a generic
 * 'serif' or 'sans-serif', as in the brand logos of the stories, comes out wider).
 */
const BROWSER_PACKAGES = [
  { name: 'chromium', present: () => existsSync(chromiumPath()) },
  {
    name: 'fonts-liberation',
    present: () => existsSync('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'),
  },
];

function ensureChromium() {
  const missing = BROWSER_PACKAGES.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0) {
    console.log(`[kwc] installing Debian's ${missing.join(', ')} for the browser tests`);
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: 'inherit' });
    let result = install();
    if (result.status !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit' });
      result = install();
    }
    if (result.status === 0 && BROWSER_PACKAGES.every((pkg) => pkg.present())) return;
  }
  console.error(
    `[kwc] The browser tests need Debian's ${missing.join(' and ')} (Chromium at /usr/bin/chromium). Install with:\n` +
      `        sudo apt-get install ${missing.join(' ')}\n` +
      '      (or point CHROMIUM_PATH at an existing Chromium binary), then run `npm test` again.',
  );
  process.exit(1);
}

async function withStaticServer(dir, port, fn) {
  const server = spawn(bin('http-server'), [dir, '-p', String(port), '-a', '127.0.0.1', '-s', '-c-1'], {
    cwd: root,
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/index.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await fn(`http://127.0.0.1:${port}`);
  } finally {
    server.kill();
  }
}

let storybookBuilt = false;
async function buildStorybook() {
  if (storybookBuilt) return 0;
  const status = await run(bin('storybook'), ['build', '--quiet', '-o', 'storybook-static'], {
    env: { STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  storybookBuilt = status === 0;
  return status;
}

const suites = {
  async lint() {
    const eslint = await run(bin('eslint'), ['.', '--max-warnings=0']);
    const prettier = await run(bin('prettier'), ['--check', '.', '--log-level=warn']);
    const structure = await run(process.execPath, [join(root, 'scripts', 'check-structure.mjs')]);
    const statuses = [eslint, prettier, structure];
    return {
      passed: statuses.filter((status) => status === 0).length,
      failed: statuses.filter((status) => status !== 0).length,
      note: 'eslint, prettier, imports and file sizes (scripts/check-structure.mjs)',
    };
  },
  async typecheck() {
    const projects = ['tsconfig.json', 'packages/kwc-domain/tsconfig.json'];
    let passed = 0;
    for (const project of projects) if ((await run(bin('tsc'), ['-p', project])) === 0) passed++;
    return { passed, failed: projects.length - passed, note: projects.join(', ') };
  },
  async build() {
    const status = build();
    return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, note: 'packages, api, site' };
  },
  async unit(extra) {
    const out = join(reports, 'vitest.json');
    const status = await run(bin('vitest'), vitestArgs(out, extra));
    return { ...jestCounts(out, status), note: 'Vitest, API on PGlite' };
  },
  async 'api-postgres'(extra) {
    const out = join(reports, 'vitest-postgres.json');
    const pg = await startThrowawayPostgres();
    try {
      const status = await run(bin('vitest'), vitestArgs(out, ['--project', 'api', ...extra]), {
        env: { DATABASE_URL: pg.url },
      });
      return { ...jestCounts(out, status), note: `API tests on a throw-away PostgreSQL ${pg.version}` };
    } finally {
      pg.stop();
    }
  },
  async storybook(extra) {
    const built = await buildStorybook();
    if (built !== 0) return { passed: 0, failed: 1, note: 'storybook build failed' };
    const out = join(reports, 'storybook.json');
    const status = await withStaticServer('storybook-static', 6306, (url) =>
      run(bin('test-storybook'), [
        '--url',
        url,
        '--maxWorkers=2',
        // A story that types a password (its strength checked at each key) and solves the captcha
        // took over 30 s on a CI machine (stop 41): a limit for hangs, not a budget.
        '--testTimeout=60000',
        '--json',
        '--outputFile',
        out,
        ...extra,
      ]),
    );
    return { ...jestCounts(out, status), note: 'play functions + axe' };
  },
  async visual(extra) {
    const built = await buildStorybook();
    if (built !== 0) return { passed: 0, failed: 1, note: 'storybook build failed' };
    const out = join(reports, 'visual.json');
    const status = await run(bin('playwright'), ['test', '-c', 'playwright.visual.config.ts', ...extra], {
      env: { PW_REPORTER: 'list,json', PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    return { ...playwrightCounts(out, status), note: 'every story at 375 and 1280 px' };
  },
  async e2e(extra) {
    const out = join(reports, 'e2e.json');
    const status = await run(bin('playwright'), ['test', '-c', 'playwright.config.ts', ...extra], {
      env: { PW_REPORTER: 'list,json', PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    });
    return { ...playwrightCounts(out, status), note: 'production build in Chromium' };
  },
  async consumer() {
    return { ...(await runConsumerSmoke()), note: 'packed tarballs in a fresh Vite app' };
  },
};

const needsBuild = new Set(['e2e', 'consumer']);
const needsBrowser = new Set(['storybook', 'visual', 'e2e']);

const args = process.argv.slice(2);
const selected = args.filter((arg) => arg in suites);
const extra = args.filter((arg) => !(arg in suites));
const order = selected.length > 0 ? selected : Object.keys(suites);
if (order.some((name) => needsBuild.has(name)) && !order.includes('build')) order.unshift('build');
if (order.some((name) => needsBrowser.has(name))) ensureChromium();

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const results = [];
const started = Date.now();
for (const name of order) {
  console.log(`\n[kwc] ━━ ${name} ━━`);
  const suiteStarted = Date.now();
  let result;
  try {
    result = await suites[name](selected.length === 1 ? extra : []);
  } catch (error) {
    console.error(error);
    result = { passed: 0, failed: 1, note: String(error?.message ?? error) };
  }
  result.seconds = (Date.now() - suiteStarted) / 1000;
  results.push({ name, ...result });
  if (name === 'build' && result.failed > 0) break;
}

console.log('\n[kwc] ━━ summary ━━');
for (const r of results) {
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  console.log(
    `${r.failed > 0 ? 'FAIL' : 'ok  '} ${r.name.padEnd(13)} ${r.passed} passed, ${r.failed} failed${skipped}  (${r.seconds.toFixed(1)} s; ${r.note ?? ''})`,
  );
  // The names of what failed, so the end of a CI log says which tests to look at.
  for (const failure of (r.failures ?? []).slice(0, 10)) console.log(`       ✗ ${failure}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`[kwc] total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
