import { ERROR_MESSAGES } from '@kwc/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

import { ApiError, ApiResponseError } from '../api/errors';
import { useLogger } from '../provider/KwcHooksProvider';

/** A refusal a call reported in its answer rather than by failing (`login`'s `success: false`). */
export class AccountActionRefused extends Error {
  override readonly name = 'AccountActionRefused';

  constructor(
    message: string | null,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly retryAfter: number | null = null,
  ) {
    super(message ?? ERROR_MESSAGES.unexpected);
  }
}

/** Where a form's submission stands. */
export interface AccountActionState {
  isPending: boolean;
  /**
   * The message for the form as a whole: the server's, when it concerns no single field, or
   * 'Wystąpił nieoczekiwany błąd' (network, 5xx: the toast has shown it too). `null` otherwise.
   */
  error: string | null;
  /** The Polish message of each wrong field (a 400), by the field's name in the body. */
  fields: Readonly<Record<string, string>>;
  /** Seconds to wait before trying again (a 429). */
  retryAfter: number | null;
  /** The last submission succeeded. */
  isDone: boolean;
}

export interface AccountAction<Args extends unknown[], Result> extends AccountActionState {
  /** Submits; resolves the result, or `null` when it failed (the state says why). */
  run: (...args: Args) => Promise<Result | null>;
  /** Back to the initial state (e.g. when the form is edited). */
  reset: () => void;
}

const IDLE: AccountActionState = { isPending: false, error: null, fields: {}, retryAfter: null, isDone: false };

function failureOf(error: unknown): Omit<AccountActionState, 'isPending' | 'isDone'> | null {
  if (error instanceof ApiResponseError || error instanceof AccountActionRefused) {
    const onFields = Object.keys(error.fields).length > 0;
    return { error: onFields ? null : error.message, fields: error.fields, retryAfter: error.retryAfter };
  }
  if (error instanceof ApiError) return { error: ERROR_MESSAGES.unexpected, fields: {}, retryAfter: null };
  return null;
}

/**
 * A form's call with its pending state and errors. One submission at a time: calling `run` while
 * one is pending returns that one. A failure that is not the API's is logged and shown as
 * 'Wystąpił nieoczekiwany błąd'.
 */
export function useAccountAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
): AccountAction<Args, Result> {
  const logger = useLogger();
  const [state, setState] = useState<AccountActionState>(IDLE);
  const pending = useRef<Promise<Result | null> | null>(null);
  const latestAction = useRef(action);
  useEffect(() => {
    latestAction.current = action;
  });

  const run = useCallback(
    (...args: Args) => {
      if (pending.current) return pending.current;
      setState({ ...IDLE, isPending: true });
      const submission = (async () => {
        try {
          const result = await latestAction.current(...args);
          setState({ ...IDLE, isDone: true });
          return result;
        } catch (error) {
          const failure = failureOf(error);
          if (!failure) logger.error(error);
          setState({
            ...IDLE,
            ...(failure ?? { error: ERROR_MESSAGES.unexpected, fields: {}, retryAfter: null }),
          });
          return null;
        } finally {
          pending.current = null;
        }
      })();
      pending.current = submission;
      return submission;
    },
    [logger],
  );
  const reset = useCallback(() => setState(IDLE), []);
  return { ...state, run, reset };
}
