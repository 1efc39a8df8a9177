/** Where the hooks report what users never see (spec section 8: "logged only"). `console` fits. */
export interface Logger {
  error(...data: unknown[]): void;
  warn(...data: unknown[]): void;
}

/**
 * Shows a message to the user. The site passes kwc-ui's `toast`; other sites their own. Spec
 * section 8: network failures and 5xx answers raise 'Wystąpił nieoczekiwany błąd' through it.
 */
export interface Notifier {
  error(message: string): void;
}

/** `console`, looked up when used, so tests that spy on it see the calls. */
export const consoleLogger: Logger = {
  error: (...data) => console.error(...data),
  warn: (...data) => console.warn(...data),
};

/** What the client needs of a kwc-domain (zod) schema; zod itself is kwc-domain's dependency, not ours. */
export interface ResponseSchema<T> {
  safeParse(
    data: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}
