// In the account area, not constants/api-paths.ts: the anonymous first view keeps that module, and
// would carry these paths with it once any account chunk reads them.
/** Paths of the account calls spec section 7 leaves unnamed (`ACCOUNT_API` adds methods and schemas). */
export const ACCOUNT_API_PATHS = {
  getAccount: '/api/user/account',
  deactivateAccount: '/api/user',
  activateAccount: '/api/user/activate/{token}',
  resendActivation: '/api/user/activation/resend',
  requestPasswordReset: '/api/user/password-reset',
  resetPassword: '/api/user/password-reset/{token}',
  checkLink: '/api/user/links/{token}',
  cancelEmailChange: '/api/user/email-change/{code}/cancel',
  /** The account's logins that go on (ASVS 7.5.2); DELETE ends every one but the current. */
  sessions: '/api/user/sessions',
  endSession: '/api/user/sessions/{sessionId}',
  uploadAvatar: '/api/user/avatar',
  deleteAvatar: '/api/user/avatar',
  /** The second step of a login with two-step verification: the code from the app (or a recovery code). */
  secondFactor: '/api/login_check/second-factor',
  /** GET: whether two-step verification is on; POST: turns it on with the first code. */
  twoFactor: '/api/user/two-factor',
  /** A new secret to scan, waiting for its first code (the password asked again). */
  twoFactorSetup: '/api/user/two-factor/setup',
  twoFactorDisable: '/api/user/two-factor/disable',
  captchaChallenge: '/api/captcha/challenge',
  authProviders: '/api/auth/providers',
  /** A redirect to the provider, then back to `facebookCallback`, which sets the session cookies. */
  facebookLogin: '/api/auth/facebook',
  facebookCallback: '/api/auth/facebook/callback',
} as const satisfies Record<string, `/${string}`>;
