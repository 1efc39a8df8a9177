import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's `tsvector`, which drizzle has no column type for. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
