import { type FormEvent, type ReactNode, useState } from 'react';

import { FormError } from '../../FormError';
import { SubmitButton } from '../../SubmitButton';
import type { FieldErrorMap } from './formState';
import * as styles from './form.css';

/** A field as the error summary names it. */
export interface SummaryField {
  name: string;
  label: string;
  id: string;
}

/** The props every account form takes from the screen that calls the API. */
export interface AccountFormProps<Values> {
  /** Called with the form's values once they pass the kwc-domain checks. */
  onSubmit: (values: Values) => void;
  /** The server's Polish message per field (`error.fields` of a 400). */
  errors?: FieldErrorMap | undefined;
  /** A message for the whole form (e.g. 'Błędny login lub hasło', a 429's message). */
  formError?: string | null | undefined;
  /**
   * While the request runs: the submit button shows it and ignores presses.
   * @default false
   */
  pending?: boolean;
}

/** Counts the server's answers that carry a message, so each one moves focus to the summary. */
function useServerAnswers(errors: FieldErrorMap | undefined, formError: string | null | undefined): number {
  const [answers, setAnswers] = useState(0);
  const [seen, setSeen] = useState({ errors, formError });
  if (seen.errors !== errors || seen.formError !== formError) {
    setSeen({ errors, formError });
    if (formError || (errors && Object.keys(errors).length > 0)) setAnswers(answers + 1);
  }
  return answers;
}

/** The account forms' frame: the error summary, the fields, the submit button. */
export function AccountForm({
  label,
  state: { onSubmit, errorOf, failedSubmits },
  fields,
  formError,
  serverErrors,
  submitLabel,
  pendingLabel,
  pending = false,
  children,
  after,
}: {
  label: string;
  /** `useFormState`'s submit handler, messages and count of failed submits. */
  state: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    errorOf: (name: string) => string | undefined;
    failedSubmits: number;
  };
  fields: readonly SummaryField[];
  formError: string | null | undefined;
  serverErrors: FieldErrorMap | undefined;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean | undefined;
  children: ReactNode;
  after?: ReactNode;
}) {
  const answers = useServerAnswers(serverErrors, formError);
  const items = fields.flatMap((field) => {
    const message = errorOf(field.name);
    return message ? [{ id: field.id, label: field.label, message }] : [];
  });
  return (
    // noValidate: the kwc-domain schemas check the values and give the Polish messages.
    <form className={styles.form} aria-label={label} noValidate onSubmit={onSubmit}>
      <FormError message={formError ?? errorOf('')} items={items} focusKey={`${failedSubmits}:${answers}`} />
      {children}
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
      {after}
    </form>
  );
}
