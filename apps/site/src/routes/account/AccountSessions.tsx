import type { AccountSession, LoginMethod } from '@kwc/domain';
import { useAccountSessions, useEndOtherSessions, useEndSession } from '@kwc/hooks';
import { Button, FormError } from '@kwc/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';

import { ACCOUNT_PATHS } from './guards';
import * as styles from './accountSessions.css';

const LOGIN_METHODS: Readonly<Record<LoginMethod, string>> = {
  account_password: 'hasłem',
  account_token: 'linkiem z e-maila',
  facebook: 'przez Facebooka',
  KWC: 'kontem KWC',
};

const when = new Intl.DateTimeFormat('pl-PL', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Warsaw' });

/**
 * 'Zalogowane urządzenia' on the account's edit page (ASVS 7.5.2): every login that goes on, this
 * one first, each ended with one press; the others all at once. The API ends their tokens at once.
 */
export function AccountSessions() {
  const list = useAccountSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [note, setNote] = useState('');
  const [, navigate] = useLocation();
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current).length;

  const endOne = (session: AccountSession) =>
    void end.run(session).then((answer) => {
      if (!answer) return;
      if (session.current) navigate(ACCOUNT_PATHS.login, { replace: true });
      else setNote(`Wylogowano: ${session.device ?? 'nieznane urządzenie'}.`);
    });
  const endAll = () =>
    void endOthers.run().then((answer) => {
      if (answer) setNote(answer.ended === 1 ? 'Wylogowano 1 urządzenie.' : `Wylogowano urządzenia: ${answer.ended}.`);
    });

  return (
    <section className={styles.section} aria-labelledby="zalogowane-urzadzenia">
      <h2 id="zalogowane-urzadzenia" className={styles.heading}>
        Zalogowane urządzenia
      </h2>
      <p>
        Urządzenia, na których Twoje konto jest zalogowane. Jeśli nie rozpoznajesz któregoś, wyloguj je i zmień hasło.
      </p>
      <FormError
        message={end.error ?? endOthers.error ?? (list.error ? 'Nie udało się wczytać listy urządzeń.' : null)}
      />
      {list.data ? (
        <ul className={styles.list} aria-label="Zalogowane urządzenia">
          {sessions.map((session) => (
            <li key={session.id} className={styles.item}>
              <div className={styles.device}>
                <strong>{session.device ?? 'Nieznane urządzenie'}</strong>
                {session.current ? <span className={styles.current}>To urządzenie</span> : null}
              </div>
              <p className={styles.details}>
                Zalogowano {LOGIN_METHODS[session.loginMethod]} {when.format(new Date(session.startedAt))}. Ostatnia
                aktywność: {when.format(new Date(session.lastActiveAt))}.
              </p>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => endOne(session)}
                disabled={end.isPending}
                aria-label={
                  session.current
                    ? 'Wyloguj to urządzenie'
                    : `Wyloguj: ${session.device ?? 'nieznane urządzenie'}, aktywne ${when.format(new Date(session.lastActiveAt))}`
                }
              >
                Wyloguj
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {others > 0 ? (
        <Button variant="secondary" onClick={endAll} disabled={endOthers.isPending}>
          Wyloguj wszystkie pozostałe urządzenia
        </Button>
      ) : null}
      <p role="status" className={styles.note}>
        {note}
      </p>
    </section>
  );
}
