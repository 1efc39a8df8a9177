import { TWO_FACTOR, type TwoFactorSetupResponse } from '@kwc/domain';
import { useTwoFactorChanges, useTwoFactorStatus } from '@kwc/hooks';
import { Button, FormError, PasswordField, SubmitButton, TextField } from '@kwc/ui';
import { type FormEvent, useId, useState } from 'react';

import * as styles from './accountTwoFactor.css';

/** The section's anchor, for links to it (moderation sends moderators here). */
export const TWO_FACTOR_SECTION_ID = 'weryfikacja-dwuetapowa';

type Stage =
  | { name: 'idle' }
  | { name: 'password'; then: 'enable' | 'disable' }
  | { name: 'scan'; setup: TwoFactorSetupResponse }
  | { name: 'codes'; codes: readonly string[] };

/**
 * 'Weryfikacja dwuetapowa' on the account's edit page (ours; ASVS 6.3.3): turned on with the password,
 * a QR code scanned in an authenticator app and its first code, then ten recovery codes shown once;
 * turned off with the password. docs/accounts.md "Two-step verification".
 */
export function AccountTwoFactor({ hasPassword }: { hasPassword: boolean }) {
  const status = useTwoFactorStatus();
  const { setUp, enable, disable } = useTwoFactorChanges();
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const id = useId();
  const enabled = status.data?.enabled ?? false;
  // The password step's call: a secret to scan, or turning verification off.
  const passwordAction = stage.name === 'password' && stage.then === 'disable' ? disable : setUp;

  const start = (then: 'enable' | 'disable') => {
    setNote('');
    setPassword('');
    setUp.reset();
    disable.reset();
    setStage({ name: 'password', then });
  };
  const submitPassword = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (stage.name !== 'password') return;
    if (stage.then === 'enable') {
      void setUp.run({ password }).then((setup) => {
        if (!setup) return;
        setCode('');
        enable.reset();
        setStage({ name: 'scan', setup });
      });
    } else {
      void disable.run({ password }).then((answer) => {
        if (!answer) return;
        setStage({ name: 'idle' });
        setNote('Weryfikacja dwuetapowa jest wyłączona. Do logowania wystarczy teraz hasło.');
      });
    }
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void enable.run(code).then((answer) => {
      if (answer) setStage({ name: 'codes', codes: answer.recoveryCodes });
    });
  };

  return (
    <section id={TWO_FACTOR_SECTION_ID} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Weryfikacja dwuetapowa
      </h2>
      <p>
        Po włączeniu do logowania potrzebny będzie także kod z aplikacji uwierzytelniającej w telefonie (np. Google
        Authenticator, Microsoft Authenticator, Aegis). Nikt nie zaloguje się na Twoje konto samym hasłem.
      </p>
      {status.data ? (
        <p className={styles.status} role="status">
          {enabled
            ? `Włączona. Kody zapasowe do wykorzystania: ${status.data.recoveryCodesLeft} z ${TWO_FACTOR.recoveryCodes}.`
            : 'Wyłączona.'}
        </p>
      ) : null}
      {note ? (
        <p className={styles.note} role="status">
          {note}
        </p>
      ) : null}
      <FormError message={status.error ? 'Nie udało się sprawdzić ustawień weryfikacji.' : null} />

      {stage.name === 'idle' && status.data ? (
        hasPassword ? (
          <Button variant="secondary" onClick={() => start(enabled ? 'disable' : 'enable')}>
            {enabled ? 'Wyłącz weryfikację dwuetapową' : 'Włącz weryfikację dwuetapową'}
          </Button>
        ) : (
          <p>Aby włączyć weryfikację dwuetapową, ustaw najpierw hasło do konta.</p>
        )
      ) : null}

      {stage.name === 'password' ? (
        <form className={styles.form} onSubmit={submitPassword} noValidate>
          <FormError message={passwordAction.error} />
          <PasswordField
            name="twoFactorPassword"
            id={`${id}-password`}
            label="Hasło do konta"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={passwordAction.fields.password}
            isRequired
          />
          <div className={styles.actions}>
            <SubmitButton
              fullWidth={false}
              pending={passwordAction.isPending}
              pendingLabel="Sprawdzanie…"
              variant={stage.then === 'disable' ? 'secondary' : 'primary'}
            >
              {stage.then === 'enable' ? 'Dalej' : 'Wyłącz'}
            </SubmitButton>
            <Button variant="ghost" onClick={() => setStage({ name: 'idle' })}>
              Anuluj
            </Button>
          </div>
        </form>
      ) : null}

      {stage.name === 'scan' ? (
        <form className={styles.form} onSubmit={submitCode} noValidate>
          <ol className={styles.steps}>
            <li>Zeskanuj kod QR aplikacją uwierzytelniającą w telefonie.</li>
            <li>Wpisz 6-cyfrowy kod, który pokaże aplikacja.</li>
          </ol>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(stage.setup.qrSvg)}`}
            width={192}
            height={192}
            alt="Kod QR do zeskanowania w aplikacji uwierzytelniającej"
          />
          <p className={styles.secret}>
            Nie możesz zeskanować? Wpisz w aplikacji ten klucz:{' '}
            <code>{stage.setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <FormError message={enable.error} />
          <TextField
            label="Kod z aplikacji"
            name="code"
            id={`${id}-code`}
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            error={enable.fields.code}
            isRequired
          />
          <div className={styles.actions}>
            <SubmitButton fullWidth={false} pending={enable.isPending} pendingLabel="Sprawdzanie…">
              Włącz
            </SubmitButton>
            <Button variant="ghost" onClick={() => setStage({ name: 'idle' })}>
              Anuluj
            </Button>
          </div>
        </form>
      ) : null}

      {stage.name === 'codes' ? (
        <div className={styles.form}>
          <p className={styles.note} role="status">
            Weryfikacja dwuetapowa jest włączona.
          </p>
          <p>
            Zapisz kody zapasowe w bezpiecznym miejscu. Każdy z nich zaloguje Cię raz, gdy nie masz przy sobie telefonu.
            Nie pokażemy ich ponownie.
          </p>
          <ul className={styles.codes} aria-label="Kody zapasowe">
            {stage.codes.map((recovery) => (
              <li key={recovery}>
                <code>{recovery}</code>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={() => setStage({ name: 'idle' })}>
            Zapisałam/em kody
          </Button>
        </div>
      ) : null}
    </section>
  );
}
