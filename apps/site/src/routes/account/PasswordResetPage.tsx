import { usePasswordReset, usePasswordResetRequest, useLinkCheck } from '@kwc/hooks';
import { ACCOUNT_SCREEN_TEXTS, AuthCard, NewPasswordForm, PasswordResetRequestForm, LoadingScreen } from '@kwc/ui';
import { useState } from 'react';

import type { PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountScreen, guardedLoad, MessageScreen } from './accountPage';
import { ACCOUNT_PATHS } from './guards';

// `/konto/reset-hasla` (ask for the link) and `/konto/reset-hasla/{token}` (set the new password).
// Open to everyone: a logged-in visitor may reset a forgotten password too.

export const load = guardedLoad([]);

export default function PasswordResetPage({ params }: PageProps) {
  return params.token ? <NewPassword key={params.token} token={params.token} /> : <ResetRequest />;
}

const REQUEST_TITLE = 'Nie pamiętasz hasła?';

function ResetRequest() {
  const request = usePasswordResetRequest();
  const [attempt, setAttempt] = useState(0);
  return (
    <AccountScreen title={REQUEST_TITLE}>
      <AuthCard
        title={REQUEST_TITLE}
        intro="Podaj adres e-mail konta. Jeśli konto istnieje, wyślemy na niego link do ustawienia nowego hasła."
      >
        <PasswordResetRequestForm
          onSubmit={(values) =>
            void request.run(values).then((answer) => {
              if (!answer) setAttempt((count) => count + 1);
            })
          }
          errors={request.fields}
          formError={request.error}
          pending={request.isPending}
          sent={request.isDone}
          captchaResetKey={attempt}
          loginHref={ACCOUNT_PATHS.login}
          linkAs={RouterLink}
        />
      </AuthCard>
    </AccountScreen>
  );
}

const NEW_TITLE = 'Ustaw nowe hasło';

function NewPassword({ token }: { token: string }) {
  const link = useLinkCheck(token);
  const reset = usePasswordReset();
  if (reset.isDone) {
    const texts = ACCOUNT_SCREEN_TEXTS.passwordChanged;
    return (
      <MessageScreen
        title={texts.title}
        tone="success"
        actions={[{ label: ACCOUNT_SCREEN_TEXTS.login, href: ACCOUNT_PATHS.login }]}
      >
        <p>{texts.body}</p>
      </MessageScreen>
    );
  }
  if (link.error || (link.data && link.data.kind !== 'password_reset')) {
    const texts = ACCOUNT_SCREEN_TEXTS.linkInvalid;
    return (
      <MessageScreen
        title={texts.title}
        tone="error"
        actions={[
          { label: 'Wyślij nowy link', href: ACCOUNT_PATHS.passwordReset },
          { label: ACCOUNT_SCREEN_TEXTS.home, href: '/' },
        ]}
      >
        <p>{texts.body}</p>
      </MessageScreen>
    );
  }
  return (
    <AccountScreen title={NEW_TITLE}>
      <AuthCard title={NEW_TITLE}>
        {link.data ? (
          <NewPasswordForm
            email={link.data.email}
            onSubmit={(values) => void reset.run(token, values)}
            errors={reset.fields}
            formError={reset.error}
            pending={reset.isPending}
          />
        ) : (
          <LoadingScreen label="Sprawdzamy link…" />
        )}
      </AuthCard>
    </AccountScreen>
  );
}
