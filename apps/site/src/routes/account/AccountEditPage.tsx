import { type AccountDetailsResponse, type UpdateUserRequest } from '@kwc/domain';
import {
  accountDetailsKey,
  accountSessionsKey,
  useAccountDetails,
  useDeleteAvatar,
  useUpdateUser,
  useTwoFactorStatus,
  useUploadAvatar,
} from '@kwc/hooks';
import { AccountEditForm, AuthCard, AvatarUpload, Link, LoadingScreen } from '@kwc/ui';
import { useState } from 'react';

import type { PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { AccountDeactivation } from './AccountDeactivation';
import { AccountSessions } from './AccountSessions';
import { AccountTwoFactor, TWO_FACTOR_SECTION_ID } from './AccountTwoFactor';
import { AccountScreen, guardedLoad, useGuards } from './accountPage';
import { ACCOUNT_PATHS, openedForModeration } from './guards';
import * as styles from './account.css';

const TITLE = 'Edycja konta';

/** Login required (spec section 2); the account as it is and its logins come with the page. */
export const load = guardedLoad(['login'], async (context) => {
  const [details, sessions] = await Promise.all([
    context.fetchJson(accountDetailsKey()),
    context.fetchJson(accountSessionsKey()),
  ]);
  return { fallback: { [accountDetailsKey()]: details, [accountSessionsKey()]: sessions } };
});

/** What a save says, by what it changed. ours: the wording. */
function savedNote(changes: UpdateUserRequest): string {
  if (changes.email !== undefined) {
    return 'Wysłaliśmy link potwierdzający na nowy adres e-mail. Adres zmieni się po jego kliknięciu; na obecny adres wysłaliśmy link, którym możesz przerwać zmianę.';
  }
  if (changes.password !== undefined) return 'Hasło zmienione. Pozostałe urządzenia zostały wylogowane.';
  return 'Zmiany zostały zapisane.';
}

export default function AccountEditPage(props: PageProps) {
  useGuards(['login'], props);
  const account = useAccountDetails();
  const update = useUpdateUser();
  const upload = useUploadAvatar();
  const removeAvatar = useDeleteAvatar();
  const [saved, setSaved] = useState<{ note: string; count: number }>({ note: '', count: 0 });
  const data = account.data;
  const forModeration = openedForModeration(props.search);
  return (
    <AccountScreen title={TITLE}>
      <AuthCard
        title={TITLE}
        width="wide"
        footer={
          <div className={styles.footerLinks}>
            <Link href={ACCOUNT_PATHS.profile} as={RouterLink}>
              Moje archiwum
            </Link>
            <Link href="/konto/informacje" as={RouterLink}>
              Ważne informacje
            </Link>
          </div>
        }
      >
        {forModeration ? <ModerationNotice /> : null}
        {data ? (
          <>
            <AccountEditForm
              // A new form after each save and each new reading of the account: its fields start from the account.
              key={`${saved.count}:${accountVersion(data)}`}
              account={data}
              onSubmit={(changes) =>
                void update.run(changes).then((answer) => {
                  if (answer) setSaved(({ count }) => ({ note: savedNote(changes), count: count + 1 }));
                })
              }
              errors={update.fields}
              formError={update.error}
              pending={update.isPending}
              savedMessage={saved.note || null}
              avatar={
                <AvatarUpload
                  avatar={data.avatar}
                  username={data.username ?? data.email}
                  onSelect={(file) => void upload.run(file)}
                  onRemove={data.avatar ? () => void removeAvatar.run() : undefined}
                  error={upload.fields.avatar ?? upload.error ?? removeAvatar.error ?? undefined}
                  pending={upload.isPending || removeAvatar.isPending}
                />
              }
            />
            <AccountTwoFactor hasPassword={data.hasPassword} />
            <AccountSessions />
            <AccountDeactivation email={data.email} hasPassword={data.hasPassword} />
          </>
        ) : (
          <LoadingScreen label="Ładowanie konta…" />
        )}
      </AuthCard>
    </AccountScreen>
  );
}

/**
 * Why moderation sent a moderator here (`?dla=moderacji`), and the way back once the second step
 * is on.
 */
function ModerationNotice() {
  const twoFactor = useTwoFactorStatus();
  return (
    <p className={styles.notice} role="status">
      {twoFactor.data?.enabled ? (
        <>
          Weryfikacja dwuetapowa jest włączona.{' '}
          <Link href={ACCOUNT_PATHS.moderation} as={RouterLink}>
            Przejdź do moderacji
          </Link>
        </>
      ) : (
        <>
          Moderacja wymaga weryfikacji dwuetapowej.{' '}
          <Link href={`#${TWO_FACTOR_SECTION_ID}`}>Włącz ją w ustawieniach poniżej</Link>, a potem wróć do moderacji.
        </>
      )}
    </p>
  );
}

const accountVersion = (data: AccountDetailsResponse) =>
  [data.email, data.pendingEmail, data.username, data.dateOfBirth, data.avatar].join('|');
