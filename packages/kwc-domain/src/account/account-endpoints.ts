// The account calls' table, apart from the spec's tables: the anonymous pages' bundle, which
// reads `FRONT_API`, leaves this module out whole (a table left unused in a module the bundle
// keeps would leave its path reads behind).
import { ACCOUNT_API_PATHS } from './account-paths';
import type { EndpointDefinition } from '../schemas/api';
import { tokenResponseSchema } from '../schemas/common';
import { emailChangeParamsSchema, sessionOrSecondStepSchema } from './account';
import {
  accountDetailsResponseSchema,
  accountSessionParamsSchema,
  accountSessionsResponseSchema,
  authProvidersResponseSchema,
  avatarResponseSchema,
  captchaChallengeSchema,
  deactivateAccountRequestSchema,
  endedSessionsResponseSchema,
  linkCheckResponseSchema,
  linkTokenParamsSchema,
  newPasswordRequestSchema,
  okResponseSchema,
  passwordResetLinkRequestSchema,
  resendActivationRequestSchema,
  secondFactorRequestSchema,
  twoFactorEnableRequestSchema,
  twoFactorEnableResponseSchema,
  twoFactorPasswordRequestSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
} from './account-api';

/** The account calls spec section 7 leaves unnamed (DESIGN.md section 4). ours: paths and shapes. */
export const ACCOUNT_API = {
  getAccount: { method: 'GET', path: ACCOUNT_API_PATHS.getAccount, response: accountDetailsResponseSchema },
  deactivateAccount: {
    method: 'DELETE',
    path: ACCOUNT_API_PATHS.deactivateAccount,
    body: deactivateAccountRequestSchema,
    response: okResponseSchema,
  },
  activateAccount: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.activateAccount,
    params: linkTokenParamsSchema,
    response: sessionOrSecondStepSchema,
  },
  resendActivation: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.resendActivation,
    body: resendActivationRequestSchema,
    response: okResponseSchema,
  },
  requestPasswordReset: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.requestPasswordReset,
    body: passwordResetLinkRequestSchema,
    response: okResponseSchema,
  },
  resetPassword: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.resetPassword,
    params: linkTokenParamsSchema,
    body: newPasswordRequestSchema,
    response: okResponseSchema,
  },
  checkLink: {
    method: 'GET',
    path: ACCOUNT_API_PATHS.checkLink,
    params: linkTokenParamsSchema,
    response: linkCheckResponseSchema,
  },
  cancelEmailChange: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.cancelEmailChange,
    params: emailChangeParamsSchema,
    response: okResponseSchema,
  },
  uploadAvatar: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.uploadAvatar,
    upload: 'avatar',
    response: avatarResponseSchema,
  },
  deleteAvatar: { method: 'DELETE', path: ACCOUNT_API_PATHS.deleteAvatar, response: okResponseSchema },
  getSessions: { method: 'GET', path: ACCOUNT_API_PATHS.sessions, response: accountSessionsResponseSchema },
  endSession: {
    method: 'DELETE',
    path: ACCOUNT_API_PATHS.endSession,
    params: accountSessionParamsSchema,
    response: okResponseSchema,
  },
  endOtherSessions: { method: 'DELETE', path: ACCOUNT_API_PATHS.sessions, response: endedSessionsResponseSchema },
  secondFactor: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.secondFactor,
    body: secondFactorRequestSchema,
    response: tokenResponseSchema,
  },
  getTwoFactor: { method: 'GET', path: ACCOUNT_API_PATHS.twoFactor, response: twoFactorStatusSchema },
  setUpTwoFactor: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.twoFactorSetup,
    body: twoFactorPasswordRequestSchema,
    response: twoFactorSetupResponseSchema,
  },
  enableTwoFactor: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.twoFactor,
    body: twoFactorEnableRequestSchema,
    response: twoFactorEnableResponseSchema,
  },
  disableTwoFactor: {
    method: 'POST',
    path: ACCOUNT_API_PATHS.twoFactorDisable,
    body: twoFactorPasswordRequestSchema,
    response: okResponseSchema,
  },
  captchaChallenge: { method: 'GET', path: ACCOUNT_API_PATHS.captchaChallenge, response: captchaChallengeSchema },
  authProviders: { method: 'GET', path: ACCOUNT_API_PATHS.authProviders, response: authProvidersResponseSchema },
  facebookLogin: { method: 'GET', path: ACCOUNT_API_PATHS.facebookLogin, redirect: true, response: null },
  facebookCallback: { method: 'GET', path: ACCOUNT_API_PATHS.facebookCallback, redirect: true, response: null },
} as const satisfies Record<string, EndpointDefinition>;
