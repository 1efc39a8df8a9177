import type { Logger } from 'pino';

/** Where purges go: a CDN's purge-by-tag endpoint, a reverse proxy, a test's listener. */
export type PurgeSink = (tags: string[]) => void | Promise<void>;

/**
 * Posts `{ "tags": [...] }` to a purge endpoint (`KWC_PURGE_URL`), the shape CDNs with tag purges
 * take behind a small adapter. Failures are logged, never thrown into the write that caused them.
 */
export function webhookPurgeSink(url: string, logger: Logger): PurgeSink {
  return async (tags) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ tags }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) logger.warn({ status: response.status, tags }, 'cache purge refused');
    } catch (error) {
      logger.warn({ err: error, tags }, 'cache purge failed');
    }
  };
}
