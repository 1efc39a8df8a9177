import type {
  DeactivateAccountRequest,
  NewPasswordRequest,
  PasswordResetLinkRequest,
  RegisterRequest,
  ResendActivationRequest,
  TwoFactorPasswordRequest,
  UpdateUserRequest,
} from '@kwc/domain';
import { useSWRConfig } from 'swr';

import { useApiClient, useLogger } from '../provider/KwcHooksProvider';
import {
  activate,
  beginSession,
  checkSession,
  clearSession,
  logIn,
  logInSecondStep,
  logOut,
  register,
} from '../session/sessionActions';
import { isAccountKey, useSessionStore } from '../session/useSession';
import type { LoginInput } from './accountCalls';
import { AccountActionRefused, useAccountAction } from './useAccountAction';

// The account screens' submissions (spec sections 2, 4 and 7): each gives `run`, its pending state
// and the Polish messages of the form and of each field.

/** A change to the account: its cached reads (`/api/user…`) are loaded again after it. */
function useAccountChange<Args extends unknown[], Result>(change: (...args: Args) => Promise<Result>) {
  const { mutate } = useSWRConfig();
  return useAccountAction(async (...args: Args) => {
    const answer = await change(...args);
    void mutate(isAccountKey);
    return answer;
  });
}

/**
 * 'Zaloguj się': on success the session begins (the anonymous wishlist goes to the account). An
 * account with two-step verification answers with its second step: `{ secondFactor: true }`.
 */
export function useLogin() {
  const client = useApiClient();
  const store = useSessionStore();
  return useAccountAction(async (body: Omit<LoginInput, 'anon'>) => {
    const result = await logIn(store, client, body);
    if (result.success) return { secondFactor: false as const };
    if (result.secondFactor) return { secondFactor: true as const };
    throw new AccountActionRefused(result.message, result.fields, result.retryAfter);
  });
}

/** The second step of a login: the code of the app or a recovery code; the session begins. */
export function useSecondFactorLogin() {
  const client = useApiClient();
  const store = useSessionStore();
  return useAccountAction((code: string) => logInSecondStep(store, client, code));
}

/** Two-step verification's settings: a secret to scan, its first code, turning it off. */
export function useTwoFactorChanges() {
  const client = useApiClient();
  return {
    setUp: useAccountAction((body: TwoFactorPasswordRequest) => client.setUpTwoFactor(body)),
    enable: useAccountChange((code: string) => client.enableTwoFactor({ code })),
    disable: useAccountChange((body: TwoFactorPasswordRequest) => client.disableTwoFactor(body)),
  };
}

/** Registration: the session begins with an account not yet verified (its activation mail is sent). */
export function useRegister() {
  const client = useApiClient();
  const store = useSessionStore();
  return useAccountAction((body: Omit<RegisterRequest, 'anon'>) => register(store, client, body));
}

/** 'Wyloguj': the session ends here even when the call fails. */
export function useLogout() {
  const client = useApiClient();
  const store = useSessionStore();
  const logger = useLogger();
  return useAccountAction(() => logOut(store, client, { logger }));
}

/** The activation link (`/konto/aktywacja/{token}`): activates the account and logs it in. */
export function useActivateAccount() {
  const client = useApiClient();
  const store = useSessionStore();
  return useAccountAction((token: string) => activate(store, client, token));
}

/** 'Wyślij link ponownie': the activation mail again (no address when logged in). */
export function useResendActivation() {
  const client = useApiClient();
  return useAccountAction((body: ResendActivationRequest = {}) => client.resendActivation(body));
}

/**
 * Saves the changed fields of the account. A new token (user name or birth date changed) comes with
 * new cookies, which the login state reads; the account's cached reads are loaded again.
 */
export function useUpdateUser() {
  const client = useApiClient();
  const store = useSessionStore();
  return useAccountChange(async (changes: UpdateUserRequest) => {
    const answer = await client.updateUser(changes);
    if (answer.token) store.sync();
    return answer;
  });
}

/** The confirmation link of an e-mail change (new address): the session goes on with the new e-mail. */
export function useConfirmEmailChange() {
  const client = useApiClient();
  const store = useSessionStore();
  return useAccountChange(async (code: string) => {
    const answer = await client.confirmEmailChange(code);
    if ('token' in answer) beginSession(store);
    return answer;
  });
}

/** The cancel link of an e-mail change (old address). */
export function useCancelEmailChange() {
  const client = useApiClient();
  return useAccountChange((code: string) => client.cancelEmailChange(code));
}

/** 'Resetuj hasło': asks for the reset link (the same answer for known and unknown addresses). */
export function usePasswordResetRequest() {
  const client = useApiClient();
  return useAccountAction((body: PasswordResetLinkRequest) => client.requestPasswordReset(body));
}

/**
 * The new password from a reset link: every session of that account ends. When this browser holds
 * one, a forced check finds out whether it was that account's (its refresh is refused) and ends it.
 */
export function usePasswordReset() {
  const client = useApiClient();
  const store = useSessionStore();
  const logger = useLogger();
  return useAccountAction(async (token: string, body: NewPasswordRequest) => {
    const answer = await client.resetPassword(token, body);
    if (store.getSnapshot().sessionUserId !== null) await checkSession(store, client, { force: true, logger });
    return answer;
  });
}

/** Deactivates the account (asks for its password); the session ends. */
export function useDeactivateAccount() {
  const client = useApiClient();
  const store = useSessionStore();
  return useAccountAction(async (body: DeactivateAccountRequest) => {
    const answer = await client.deactivateAccount(body);
    clearSession(store);
    return answer;
  });
}

/** Uploads a new avatar; the account's reads show it. */
export function useUploadAvatar() {
  const client = useApiClient();
  return useAccountChange((file: Blob) => client.uploadAvatar(file));
}

/** Removes the avatar. */
export function useDeleteAvatar() {
  const client = useApiClient();
  return useAccountChange(() => client.deleteAvatar());
}

/** Ends one of the account's logins (the session list); ending the current one ends the session here too. */
export function useEndSession() {
  const client = useApiClient();
  const store = useSessionStore();
  const { mutate } = useSWRConfig();
  return useAccountAction(async (session: { id: string; current: boolean }) => {
    const answer = await client.endSession(session.id);
    if (session.current) clearSession(store);
    else void mutate(isAccountKey);
    return answer;
  });
}

/** Ends every login of the account but this one. */
export function useEndOtherSessions() {
  const client = useApiClient();
  return useAccountChange(() => client.endOtherSessions());
}
