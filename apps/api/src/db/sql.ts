import { sql, type SQL } from 'drizzle-orm';

/** Database ids the code itself produced, inlined as an int array literal for `= any(…)` and `@>`. */
export function intArray(ids: readonly number[]): SQL {
  if (!ids.every((id) => Number.isSafeInteger(id))) throw new Error('not an id list');
  return sql.raw(ids.length === 0 ? `'{}'::int[]` : `array[${ids.join(',')}]::int[]`);
}

/**
 * A timestamp as ISO 8601 text in UTC. Raw rows carry timestamps as text on PGlite and as `Date` on
 * postgres.js; formatting in SQL gives both drivers the same answer.
 */
export function isoTime(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}
