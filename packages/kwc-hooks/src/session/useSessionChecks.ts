import { useEffect } from 'react';

import { useApiClient, useLogger } from '../provider/KwcHooksProvider';
import { startSessionChecks, type SessionChecksOptions } from './sessionActions';
import { useSessionStore } from './useSession';

/**
 * Keeps the session alive (spec section 4): the token check at once, every 5 minutes while logged
 * in and when the page comes back. Mount it once per app; the site mounts it (and loads this module)
 * only when the visitor has a session or logs in.
 */
export function useSessionChecks({ intervalMs }: Pick<SessionChecksOptions, 'intervalMs'> = {}): void {
  const store = useSessionStore();
  const client = useApiClient();
  const logger = useLogger();
  useEffect(() => startSessionChecks(store, client, { logger, intervalMs }), [store, client, logger, intervalMs]);
}
