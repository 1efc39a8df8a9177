import { ACCOUNT_MESSAGES } from '@kwc/domain';
import { authProvidersKey, useAuthProviders, useLogin } from '@kwc/hooks';
import { AuthCard, LoginForm } from '@kwc/ui';

import type { LoaderContext, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountScreen, guardedLoad, useGuards } from './accountPage';
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

/** `/konto/logowanie`: the login form; `?back=` is where a login leads, `?blad=facebook` a failed Facebook login. */
export default function LoginPage(props: PageProps) {
  const { search } = props;
  useGuards(['redirectLoggedIn'], props);
  const login = useLogin();
  const providers = useAuthProviders();
  const query = new URLSearchParams(search);
  const back = backOf(search);
  const facebookFailed = query.get('blad') === 'facebook';
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
      <AuthCard title={TITLE}>
        <LoginForm
          onSubmit={(values) => void login.run(values)}
          errors={login.fields}
          formError={login.error ?? (facebookFailed && !login.isPending ? ACCOUNT_MESSAGES.facebookFailed : null)}
          pending={login.isPending || login.isDone}
          resetHref={ACCOUNT_PATHS.passwordReset}
          registerHref={withBack(ACCOUNT_PATHS.register, back)}
          facebookHref={facebookHref}
          linkAs={RouterLink}
        />
      </AuthCard>
    </AccountScreen>
  );
}
