import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import * as t from './db/schema';
import { openCatalogue } from './startup';

const dataDir = mkdtempSync(join(tmpdir(), 'kwc-startup-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('openCatalogue', () => {
  // Two cold starts of the embedded database on disk: well under a minute on a quiet machine, longer
  // on a busy one; the limit guards against a hang, not speed (bench/ measures that).
  it(
    'finishes a first start that was interrupted after part of the catalogue was written',
    { timeout: 180_000 },
    async () => {
      // Like an interrupted first start: the curated catalogue and menus are written, no product yet.
      const first = await openCatalogue({ dataDir, seedProducts: 0 });
      const [menuBefore] = await first.db.select({ n: count() }).from(t.menuItems);
      expect(menuBefore?.n).toBeGreaterThan(0);
      await first.close();

      const second = await openCatalogue({ dataDir, seedProducts: 12 });
      try {
        const [products] = await second.db.select({ n: count() }).from(t.products);
        const [menu] = await second.db.select({ n: count() }).from(t.menuItems);
        expect(products?.n).toBe(12);
        expect(menu?.n).toBeGreaterThan(1);
      } finally {
        await second.close();
      }
    },
  );
});
