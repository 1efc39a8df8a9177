import type { MonitoringAgent } from './agent';
import type { GlobalErrors } from './early';

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

/** Forwards the page's global errors (logged already, `watchGlobalErrors`) to error reporting, which throttles repeats. */
export function reportGlobalErrors(errors: GlobalErrors, agent: Pick<MonitoringAgent, 'capture'>): void {
  errors.forward(({ event, page }) => {
    if (event.type === 'error') {
      const error = event as ErrorEvent;
      const stack = stackOf(error.error);
      agent.capture({
        type: 'error',
        kind: 'error',
        message: error.message || describe(error.error),
        source: error.filename ? `${error.filename}:${error.lineno}:${error.colno}` : sourceOfStack(stack),
        ...(stack ? { stack } : {}),
        page,
      });
      return;
    }
    const { reason } = event as PromiseRejectionEvent;
    const stack = stackOf(reason);
    agent.capture({
      type: 'error',
      kind: 'unhandledrejection',
      message: describe(reason),
      source: sourceOfStack(stack),
      ...(stack ? { stack } : {}),
      page,
    });
  });
}
