import type { Logger } from 'pino';

import type { Database } from '../db/client';
import * as t from '../db/schema';
import { countHit, type RateRule } from '../shared/rate-limit';
import type { AccountConfig } from './config';
import type { Mailer } from './mail';

/** What the account services need per request. */
export interface AccountsContext {
  db: Database;
  config: AccountConfig;
  mailer: Mailer;
  logger: Logger;
  /** The client's address (rate limits, the event log). */
  ip: string;
  /** The browser's user agent, kept with a new login for the account's session list. */
  userAgent?: string | null;
}

const MINUTE_S = 60;

/** The rate limits of DESIGN.md section 4 "Abuse" (docs/accounts.md explains the numbers). */
export const RATE_RULES = {
  loginPerIp: { name: 'login:ip', limit: 30, windowS: 15 * MINUTE_S },
  loginPerAccount: { name: 'login:account', limit: 10, windowS: 15 * MINUTE_S },
  registerPerIp: { name: 'register:ip', limit: 10, windowS: 60 * MINUTE_S },
  resetPerIp: { name: 'reset:ip', limit: 10, windowS: 60 * MINUTE_S },
  resetPerAccount: { name: 'reset:account', limit: 3, windowS: 60 * MINUTE_S },
  resendPerIp: { name: 'resend:ip', limit: 10, windowS: 60 * MINUTE_S },
  resendPerAccount: { name: 'resend:account', limit: 3, windowS: 60 * MINUTE_S },
  // A code is 1 in a million (3 steps count): 10 tries per 15 minutes leave a guess no chance.
  secondFactorPerAccount: { name: 'second-factor:account', limit: 10, windowS: 15 * MINUTE_S },
} as const satisfies Record<string, RateRule>;

/** Counts a hit of `rule` for `subject` (429 when over the limit). */
export function limit(ctx: AccountsContext, rule: RateRule, subject: string): Promise<number> {
  return countHit(ctx.db, rule, subject, ctx.config.now());
}

/** Authentication events kept in `auth_events` (and the log). */
export type AuthEventKind =
  | 'register'
  | 'login'
  | 'login_failed'
  | 'logout'
  | 'refresh_replayed'
  | 'activated'
  | 'activation_resent'
  | 'password_reset_requested'
  | 'password_reset'
  | 'password_changed'
  | 'email_change_requested'
  | 'email_changed'
  | 'email_change_cancelled'
  | 'deactivated'
  | 'role_granted'
  | 'sessions_ended'
  | 'session_ended'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'second_factor_failed'
  | 'recovery_code_used';

/** Records an authentication event; a failure to record is logged and never fails the request. */
export async function logEvent(
  ctx: AccountsContext,
  kind: AuthEventKind,
  userId: number | null,
  detail?: Record<string, unknown>,
): Promise<void> {
  ctx.logger.info({ auth: kind, userId, ip: ctx.ip, ...detail }, 'auth event');
  try {
    await ctx.db
      .insert(t.authEvents)
      .values({ kind, userId, ip: ctx.ip, detail: detail ?? null, createdAt: ctx.config.now() });
  } catch (error) {
    ctx.logger.warn({ err: error, kind }, 'auth event not recorded');
  }
}
