import { ACCOUNT_MESSAGES, TWO_FACTOR } from '@kwc/domain';
import { useActivateAccount, useCancelEmailChange, useConfirmEmailChange, useSession } from '@kwc/hooks';
import { ACCOUNT_SCREEN_TEXTS, Spinner } from '@kwc/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

import type { PageProps } from '../../app/page';
import { guardedLoad, MessageScreen } from './accountPage';
import { ACCOUNT_PATHS, needsAccountDetails } from './guards';

// The mailed one-time links (spec section 2): aktywacja, zmien-email, przerwij-zmiane-email. The page
// spends its link in the browser (a POST), never on the GET: mail scanners that open links change nothing.

export const load = guardedLoad([]);

type LinkKind = 'activate' | 'confirm' | 'cancel';

const kindOf = (path: string): LinkKind =>
  path.startsWith('/konto/aktywacja/') ? 'activate' : path.startsWith('/konto/zmien-email/') ? 'confirm' : 'cancel';

const PENDING: Record<LinkKind, string> = {
  activate: 'Aktywujemy konto…',
  confirm: 'Zmieniamy adres e-mail…',
  cancel: 'Przerywamy zmianę adresu…',
};

function useSpendLink(kind: LinkKind, token: string) {
  const activate = useActivateAccount();
  const confirm = useConfirmEmailChange();
  const cancel = useCancelEmailChange();
  const action = kind === 'activate' ? activate : kind === 'confirm' ? confirm : cancel;
  const spent = useRef<string | null>(null);
  // An account with two-step verification: the link was the first step, the code comes next.
  const [secondStep, setSecondStep] = useState(false);
  const { run } = action;
  useEffect(() => {
    // Once per link: a link is single-use.
    if (spent.current === token) return;
    spent.current = token;
    void run(token).then((answer) => {
      if (answer && typeof answer === 'object' && 'secondFactor' in answer) setSecondStep(true);
    });
  }, [run, token]);
  return { ...action, secondStep };
}

export default function AccountLinkPage({ params, pathname }: PageProps) {
  const [live] = useLocation();
  const kind = kindOf(pathname ?? live);
  const token = params.token ?? '';
  return <LinkScreen key={`${kind}:${token}`} kind={kind} token={token} />;
}

function LinkScreen({ kind, token }: { kind: LinkKind; token: string }) {
  const action = useSpendLink(kind, token);
  const { user } = useSession();
  if (!action.isDone && !action.error && Object.keys(action.fields).length === 0) {
    return (
      <MessageScreen title={PENDING[kind]} tone="info">
        <Spinner label={PENDING[kind]} />
      </MessageScreen>
    );
  }
  if (!action.isDone) {
    const invalid = ACCOUNT_SCREEN_TEXTS.linkInvalid;
    // A used, expired or unknown link (404) or any other refusal: the page says what it knows.
    const message = action.error === ACCOUNT_MESSAGES.linkInvalid || !action.error ? invalid.body : action.error;
    return (
      <MessageScreen
        title={invalid.title}
        tone="error"
        actions={[
          kind === 'activate'
            ? { label: 'Wyślij link ponownie', href: ACCOUNT_PATHS.notVerified }
            : { label: ACCOUNT_SCREEN_TEXTS.login, href: ACCOUNT_PATHS.login },
          { label: ACCOUNT_SCREEN_TEXTS.home, href: '/' },
        ]}
      >
        <p>{message}</p>
      </MessageScreen>
    );
  }
  const texts =
    kind === 'activate'
      ? ACCOUNT_SCREEN_TEXTS.activated
      : kind === 'confirm'
        ? ACCOUNT_SCREEN_TEXTS.emailChanged
        : ACCOUNT_SCREEN_TEXTS.emailChangeCancelled;
  // The account-access flow: an activated account without its details goes on to fill them.
  const next = action.secondStep
    ? { label: 'Podaj kod weryfikacyjny', href: `${ACCOUNT_PATHS.login}?${TWO_FACTOR.loginQuery}=1` }
    : kind === 'cancel'
      ? user
        ? { label: ACCOUNT_SCREEN_TEXTS.account, href: ACCOUNT_PATHS.edit }
        : { label: ACCOUNT_SCREEN_TEXTS.login, href: ACCOUNT_PATHS.login }
      : user && needsAccountDetails(user)
        ? { label: 'Uzupełnij dane konta', href: ACCOUNT_PATHS.details }
        : { label: ACCOUNT_SCREEN_TEXTS.account, href: ACCOUNT_PATHS.profile };
  return (
    <MessageScreen
      title={texts.title}
      tone="success"
      actions={[next, { label: ACCOUNT_SCREEN_TEXTS.home, href: '/', variant: 'secondary' }]}
    >
      <p>{texts.body}</p>
    </MessageScreen>
  );
}
