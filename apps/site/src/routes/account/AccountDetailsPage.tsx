import { useSession, useUpdateUser } from '@kwc/hooks';
import { AccountDetailsForm, AuthCard } from '@kwc/ui';
import { useLocation } from 'wouter';

import type { PageProps } from '../../app/page';
import { AccountScreen, guardedLoad, useGuards } from './accountPage';
import { ACCOUNT_PATHS, backOf } from './guards';

const TITLE = 'Uzupełnij dane konta';

// Login required; once the user name and birth date are there, on to `back` (the account-access
// flow: the page that asked for them checks its other guards — sixteen, verified — again).
const GUARDS = ['login', 'detailsDone'] as const;
export const load = guardedLoad(GUARDS);

function changedDetails(
  values: { username: string; dateOfBirth: string },
  user: { username: string | null; birthday: string | null } | null,
) {
  return {
    ...(values.username !== user?.username ? { username: values.username } : {}),
    ...(values.dateOfBirth !== user?.birthday ? { dateOfBirth: values.dateOfBirth } : {}),
  };
}

export default function AccountDetailsPage(props: PageProps) {
  const { search } = props;
  const [, navigate] = useLocation();
  const { user } = useSession();
  const update = useUpdateUser();
  // The saved details arrive with a new token; this page then leads on itself.
  useGuards(GUARDS, props, { enabled: !update.isPending && !update.isDone });
  const back = backOf(search, ACCOUNT_PATHS.profile);
  return (
    <AccountScreen title={TITLE}>
      <AuthCard
        title={TITLE}
        intro="Nazwa użytkownika podpisuje Twoje opinie. Datę urodzenia potrzebujemy, bo opinie mogą dodawać osoby od 16 lat, a treści dla dorosłych widzą osoby pełnoletnie."
      >
        <AccountDetailsForm
          defaultValues={{ username: user?.username ?? null, dateOfBirth: user?.birthday ?? null }}
          onSubmit={(values) =>
            // Only what changed: an account may already have one of the two.
            void update.run(changedDetails(values, user)).then((answer) => {
              if (answer) navigate(back, { replace: true });
            })
          }
          errors={update.fields}
          formError={update.error}
          pending={update.isPending || update.isDone}
        />
      </AuthCard>
    </AccountScreen>
  );
}
