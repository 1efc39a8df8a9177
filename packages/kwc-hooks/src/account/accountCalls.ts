import {
  ACCOUNT_API,
  FRONT_API,
  type AccountDetailsResponse,
  type AccountSessionsResponse,
  type AuthProvidersResponse,
  type AvatarResponse,
  type CaptchaChallenge,
  type DeactivateAccountRequest,
  type EndedSessionsResponse,
  type LinkCheckResponse,
  type LoginRequest,
  type LogoutResponse,
  type NewPasswordRequest,
  type OkResponse,
  type PasswordResetLinkRequest,
  type RegisterRequest,
  type ResendActivationRequest,
  type SecondFactorRequest,
  type SessionOrSecondStep,
  type TokenResponse,
  type TwoFactorEnableRequest,
  type TwoFactorEnableResponse,
  type TwoFactorPasswordRequest,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
  type UpdateUserRequest,
  type UpdateUserResponse,
  type UserResponse,
} from '@kwc/domain';

import { anonymous, at } from '../api/endpoints';
import { ApiError, ApiResponseError } from '../api/errors';
import type { RequestOptions, Transport } from '../api/transport';
import { apiPath } from '../api/urls';

/**
 * The outcome of `login` (spec section 8: failure gives `success: false` and the server's message).
 * A failure also carries the field messages of a 400 and the wait of a 429, for the form.
 */
export type LoginResult =
  | { success: true; token: string }
  | {
      success: false;
      /** ours: the password was right; the account asks for the code of its second step. */
      secondFactor?: true;
      message: string | null;
      fields: Readonly<Record<string, string>>;
      retryAfter: number | null;
    };

/** The body of `login`: `anon` is the anonymous id whose wishlist the account takes over. */
export type LoginInput = Omit<LoginRequest, 'anon'> & { anon?: string | null };

/** Accounts and sessions: the front API's account rows (spec section 7) and `ACCOUNT_API` (ours). */
export interface AccountCalls {
  /** A failure raises no toast: spec section 8 logs token refresh failures only. */
  refreshToken(options?: RequestOptions): Promise<TokenResponse>;
  /** Never rejects on a wrong login or a refusal: the result says why (spec section 8). */
  login(body: LoginInput, options?: RequestOptions): Promise<LoginResult>;
  logout(options?: RequestOptions): Promise<LogoutResponse>;
  register(body: RegisterRequest, options?: RequestOptions): Promise<TokenResponse>;
  getUser(options?: RequestOptions): Promise<UserResponse>;
  /** Only the changed fields; the answer holds a new token when a token field changed. */
  updateUser(body: UpdateUserRequest, options?: RequestOptions): Promise<UpdateUserResponse>;
  /** The session, or (two-step verification on) the second step it waits in. */
  confirmEmailChange(code: string, options?: RequestOptions): Promise<SessionOrSecondStep>;
  /** The cancel link of an e-mail change, sent to the old address. */
  cancelEmailChange(code: string, options?: RequestOptions): Promise<OkResponse>;
  getAccount(options?: RequestOptions): Promise<AccountDetailsResponse>;
  deactivateAccount(body: DeactivateAccountRequest, options?: RequestOptions): Promise<OkResponse>;
  /** The activation link: logs the account in (login method `account_token`), or asks for its second step. */
  activateAccount(token: string, options?: RequestOptions): Promise<SessionOrSecondStep>;
  /** The second step of a login: a code of the app or a recovery code; the session begins. */
  secondFactor(body: SecondFactorRequest, options?: RequestOptions): Promise<TokenResponse>;
  getTwoFactor(options?: RequestOptions): Promise<TwoFactorStatus>;
  /** A new secret to scan (the password asked again); verification turns on with its first code. */
  setUpTwoFactor(body: TwoFactorPasswordRequest, options?: RequestOptions): Promise<TwoFactorSetupResponse>;
  enableTwoFactor(body: TwoFactorEnableRequest, options?: RequestOptions): Promise<TwoFactorEnableResponse>;
  disableTwoFactor(body: TwoFactorPasswordRequest, options?: RequestOptions): Promise<OkResponse>;
  resendActivation(body: ResendActivationRequest, options?: RequestOptions): Promise<OkResponse>;
  requestPasswordReset(body: PasswordResetLinkRequest, options?: RequestOptions): Promise<OkResponse>;
  resetPassword(token: string, body: NewPasswordRequest, options?: RequestOptions): Promise<OkResponse>;
  /** What a one-time link is for; a used, expired or unknown one is a 404 (`link_invalid`). */
  checkLink(token: string, options?: RequestOptions): Promise<LinkCheckResponse>;
  /** Sends the image as the multipart field `avatar`. */
  uploadAvatar(file: Blob, options?: RequestOptions): Promise<AvatarResponse>;
  deleteAvatar(options?: RequestOptions): Promise<OkResponse>;
  /** The account's logins that go on, the current one first (ASVS 7.5.2). */
  getSessions(options?: RequestOptions): Promise<AccountSessionsResponse>;
  /** Ends one of the account's logins; ending the current one logs out. */
  endSession(sessionId: string, options?: RequestOptions): Promise<OkResponse>;
  /** Ends every login of the account but the current one. */
  endOtherSessions(options?: RequestOptions): Promise<EndedSessionsResponse>;
  getCaptchaChallenge(options?: RequestOptions): Promise<CaptchaChallenge>;
  getAuthProviders(options?: RequestOptions): Promise<AuthProvidersResponse>;
  /** Where the browser goes to log in with Facebook; it comes back to `back` (a path of the site). */
  facebookLoginUrl(back: string): string;
}

export function accountCalls({ request, url }: Transport): AccountCalls {
  return {
    refreshToken: (opts) =>
      request(
        { ...at(FRONT_API.refreshToken), schema: FRONT_API.refreshToken.response, front: true, quiet: true },
        opts,
      ),

    async login(body, opts) {
      try {
        const answer = await request(
          {
            ...at(FRONT_API.login),
            body: { ...body, anon: anonymous(body.anon) },
            schema: FRONT_API.login.response,
            front: true,
          },
          opts,
        );
        if ('token' in answer) return { success: true, token: answer.token };
        if ('secondFactor' in answer)
          return { success: false, secondFactor: true, message: null, fields: {}, retryAfter: null };
        return { success: false, message: answer.message, fields: {}, retryAfter: null };
      } catch (error) {
        if (error instanceof ApiResponseError && error.status < 500) {
          return { success: false, message: error.message, fields: error.fields, retryAfter: error.retryAfter };
        }
        if (error instanceof ApiError) return { success: false, message: null, fields: {}, retryAfter: null };
        throw error;
      }
    },

    logout: (opts) => request({ ...at(FRONT_API.logout), schema: FRONT_API.logout.response, front: true }, opts),
    register: (body, opts) =>
      request(
        {
          ...at(FRONT_API.register),
          body: { ...body, anon: anonymous(body.anon) },
          schema: FRONT_API.register.response,
          front: true,
        },
        opts,
      ),
    getUser: (opts) => request({ ...at(FRONT_API.getUser), schema: FRONT_API.getUser.response, front: true }, opts),
    updateUser: (body, opts) =>
      request({ ...at(FRONT_API.updateUser), body, schema: FRONT_API.updateUser.response, front: true }, opts),
    confirmEmailChange: (code, opts) =>
      request(
        { ...at(FRONT_API.confirmEmailChange, { code }), schema: FRONT_API.confirmEmailChange.response, front: true },
        opts,
      ),
    cancelEmailChange: (code, opts) =>
      request(
        { ...at(ACCOUNT_API.cancelEmailChange, { code }), schema: ACCOUNT_API.cancelEmailChange.response, front: true },
        opts,
      ),
    getAccount: (opts) =>
      request({ ...at(ACCOUNT_API.getAccount), schema: ACCOUNT_API.getAccount.response, front: true }, opts),
    deactivateAccount: (body, opts) =>
      request(
        { ...at(ACCOUNT_API.deactivateAccount), body, schema: ACCOUNT_API.deactivateAccount.response, front: true },
        opts,
      ),
    activateAccount: (token, opts) =>
      request(
        { ...at(ACCOUNT_API.activateAccount, { token }), schema: ACCOUNT_API.activateAccount.response, front: true },
        opts,
      ),
    secondFactor: (body, opts) =>
      request({ ...at(ACCOUNT_API.secondFactor), body, schema: ACCOUNT_API.secondFactor.response, front: true }, opts),
    getTwoFactor: (opts) =>
      request({ ...at(ACCOUNT_API.getTwoFactor), schema: ACCOUNT_API.getTwoFactor.response, front: true }, opts),
    setUpTwoFactor: (body, opts) =>
      request(
        { ...at(ACCOUNT_API.setUpTwoFactor), body, schema: ACCOUNT_API.setUpTwoFactor.response, front: true },
        opts,
      ),
    enableTwoFactor: (body, opts) =>
      request(
        { ...at(ACCOUNT_API.enableTwoFactor), body, schema: ACCOUNT_API.enableTwoFactor.response, front: true },
        opts,
      ),
    disableTwoFactor: (body, opts) =>
      request(
        { ...at(ACCOUNT_API.disableTwoFactor), body, schema: ACCOUNT_API.disableTwoFactor.response, front: true },
        opts,
      ),
    resendActivation: (body, opts) =>
      request(
        { ...at(ACCOUNT_API.resendActivation), body, schema: ACCOUNT_API.resendActivation.response, front: true },
        opts,
      ),
    requestPasswordReset: (body, opts) =>
      request(
        {
          ...at(ACCOUNT_API.requestPasswordReset),
          body,
          schema: ACCOUNT_API.requestPasswordReset.response,
          front: true,
        },
        opts,
      ),
    resetPassword: (token, body, opts) =>
      request(
        { ...at(ACCOUNT_API.resetPassword, { token }), body, schema: ACCOUNT_API.resetPassword.response, front: true },
        opts,
      ),
    checkLink: (token, opts) =>
      request({ ...at(ACCOUNT_API.checkLink, { token }), schema: ACCOUNT_API.checkLink.response, front: true }, opts),
    uploadAvatar(file, opts) {
      const form = new FormData();
      form.append(ACCOUNT_API.uploadAvatar.upload, file);
      return request(
        { ...at(ACCOUNT_API.uploadAvatar), body: form, schema: ACCOUNT_API.uploadAvatar.response, front: true },
        opts,
      );
    },
    deleteAvatar: (opts) =>
      request({ ...at(ACCOUNT_API.deleteAvatar), schema: ACCOUNT_API.deleteAvatar.response, front: true }, opts),
    getSessions: (opts) =>
      request({ ...at(ACCOUNT_API.getSessions), schema: ACCOUNT_API.getSessions.response, front: true }, opts),
    endSession: (sessionId, opts) =>
      request(
        { ...at(ACCOUNT_API.endSession, { sessionId }), schema: ACCOUNT_API.endSession.response, front: true },
        opts,
      ),
    endOtherSessions: (opts) =>
      request(
        { ...at(ACCOUNT_API.endOtherSessions), schema: ACCOUNT_API.endOtherSessions.response, front: true },
        opts,
      ),
    getCaptchaChallenge: (opts) =>
      request(
        { ...at(ACCOUNT_API.captchaChallenge), schema: ACCOUNT_API.captchaChallenge.response, front: true },
        opts,
      ),
    getAuthProviders: (opts) =>
      request({ ...at(ACCOUNT_API.authProviders), schema: ACCOUNT_API.authProviders.response, front: true }, opts),
    facebookLoginUrl: (back) => url(apiPath(ACCOUNT_API.facebookLogin.path, { back })),
  };
}
