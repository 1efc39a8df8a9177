import { LOG_MESSAGES, parseTagManagerId } from '@kwc/domain';

import { consoleLogger, type Logger } from '../api/types';
import { browserDataLayer } from './analytics';

export interface TagManagerOptions {
  /** The configured container id, `GTM-…`; missing is allowed and logged. */
  id: string | null | undefined;
  /** @default console */
  logger?: Logger;
  /** @default the global `document` */
  document?: Document;
  /** @default `window.dataLayer` */
  getDataLayer?: () => unknown[] | null;
  /** @default Date.now */
  now?: () => number;
  /** Where `gtm.js` is loaded from (tests point it to a local stand-in). @default GTM_SCRIPT_URL */
  scriptUrl?: string;
}

/** Google's address of the tag manager's script. */
export const GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

/**
 * Starts the tag manager: the `gtm.js` event and its script. Analytics never breaks the page, so
 * this never throws: a missing id logs '[Analytics]: GTM ID not set', a malformed id or any failure
 * (including the script not loading) logs 'Failed to init GTM' (spec sections 8 and 9).
 * Returns whether the script was added (or already was).
 */
export function startTagManager({
  id,
  logger = consoleLogger,
  document: doc = typeof document === 'undefined' ? undefined : document,
  getDataLayer = browserDataLayer,
  now = Date.now,
  scriptUrl = GTM_SCRIPT_URL,
}: TagManagerOptions): boolean {
  try {
    const containerId = parseTagManagerId(id);
    if (containerId === null) {
      logger.warn(LOG_MESSAGES.gtmIdNotSet);
      return false;
    }
    const dataLayer = getDataLayer();
    if (!doc || !dataLayer) throw new Error('No document or data layer: the tag manager starts in the browser');
    const src = `${scriptUrl}?id=${encodeURIComponent(containerId)}`;
    if (doc.querySelector(`script[src="${src}"]`)) return true;
    dataLayer.push({ 'gtm.start': now(), event: 'gtm.js' });
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('error', () => logger.error(LOG_MESSAGES.gtmInitFailed));
    doc.head.appendChild(script);
    return true;
  } catch (error) {
    logger.error(LOG_MESSAGES.gtmInitFailed, error);
    return false;
  }
}
