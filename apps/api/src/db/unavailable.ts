/**
 * Whether an error means the database cannot be reached right now (PostgreSQL restarting, down, out
 * of connections), not that the query or the data was wrong: the API answers those with 503 and the
 * next request tries again (postgres.js opens a fresh connection on the next query by itself).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error (`DrizzleQueryError`): the cause chain is walked.
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// postgres.js's own codes for a lost or refused connection, and Node's socket errors.
const NETWORK_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);

/**
 * SQLSTATEs of a server that is going away or not taking work: class 08 (connection exception),
 * 57P01-57P03 (admin / crash shutdown, cannot connect now), 53300 (too many connections).
 */
function isUnavailableState(code: string): boolean {
  return code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300';
}
