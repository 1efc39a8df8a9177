import { useRegister, useUpdateUser } from '@kwc/hooks';
import { AuthCard, Link, RegistrationForm, type RegistrationValues } from '@kwc/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';

import type { PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountScreen, guardedLoad, useGuards } from './accountPage';
import { ACCOUNT_PATHS, backOf, withBack } from './guards';
import * as styles from './account.css';

const TITLE = 'Załóż konto';

export const load = guardedLoad(['redirectLoggedIn']);

/**
 * `/konto/rejestracja`: e-mail, password, the captcha and the agreements. A new account is logged
 * in and not yet verified: the next step is `/konto/nieaktywne` (the activation mail).
 */
export default function RegisterPage(props: PageProps) {
  const { search } = props;
  const [, navigate] = useLocation();
  const back = backOf(search);
  const registration = useRegister();
  const update = useUpdateUser();
  // Each answer spends the captcha's challenge: the widget starts again with a fresh one.
  const [attempt, setAttempt] = useState(0);
  // Once registered, this screen leads on itself (the logged-in guard would send the visitor to `back`).
  const [registered, setRegistered] = useState(false);
  useGuards(['redirectLoggedIn'], props, { enabled: !registered && !registration.isPending });
  const submit = async ({ agreements, passwordRepeat: _repeat, ...body }: RegistrationValues) => {
    setRegistered(true);
    const answer = await registration.run(body);
    if (!answer) {
      setRegistered(false);
      setAttempt((count) => count + 1);
      return;
    }
    // The agreements given with the form are saved on the new account (registration takes none).
    const given = Object.fromEntries(Object.entries(agreements).filter(([, value]) => value));
    if (Object.keys(given).length > 0) await update.run({ agreements: given });
    navigate(withBack(ACCOUNT_PATHS.notVerified, back), { replace: true });
  };
  return (
    <AccountScreen
      title={TITLE}
      indexed={{
        description:
          'Załóż bezpłatne konto w KWC: pisz opinie o kosmetykach, twórz listy ulubionych i obserwuj recenzentki.',
        canonicalPath: ACCOUNT_PATHS.register,
      }}
    >
      <AuthCard
        title={TITLE}
        intro="Konto pozwala pisać opinie, dodawać produkty i zapisywać ulubione na każdym urządzeniu."
        footer={
          <span className={styles.footerLinks}>
            Masz już konto?{' '}
            <Link href={withBack(ACCOUNT_PATHS.login, back)} as={RouterLink}>
              Zaloguj się
            </Link>
          </span>
        }
      >
        <RegistrationForm
          onSubmit={(values) => void submit(values)}
          errors={registration.fields}
          formError={registration.error}
          pending={registration.isPending || registered}
          captchaResetKey={attempt}
        />
      </AuthCard>
    </AccountScreen>
  );
}
