import { ACCOUNT_FIELD_MESSAGES } from '@kwc/domain';
import { useDeactivateAccount } from '@kwc/hooks';
import { Button, FormError, PasswordField, SubmitButton, TextField } from '@kwc/ui';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';

import * as styles from './accountDeactivation.css';

/** Where a deactivated account lands (ours): the session has ended, so no account page could show it. */
export const DEACTIVATED_PATH = '/konto/dezaktywowane';

/**
 * 'Dezaktywuj konto' at the foot of the account's edit page: a second step asks for the password, or
 * for an account without one (made through Facebook) its e-mail address; the API checks it again.
 */
export function AccountDeactivation({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const deactivate = useDeactivateAccount();
  const [, navigate] = useLocation();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = hasPassword ? { currentPassword: value } : { confirmEmail: value };
    void deactivate.run(body).then((answer) => {
      if (answer) navigate(DEACTIVATED_PATH, { replace: true });
    });
  };
  const fieldError = hasPassword ? deactivate.fields.currentPassword : deactivate.fields.confirmEmail;

  return (
    <section className={styles.section} aria-labelledby="dezaktywacja">
      <h2 id="dezaktywacja" className={styles.heading}>
        Dezaktywacja konta
      </h2>
      <p>
        Po dezaktywacji wylogujemy Cię na wszystkich urządzeniach i nie zalogujesz się już na to konto. Opublikowane
        opinie pozostaną w serwisie.
      </p>
      {open ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <FormError message={deactivate.error} />
          {hasPassword ? (
            <PasswordField
              label="Hasło, aby potwierdzić"
              name="currentPassword"
              value={value}
              onChange={setValue}
              autoComplete="current-password"
              error={fieldError}
              isRequired
            />
          ) : (
            <TextField
              label="Adres e-mail konta"
              name="confirmEmail"
              type="email"
              value={value}
              onChange={setValue}
              description={`${ACCOUNT_FIELD_MESSAGES.confirmEmail}: ${email}`}
              error={fieldError}
              isRequired
            />
          )}
          <div className={styles.actions}>
            <SubmitButton variant="primary" pending={deactivate.isPending} pendingLabel="Dezaktywuję…">
              Dezaktywuj konto na stałe
            </SubmitButton>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Anuluj
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Dezaktywuj konto
        </Button>
      )}
    </section>
  );
}
