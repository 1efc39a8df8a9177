// Imports real public exports into the catalogue database:
//   node apps/api/scripts/import.mjs cosing|obf [--file PATH] [--functions PATH] [--dry-run] [--json]
// `cosing` reads the EU CosIng CSV into `ingredients`; `obf` reads an Open Beauty Facts JSONL(.gz) export
// into products and brands (run `cosing` first for a good ingredient match rate, and seed the category
// tree first: products are placed by it). Files default to the samples in <repo root>/../shared/data.
// Uses the built API (`pnpm -r build`); the database is the one `npm start` uses (DATABASE_URL or the
// embedded PGlite under .data/).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const usage =
  'Użycie: node apps/api/scripts/import.mjs cosing|obf [--file ŚCIEŻKA] [--functions ŚCIEŻKA] [--dry-run] [--json]';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dataDir = resolve(repoRoot, '..', 'shared', 'data');
const defaults = {
  cosing: resolve(dataDir, 'cosing', 'cosing.csv'),
  obf: resolve(dataDir, 'obf', 'openbeautyfacts-products-min.jsonl.gz'),
  functions: resolve(dataDir, 'obf', 'inci_functions.txt'),
};

function parseArgs(argv) {
  const args = { command: undefined, file: undefined, functions: undefined, dryRun: false, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--dry-run') args.dryRun = true;
    else if (arg === '--json') args.json = true;
    else if (arg === '--file' || arg === '--functions') {
      const value = argv[++i];
      if (!value) throw new Error(`${arg}: brak ścieżki`);
      args[arg.slice(2)] = resolve(value);
    } else if (arg.startsWith('--file=')) args.file = resolve(arg.slice('--file='.length));
    else if (arg.startsWith('--functions=')) args.functions = resolve(arg.slice('--functions='.length));
    else if (!args.command && !arg.startsWith('-')) args.command = arg;
    else throw new Error(`nieznany argument: ${arg}`);
  }
  return args;
}

const line = (label, value) => console.log(`  ${label.padEnd(34)} ${value}`);
const reasonLabels = {
  malformedRow: 'niepełny wiersz',
  emptyInci: 'pusta nazwa INCI',
  unterminatedQuote: 'niezamknięty cudzysłów',
  invalidJson: 'błędny JSON',
  noCode: 'bez kodu',
  noName: 'bez nazwy',
  noCategory: 'bez pasującej kategorii',
  duplicateCode: 'powtórzony kod',
  alreadyImported: 'już zaimportowane',
};
const reasons = (skipped) =>
  Object.entries(skipped)
    .map(([reason, n]) => `${reasonLabels[reason] ?? reason}: ${n}`)
    .join(', ') || '—';
const total = (skipped) => Object.values(skipped).reduce((sum, n) => sum + n, 0);

function printCosing(summary) {
  console.log(`Import CosIng${summary.dryRun ? ' (próba, bez zapisu)' : ''}: ${summary.file}`);
  line('wiersze przeczytane:', summary.read);
  line('nowe składniki:', summary.inserted);
  line('uzupełnione (CAS/EC/funkcje):', summary.updated);
  line('bez zmian:', summary.unchanged);
  line('powtórzenia w pliku (scalone):', summary.duplicates);
  line('pominięte:', `${total(summary.skipped)} (${reasons(summary.skipped)})`);
  const unknown = Object.entries(summary.unknownFunctions);
  line(
    'funkcje bez polskiej nazwy:',
    `${unknown.length}${unknown.length ? ` (${unknown.map(([l, n]) => `${l}=${n}`).join(', ')})` : ''}`,
  );
  line('czas [ms]:', summary.durationMs);
}

function printObf(summary) {
  console.log(`Import Open Beauty Facts${summary.dryRun ? ' (próba, bez zapisu)' : ''}: ${summary.file}`);
  line('rekordy przeczytane:', summary.read);
  line('zaimportowane produkty:', summary.imported);
  line('pominięte:', `${total(summary.skipped)} (${reasons(summary.skipped)})`);
  line('nowe marki:', summary.brandsCreated);
  line('nowe strony marek:', summary.brandPagesCreated);
  line('produkty ze składem:', summary.ingredients.productsWithText);
  line('produkty z rozpoznanymi składnikami:', summary.ingredients.productsWithIngredients);
  line('składniki rozpoznane:', summary.ingredients.matched);
  line(
    'składniki nierozpoznane:',
    `${summary.ingredients.unmatched} (różnych: ${summary.ingredients.distinctUnmatched})`,
  );
  if (summary.ingredients.topUnmatched.length > 0) {
    line('najczęstsze nierozpoznane:', summary.ingredients.topUnmatched.map((u) => `${u.name}=${u.count}`).join(', '));
  }
  const categories = Object.entries(summary.categories).sort((a, b) => b[1] - a[1]);
  line('kategorie:', categories.map(([key, n]) => `${key}=${n}`).join(', ') || '—');
  line('czas [ms]:', summary.durationMs);
}

async function main() {
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`[import] ${error.message}\n${usage}`);
    return 2;
  }
  if (args.command !== 'cosing' && args.command !== 'obf') {
    console.error(usage);
    return 2;
  }
  const file = args.file ?? defaults[args.command];
  if (!existsSync(file)) {
    console.error(
      `[import] Nie znaleziono pliku: ${file}\n` +
        `         Podaj go przez --file ŚCIEŻKA albo umieść próbki w ${dataDir} (patrz jego README).`,
    );
    return 1;
  }
  if (args.functions && !existsSync(args.functions)) {
    console.error(`[import] Nie znaleziono pliku: ${args.functions} (--functions)`);
    return 1;
  }

  const api = await import('@kwc/api');
  if (typeof api.importCosing !== 'function' || typeof api.importObf !== 'function') {
    console.error('[import] @kwc/api nie eksportuje importCosing/importObf: zbuduj API (pnpm -r build).');
    return 1;
  }
  const handle = await api.openDatabase({ url: process.env.DATABASE_URL, dataDir: api.defaultDataDir() });
  try {
    // Progress goes to stderr, so stdout holds only the summary (one JSON document with --json).
    const log = (message) => console.error(`[import] ${message}`);
    const summary =
      args.command === 'cosing'
        ? await api.importCosing(handle.db, file, {
            dryRun: args.dryRun,
            inciFunctionsFile: args.functions ?? (existsSync(defaults.functions) ? defaults.functions : undefined),
            log,
          })
        : await api.importObf(handle.db, file, { dryRun: args.dryRun, log });
    if (args.json) console.log(JSON.stringify(summary, null, 2));
    else if (args.command === 'cosing') printCosing(summary);
    else printObf(summary);
    const attribution = Array.isArray(api.DATA_ATTRIBUTION) ? api.DATA_ATTRIBUTION : [summary.attribution];
    // With --json stdout stays one JSON document (the summary carries its own attribution).
    (args.json ? console.error : console.log)(`Źródła danych: ${attribution.join('; ')}`);
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`[import] Błąd importu: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
