import { ACCOUNT_MESSAGES, secondFactorRequestSchema, TWO_FACTOR, TWO_FACTOR_MESSAGES } from '@kwc/domain';
import { authProvidersKey, useAuthProviders, useLogin, useSecondFactorLogin } from '@kwc/hooks';
import { AuthCard, Button, FormError, LoginForm, SubmitButton, TextField } from '@kwc/ui';
import { type FormEvent, useId, useState } from 'react';

import type { LoaderContext, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountScreen, guardedLoad, useGuards } from './accountPage';
import * as styles from './account.css';
import { ACCOUNT_PATHS, backOf, BACK_PARAM, withBack } from './guards';

const TITLE = 'Zaloguj się';

// Logged-in visitors go on to `back` (spec section 2 "redirect logged-in users"); so does a
// visitor who logs in here: the session changes and the same guard sends them on. The providers
// come with the page: the Facebook button is in the first view, which waits for a sign of use.
export const load = guardedLoad(['redirectLoggedIn'], async ({ fetchJson }: LoaderContext) => {
  // Without them the form still logs in; the browser asks again for the button.
  const providers = await fetchJson(authProvidersKey()).catch(() => undefined);
  return providers === undefined ? {} : { fallback: { [authProvidersKey()]: providers } };
});

/**
 * `/konto/logowanie`: the login form; `?back=` is where a login leads, `?blad=facebook` a failed
 * Facebook login, `?drugi-krok=1` the second step a Facebook login or a mailed link waits in.
 */
export default function LoginPage(props: PageProps) {
  const { search } = props;
  useGuards(['redirectLoggedIn'], props);
  const login = useLogin();
  const providers = useAuthProviders();
  const query = new URLSearchParams(search);
  const back = backOf(search);
  const facebookFailed = query.get('blad') === 'facebook';
  // An account with two-step verification: the password (or Facebook, or a link) was the first step.
  const [secondStep, setSecondStep] = useState(query.get(TWO_FACTOR.loginQuery) === '1');
  const facebookHref = providers.data?.facebook
    ? `/api/auth/facebook?${new URLSearchParams({ [BACK_PARAM]: back })}`
    : null;
  return (
    <AccountScreen
      title={TITLE}
      indexed={{
        description:
          'Zaloguj się do KWC, aby pisać opinie o kosmetykach, obserwować recenzentki i zapisywać ulubione produkty.',
        canonicalPath: ACCOUNT_PATHS.login,
      }}
    >
      <AuthCard title={secondStep ? SECOND_STEP_TITLE : TITLE}>
        {secondStep ? (
          <SecondStepForm
            onRestart={() => {
              login.reset();
              setSecondStep(false);
            }}
          />
        ) : (
          <LoginForm
            onSubmit={(values) =>
              void login.run(values).then((result) => {
                if (result?.secondFactor) setSecondStep(true);
              })
            }
            errors={login.fields}
            formError={login.error ?? (facebookFailed && !login.isPending ? ACCOUNT_MESSAGES.facebookFailed : null)}
            pending={login.isPending || login.isDone}
            resetHref={ACCOUNT_PATHS.passwordReset}
            registerHref={withBack(ACCOUNT_PATHS.register, back)}
            facebookHref={facebookHref}
            linkAs={RouterLink}
          />
        )}
      </AuthCard>
    </AccountScreen>
  );
}

const SECOND_STEP_TITLE = 'Weryfikacja dwuetapowa';

/**
 * The second step of a login (ours; ASVS 6.3.3): the code of the authenticator app, or one of the
 * recovery codes. The session begins with it, and the page's guard sends the visitor on.
 */
function SecondStepForm({ onRestart }: { onRestart: () => void }) {
  const step = useSecondFactorLogin();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [tries, setTries] = useState(0);
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTries((count) => count + 1);
    const parsed = secondFactorRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setProblem(TWO_FACTOR_MESSAGES.codeFormat);
      return;
    }
    setProblem(null);
    void step.run(parsed.data.code);
  };
  const expired = step.error === TWO_FACTOR_MESSAGES.stepExpired;
  const fieldError = problem ?? step.fields.code;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-intro`} className={styles.secondStep}>
      <p id={`${id}-intro`}>
        Otwórz aplikację uwierzytelniającą w telefonie i wpisz 6-cyfrowy kod dla KWC. Nie masz telefonu pod ręką? Wpisz
        jeden z kodów zapasowych.
      </p>
      <FormError
        message={step.error}
        items={fieldError ? [{ id: `${id}-code`, label: 'Kod weryfikacyjny', message: fieldError }] : []}
        focusKey={tries}
      />
      <TextField
        label="Kod weryfikacyjny"
        name="code"
        id={`${id}-code`}
        value={code}
        onChange={setCode}
        autoComplete="one-time-code"
        maxLength={12}
        error={fieldError}
        isRequired
      />
      <SubmitButton pending={step.isPending || step.isDone} pendingLabel="Sprawdzanie…" fullWidth>
        Potwierdź
      </SubmitButton>
      <Button variant={expired ? 'primary' : 'ghost'} onClick={onRestart} fullWidth>
        {expired ? 'Zaloguj się ponownie' : 'Wróć do logowania'}
      </Button>
    </form>
  );
}
