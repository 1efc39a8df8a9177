// `pnpm seed [--products N] [--seed S] [--reset]`: fills the database (PGlite under .data/, or
// DATABASE_URL) with the demo catalogue. Runs the built API: `npm start` or `pnpm build` first.
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '5000' },
    seed: { type: 'string', default: '20261121' },
    reset: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
if (!Number.isSafeInteger(products) || products < 1) {
  console.error(`[seed] --products musi być dodatnią liczbą całkowitą, a jest: ${values.products}`);
  process.exit(2);
}

let api;
try {
  api = await import('@kwc/api');
} catch {
  console.error('[seed] brak zbudowanego API: uruchom najpierw `npm start` albo `pnpm build`');
  process.exit(1);
}
const { defaultDataDir, isCatalogueSeeded, openDatabase, resetCatalogue, seedCatalogue } = api;
const database = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: process.env.KWC_DATA_DIR ?? defaultDataDir(),
});
try {
  if (await isCatalogueSeeded(database.db)) {
    if (!values.reset) {
      console.error('[seed] baza ma już katalog; dodaj --reset, aby go wyczyścić i wygenerować od nowa');
      process.exitCode = 1;
    } else {
      await resetCatalogue(database);
    }
  }
  if (process.exitCode !== 1) {
    const started = Date.now();
    const summary = await seedCatalogue(database.db, {
      products,
      seed: Number(values.seed),
      log: (message) => console.log(`[seed] ${message}`),
    });
    console.log(`[seed] gotowe w ${((Date.now() - started) / 1000).toFixed(1)} s`, summary);
  }
} finally {
  await database.close();
}
