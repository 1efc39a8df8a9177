import { pino, type Logger } from 'pino';

/**
 * Structured JSON logs (one line per event). `LOG_LEVEL` sets the level; tests default to `warn`
 * so their output stays readable.
 */
export function createLogger(): Logger {
  const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info');
  return pino({ level, base: { service: 'kwc-api' } });
}
