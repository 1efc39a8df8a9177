/** A global error event as the page saw it, with the page it happened on. */
export interface PageError {
  event: ErrorEvent | PromiseRejectionEvent;
  page: string;
}

/*
 * What the page's monitoring records from its first moment, before its code (app/monitoring/
 * startMonitoring.ts) loads after the first view: the global errors and whether an input came.
 */

/** The page's global errors: logged at once, and kept for error reporting until it has loaded. */
export interface GlobalErrors {
  /** Hands the errors so far to `report`, in order, and every later one as it comes. */
  forward(report: (error: PageError) => void): void;
}

/**
 * Spec section 8: global client errors are logged to the console with a location label, from the
 * page's first moment; error reporting (app/monitoring, loaded after the first view) gets them too.
 */
export function watchGlobalErrors(
  target: Pick<Window, 'addEventListener'>,
  {
    page = () => location.pathname,
    log = (...args: unknown[]) => console.error(...args),
  }: { page?: () => string; log?: (...args: unknown[]) => void } = {},
): GlobalErrors {
  const held: PageError[] = [];
  let report: ((error: PageError) => void) | null = null;
  const listener = (event: ErrorEvent | PromiseRejectionEvent) => {
    const path = page();
    if (event.type === 'error')
      log(`[KWC] window.onerror at ${path}:`, (event as ErrorEvent).error ?? (event as ErrorEvent).message);
    else log(`[KWC] unhandledrejection at ${path}:`, (event as PromiseRejectionEvent).reason);
    const error = { event, page: path };
    if (report) report(error);
    // Errors of a page whose reporting never loads stay few: the first ones are what matters.
    else if (held.length < 20) held.push(error);
  };
  target.addEventListener('error', listener);
  target.addEventListener('unhandledrejection', listener);
  return {
    forward(next) {
      report = next;
      for (const error of held.splice(0)) next(error);
    },
  };
}

/** How the page started, for the web vitals measured after the first view. */
export interface PageStart {
  /** The landing page's address and referrer (the visitor may have moved on before monitoring starts). */
  url: string;
  referrer: string;
  /** The page was visible when it loaded (not opened in a background tab). */
  loadedVisible: boolean;
  /** The visitor has pressed a key or the pointer: the browser stops looking for a larger paint then. */
  inputSeen(): boolean;
}

export function watchPageStart(
  target: Pick<Window, 'addEventListener'>,
  landing: Pick<Document, 'URL' | 'referrer' | 'visibilityState'>,
): PageStart {
  let seen = false;
  for (const type of ['keydown', 'pointerdown']) {
    target.addEventListener(type, () => (seen = true), { once: true, capture: true });
  }
  return {
    url: landing.URL,
    referrer: landing.referrer,
    loadedVisible: landing.visibilityState === 'visible',
    inputSeen: () => seen,
  };
}
