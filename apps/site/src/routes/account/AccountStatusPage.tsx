import { useResendActivation, useSession } from '@kwc/hooks';
import { ACCOUNT_SCREEN_TEXTS, AuthCard, Link } from '@kwc/ui';
import { useLocation } from 'wouter';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { DEACTIVATED_PATH } from './AccountDeactivation';
import { AccountScreen, guardedLoad, MessageScreen, useGuards } from './accountPage';
import type { GuardName } from './guards';
import * as styles from './account.css';

// The account's message screens (spec section 2): the parent `/konto` (a redirect), za-mlody,
// nieaktywne and informacje; any other `/konto/…` address is not found.

const GUARDS: Record<string, readonly GuardName[]> = {
  '/konto': ['parentRedirect'],
  '/konto/za-mlody': [],
  // Logged in and not yet verified; once verified, on to where the visitor was going.
  '/konto/nieaktywne': ['login', 'verifiedDone'],
  '/konto/informacje': [],
  // ours: where a deactivated account lands (its session has ended).
  [DEACTIVATED_PATH]: [],
};

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const guards = GUARDS[context.url.pathname];
  if (!guards) return { status: 404 };
  return guardedLoad(guards)(context);
}

export default function AccountStatusPage(props: PageProps) {
  const [live] = useLocation();
  const location = props.pathname ?? live;
  useGuards(GUARDS[location] ?? [], props);
  if (location === '/konto/za-mlody') return <TooYoung />;
  if (location === '/konto/nieaktywne') return <NotVerified />;
  if (location === DEACTIVATED_PATH) return <Deactivated />;
  return <Information />;
}

function TooYoung() {
  const texts = ACCOUNT_SCREEN_TEXTS.tooYoung;
  return (
    <MessageScreen title={texts.title} tone="warning" actions={[{ label: ACCOUNT_SCREEN_TEXTS.home, href: '/' }]}>
      <p>{texts.body}</p>
    </MessageScreen>
  );
}

function Deactivated() {
  return (
    <MessageScreen title="Konto dezaktywowane" tone="info" actions={[{ label: ACCOUNT_SCREEN_TEXTS.home, href: '/' }]}>
      <p>
        Twoje konto zostało dezaktywowane i wylogowaliśmy je na wszystkich urządzeniach. Nie można się już na nie
        zalogować.
      </p>
    </MessageScreen>
  );
}

function NotVerified() {
  const texts = ACCOUNT_SCREEN_TEXTS.notVerified;
  const { user } = useSession();
  const resend = useResendActivation();
  const status = resend.isDone ? texts.resent : (resend.error ?? null);
  return (
    <MessageScreen
      title={texts.title}
      tone="info"
      status={status}
      actions={[
        {
          label: texts.resend,
          pendingLabel: texts.resending,
          pending: resend.isPending,
          onPress: () => void resend.run({}),
        },
        { label: ACCOUNT_SCREEN_TEXTS.home, href: '/' },
      ]}
    >
      <p>
        {texts.body}
        {user ? (
          <>
            {' '}
            Adres: <strong>{user.email}</strong>
          </>
        ) : null}
      </p>
    </MessageScreen>
  );
}

/** `/konto/informacje`: what the account keeps and how to manage it. ours: the wording. */
function Information() {
  return (
    <AccountScreen title="Ważne informacje">
      <AuthCard
        title="Ważne informacje"
        width="wide"
        footer={
          <div className={styles.footerLinks}>
            <Link href="/konto/edycja-konta" as={RouterLink}>
              Edycja konta
            </Link>
            <Link href="/konto/reset-hasla" as={RouterLink}>
              Nie pamiętasz hasła?
            </Link>
          </div>
        }
      >
        <div className={styles.prose}>
          <p>
            Konto w KWC służy do pisania opinii, dodawania produktów i obserwowania innych recenzentek. Opinie i
            produkty mogą dodawać osoby, które skończyły 16 lat i potwierdziły adres e-mail.
          </p>
          <p>
            Przechowujemy adres e-mail, nazwę użytkownika, datę urodzenia, zdjęcie profilowe, linki do profili
            społecznościowych i Twoje zgody (z datą udzielenia i wycofania). Każdą z tych danych zmienisz w edycji
            konta.
          </p>
          <p>
            Zmiana adresu e-mail wymaga potwierdzenia z nowej skrzynki; na stary adres wysyłamy link, którym możesz ją
            przerwać. Po zmianie hasła wylogowujemy pozostałe urządzenia.
          </p>
          <p>
            Konto dezaktywujesz na dole strony edycji konta, po podaniu hasła (albo, gdy konto nie ma hasła, adresu
            e-mail).
          </p>
          <p>Treści dla dorosłych pokazujemy zalogowanym osobom pełnoletnim według daty urodzenia.</p>
        </div>
      </AuthCard>
    </AccountScreen>
  );
}
