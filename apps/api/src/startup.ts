import { sql } from 'drizzle-orm';

import { lockDemoAccounts } from './accounts/roles';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './db/client';
import { isCatalogueSeeded, seedCatalogue } from './seed/generate';

export interface CatalogueOptions extends DatabaseOptions {
  /** Products to generate when the database is empty (first start). */
  seedProducts: number;
  /**
   * Whether the demo accounts (public password, one moderator) may log in; `false` locks them at
   * start (`KWC_DEMO_ACCOUNTS=off`, for a real deployment).
   * @default true
   */
  demoAccounts?: boolean;
  log?: (message: string) => void;
}

/** Opens the database, migrates it, and on first start fills it with the demo catalogue. */
export async function openCatalogue({
  seedProducts,
  demoAccounts = true,
  log = () => undefined,
  ...options
}: CatalogueOptions): Promise<DatabaseHandle> {
  const database = await openDatabase(options);
  // Several processes starting on one empty PostgreSQL: one seeds, the others wait and find it seeded.
  const once = (work: () => Promise<void>) => (database.startupLock ? database.startupLock(work) : work());
  await once(async () => {
    if (await isCatalogueSeeded(database.db)) return;
    const started = Date.now();
    log(`pierwsze uruchomienie: generuję katalog (${seedProducts} produktów)…`);
    // A first start that was interrupted leaves part of the catalogue behind: start from empty.
    await resetCatalogue(database);
    const summary = await seedCatalogue(database.db, { products: seedProducts, log });
    log(
      `katalog gotowy w ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.products} produktów, ${summary.reviews} opinii`,
    );
  });
  if (!demoAccounts) {
    const locked = await lockDemoAccounts(database.db);
    if (locked > 0) log(`konta demo zablokowane: ${locked}`);
  }
  return database;
}

/** Empties every table of the catalogue (the seed CLI's `--reset`). */
export async function resetCatalogue(database: DatabaseHandle): Promise<void> {
  await database.db.execute(sql`
    truncate table products, product_ingredients, offers, reviews, users, categories, brands, ingredients,
      partner_shops, property_patterns, property_options, menu_items, legal_hints, redirects,
      editorial_recommendations, awards, testing_campaigns, product_articles, wishlist_items, recently_viewed,
      user_avatars, refresh_tokens, refresh_families, account_links, auth_events, rate_limits, spent_captchas
    restart identity`);
}
