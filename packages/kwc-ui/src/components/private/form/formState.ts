import { type FormEvent, useCallback, useRef, useState } from 'react';

/** The Polish message of each wrong field, by its name (as the API's `fields`). */
export type FieldErrorMap = Partial<Record<string, string>>;

/** A failed parse of a kwc-domain schema, as far as the forms read it. */
export interface ParseIssues {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}

/** The first message of each top-level field of a failed parse; a form-wide issue under `''`. */
export function fieldErrorsOf(error: ParseIssues): FieldErrorMap {
  const errors: FieldErrorMap = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

interface FormStateOptions<Values extends object> {
  initial: Values;
  /** Checks the values on submit (and on every change after a failed submit); returns field errors. */
  validate: (values: Values) => FieldErrorMap;
  /** The server's messages per field; each shows until its field is edited. */
  serverErrors?: FieldErrorMap | undefined;
  onValid: (values: Values) => void;
  pending?: boolean | undefined;
}

/**
 * The state the account forms share: values, client checks with the kwc-domain schemas, the server's
 * field errors (hidden once their field changes) and a counter of failed submits that moves focus to
 * the error summary.
 */
export function useFormState<Values extends object>({
  initial,
  validate,
  serverErrors,
  onValid,
  pending,
}: FormStateOptions<Values>) {
  const [values, setValues] = useState(initial);
  const [clientErrors, setClientErrors] = useState<FieldErrorMap>({});
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const [failedSubmits, setFailedSubmits] = useState(0);
  const submitted = useRef(false);
  // A new object from the server is a new answer: its messages show again, even on edited fields.
  const [seenServerErrors, setSeenServerErrors] = useState(serverErrors);
  if (seenServerErrors !== serverErrors) {
    setSeenServerErrors(serverErrors);
    setEdited(new Set());
  }

  const set = useCallback(
    <K extends keyof Values & string>(name: K, value: Values[K]) => {
      setValues((previous) => {
        const next = { ...previous, [name]: value };
        if (submitted.current) setClientErrors(validate(next));
        return next;
      });
      setEdited((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));
    },
    [validate],
  );

  const errorOf = (name: string): string | undefined =>
    clientErrors[name] ?? (edited.has(name) ? undefined : serverErrors?.[name]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    submitted.current = true;
    const errors = validate(values);
    setClientErrors(errors);
    if (Object.keys(errors).length > 0) {
      setFailedSubmits((count) => count + 1);
      return;
    }
    onValid(values);
  };

  return { values, set, errorOf, onSubmit, failedSubmits };
}
