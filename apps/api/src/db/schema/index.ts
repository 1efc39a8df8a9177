/** The Drizzle schema, one file per area; drizzle-kit reads it from here (drizzle.config.ts). */
export * from './catalog';
export * from './products';
export * from './accounts';
export * from './reviews';
export * from './added-products';
export * from './wishlist';
export * from './community';
export * from './editorial';
export * from './change-log';
