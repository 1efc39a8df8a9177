import { ACCOUNT_MESSAGES } from '@kwc/domain';
import type { ElementType, ReactNode } from 'react';

import { Button } from '../Button';
import { Icon, type IconName } from '../Icon';
import * as styles from './AccountMessage.css';

/**
 * The account's message screens (spec section 2: za-mlody, nieaktywne, aktywacja, the one-time
 * links). ours: the wording; the invalid link's text is kwc-domain's `ACCOUNT_MESSAGES.linkInvalid`.
 */
export const ACCOUNT_SCREEN_TEXTS = {
  activated: {
    title: 'Konto aktywne',
    body: 'Dziękujemy! Adres e-mail został potwierdzony, a Ty jesteś zalogowana/y.',
  },
  linkInvalid: { title: 'Link nie działa', body: ACCOUNT_MESSAGES.linkInvalid },
  tooYoung: {
    title: 'Musisz mieć co najmniej 16 lat',
    body: 'Opinie i produkty mogą dodawać osoby, które skończyły 16 lat. Nadal możesz przeglądać katalog i czytać opinie.',
  },
  notVerified: {
    title: 'Potwierdź adres e-mail',
    body: 'Wysłaliśmy Ci wiadomość z linkiem aktywacyjnym. Kliknij go, aby dokończyć zakładanie konta. Nie widzisz wiadomości? Sprawdź folder spam albo wyślij link jeszcze raz.',
    resend: 'Wyślij link ponownie',
    resending: 'Wysyłanie…',
    resent: 'Wysłaliśmy nowy link aktywacyjny. Sprawdź skrzynkę.',
  },
  emailChanged: { title: 'Adres e-mail zmieniony', body: 'Od teraz logujesz się nowym adresem e-mail.' },
  emailChangeCancelled: {
    title: 'Zmiana adresu przerwana',
    body: 'Adres e-mail konta pozostaje bez zmian. Jeśli to nie Ty zlecałaś/eś zmianę, zmień hasło.',
  },
  passwordChanged: { title: 'Hasło zmienione', body: 'Możesz się teraz zalogować nowym hasłem.' },
  home: 'Przejdź na stronę główną',
  login: 'Przejdź do logowania',
  account: 'Przejdź do konta',
} as const;

/** An action under the message: a link, or a button with its own handler. */
export type AccountMessageAction =
  | { label: string; href: string; variant?: 'primary' | 'secondary' }
  | { label: string; onPress: () => void; variant?: 'primary' | 'secondary'; pending?: boolean; pendingLabel?: string };

export interface AccountMessageProps {
  /** The heading (an `h1`). */
  title: string;
  /** The message. */
  children: ReactNode;
  /**
   * Its tone: an icon and a colour.
   * @default 'info'
   */
  tone?: 'success' | 'info' | 'warning' | 'error';
  /** The actions, the first one the main one. */
  actions?: readonly AccountMessageAction[];
  /** A note after an action succeeded (e.g. the link was sent again), announced politely. */
  status?: string | null;
  /**
   * The element or router component rendered for link actions.
   * @default 'a'
   */
  linkAs?: ElementType;
}

const TONE_ICONS: Record<NonNullable<AccountMessageProps['tone']>, IconName> = {
  success: 'check',
  info: 'info',
  warning: 'warning',
  error: 'error',
};

/** A message screen of the account side: an icon, a heading, the text and what to do next. */
export function AccountMessage({
  title,
  children,
  tone = 'info',
  actions = [],
  status,
  linkAs: LinkComponent = 'a',
}: AccountMessageProps) {
  return (
    <section className={styles.root}>
      <span className={styles.icon({ tone })} aria-hidden="true">
        <Icon name={TONE_ICONS[tone]} size={28} />
      </span>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>{children}</div>
      <p className={styles.status} role="status">
        {status}
      </p>
      {actions.length > 0 ? (
        <div className={styles.actions}>
          {actions.map((action, index) => {
            const variant = action.variant ?? (index === 0 ? 'primary' : 'secondary');
            if ('href' in action) {
              return (
                <LinkComponent key={action.label} href={action.href} className={styles.action({ variant })}>
                  {action.label}
                </LinkComponent>
              );
            }
            return (
              <Button
                key={action.label}
                variant={variant}
                aria-disabled={action.pending || undefined}
                onClick={() => {
                  if (!action.pending) action.onPress();
                }}
              >
                {action.pending ? (action.pendingLabel ?? action.label) : action.label}
              </Button>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
