import type { MonitoringAgent } from './agent';

/** What was thrown, as text (anything can be thrown, even an object whose toString throws). */
function describe(value: unknown): string {
  if (value instanceof Error) return value.message || value.name;
  try {
    return typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  } catch {
    return Object.prototype.toString.call(value);
  }
}

function stackOf(value: unknown): string | undefined {
  return value instanceof Error && typeof value.stack === 'string' ? value.stack : undefined;
}

/** The first `url:line:column` of a stack: where a rejection came from. */
function sourceOfStack(stack: string | undefined): string {
  return /(?:https?|file):\/\/[^\s()]+:\d+:\d+/.exec(stack ?? '')?.[0] ?? '';
}

/**
 * Spec section 8: global client errors are logged to the console with a location label and
 * forwarded to error reporting (the monitoring agent, which throttles repeats).
 */
export function reportGlobalErrors(
  target: Pick<Window, 'addEventListener'>,
  agent: Pick<MonitoringAgent, 'capture'>,
  {
    page = () => location.pathname,
    log = (...args: unknown[]) => console.error(...args),
  }: { page?: () => string; log?: (...args: unknown[]) => void } = {},
): void {
  target.addEventListener('error', (event: ErrorEvent) => {
    const path = page();
    log(`[KWC] window.onerror at ${path}:`, event.error ?? event.message);
    const stack = stackOf(event.error);
    agent.capture({
      type: 'error',
      kind: 'error',
      message: event.message || describe(event.error),
      source: event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : sourceOfStack(stack),
      ...(stack ? { stack } : {}),
      page: path,
    });
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    const path = page();
    log(`[KWC] unhandledrejection at ${path}:`, event.reason);
    const stack = stackOf(event.reason);
    agent.capture({
      type: 'error',
      kind: 'unhandledrejection',
      message: describe(event.reason),
      source: sourceOfStack(stack),
      ...(stack ? { stack } : {}),
      page: path,
    });
  });
}
