import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Attribution the licences of the imported data require (shared/data/README.md): Open Beauty Facts is
 * ODbL 1.0 / DbCL 1.0, CosIng may be reused under Commission Decision 2011/833/EU when the source is
 * acknowledged. Anything that shows or republishes imported data must carry these lines.
 */
export const OBF_ATTRIBUTION =
  'Open Beauty Facts contributors (https://world.openbeautyfacts.org), Open Database License (ODbL) 1.0';
export const COSING_ATTRIBUTION = 'Source: European Commission, CosIng database';
export const DATA_ATTRIBUTION: readonly string[] = [OBF_ATTRIBUTION, COSING_ATTRIBUTION];

function findUp(start: string, name: string): string | undefined {
  let dir = start;
  for (;;) {
    if (existsSync(join(dir, name))) return dir;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The repository root (the folder with `pnpm-workspace.yaml`), found from this module, not the cwd. */
export function repoRoot(): string {
  return findUp(dirname(fileURLToPath(import.meta.url)), 'pnpm-workspace.yaml') ?? process.cwd();
}

/**
 * `<repo root>/../shared/data`: the reference exports live next to the repository and are never copied
 * into it (their README forbids vendoring).
 */
export function sharedDataDir(): string {
  return resolve(repoRoot(), '..', 'shared', 'data');
}

/** Default locations of the sample files inside `sharedDataDir()`. */
export function defaultSourceFiles(dataDir = sharedDataDir()) {
  return {
    cosing: join(dataDir, 'cosing', 'cosing.csv'),
    inciFunctions: join(dataDir, 'obf', 'inci_functions.txt'),
    obf: join(dataDir, 'obf', 'openbeautyfacts-products-min.jsonl.gz'),
  };
}
