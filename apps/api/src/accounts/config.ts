import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** What the account side needs from the deployment (docs/accounts.md lists the variables). */
export interface AccountConfig {
  /** The HS256 key of access tokens; also keys the refresh successors and the captcha. */
  secret: Uint8Array;
  /**
   * The address visitors use, e.g. `https://kwc.example.pl`: mail links, the Origin check and the
   * cookies' `Secure` flag follow it. Without it, links use `http://localhost:3000`.
   */
  publicOrigin: string | undefined;
  /** `smtp://…` to send mail there; without it messages go to `outboxDir` and the log. */
  smtpUrl: string | undefined;
  outboxDir: string;
  /** Facebook login (`arctic`): off without an app id and secret. */
  facebook: FacebookConfig | undefined;
  /** Trust `X-Forwarded-For` for the client address (behind a proxy that sets it). */
  trustProxy: boolean;
  /** The captcha's work: the largest number a challenge hides (the widget tries up to it). */
  captchaMaxNumber: number;
  /** Reviews one account may send (and photos, twice as many) per hour; `KWC_REVIEW_SUBMITS_PER_HOUR`, default 30. */
  reviewSubmitsPerHour?: number;
  /** Likes, follows, HITs and wishlist changes one account may make per 10 minutes; `KWC_ACCOUNT_WRITES_PER_10_MINUTES`, default 300. */
  accountWritesPer10Minutes?: number;
  /**
   * Moderators must have two-step verification on before the moderation API answers them
   * (`KWC_MODERATOR_TWO_FACTOR`; docs/accounts.md). Off when absent.
   */
  moderatorTwoFactor?: boolean;
  /** The clock; tests move it. */
  now: () => Date;
}

export interface FacebookConfig {
  clientId: string;
  clientSecret: string;
  /** Overridable so tests can point them at a local provider. */
  authorizationEndpoint: string;
  tokenEndpoint: string;
  profileEndpoint: string;
  scopes: string[];
}

/** Where mail links point when no public origin is configured (`npm start`'s address). */
export const DEFAULT_ORIGIN = 'http://localhost:3000';

/** The configured origin, or the local one. */
export function siteOrigin(config: Pick<AccountConfig, 'publicOrigin'>): string {
  return config.publicOrigin ?? DEFAULT_ORIGIN;
}

/** A key for one purpose derived from the secret, so no two uses share a key. */
export function derivedKey(config: Pick<AccountConfig, 'secret'>, purpose: string): Buffer {
  return createHmac('sha256', config.secret).update(`kwc:${purpose}`).digest();
}

function checkedOrigin(value: string): string {
  const url = new URL(value);
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`KWC_PUBLIC_ORIGIN must be an http(s) origin like https://kwc.example.pl: ${value}`);
  }
  return url.origin;
}

/**
 * The token secret: `KWC_JWT_SECRET`; with the embedded database and no secret, one generated and
 * kept beside the data (`.data/jwt-secret`), or per process for an in-memory database. With
 * `DATABASE_URL` (production) a missing secret stops the start.
 */
export function resolveJwtSecret(input: {
  env: NodeJS.ProcessEnv;
  databaseKind: 'pglite' | 'postgres';
  dataDir: string | undefined;
  throwaway?: boolean;
}): Uint8Array {
  const configured = input.env.KWC_JWT_SECRET;
  if (configured) {
    if (configured.length < 32) throw new Error('KWC_JWT_SECRET must be at least 32 characters long');
    return new TextEncoder().encode(configured);
  }
  if (input.databaseKind === 'postgres' && !input.throwaway) {
    throw new Error('KWC_JWT_SECRET is not set: with DATABASE_URL the server needs a secret (32+ characters)');
  }
  if (!input.dataDir) return randomBytes(32);
  const file = join(dirname(input.dataDir), 'jwt-secret');
  try {
    return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return new TextEncoder().encode(secret);
}

/** The account configuration from the environment (createApi's default). */
export function accountConfigFromEnv(input: {
  env?: NodeJS.ProcessEnv;
  databaseKind: 'pglite' | 'postgres';
  dataDir: string | undefined;
  throwaway?: boolean;
  repoDataDir: string;
}): AccountConfig {
  const env = input.env ?? process.env;
  const facebook =
    env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
      ? {
          clientId: env.FACEBOOK_APP_ID,
          clientSecret: env.FACEBOOK_APP_SECRET,
          authorizationEndpoint: env.FACEBOOK_AUTHORIZATION_URL ?? 'https://www.facebook.com/v21.0/dialog/oauth',
          tokenEndpoint: env.FACEBOOK_TOKEN_URL ?? 'https://graph.facebook.com/v21.0/oauth/access_token',
          profileEndpoint: env.FACEBOOK_PROFILE_URL ?? 'https://graph.facebook.com/me?fields=id,email',
          scopes: (env.FACEBOOK_SCOPES ?? 'email').split(/[\s,]+/).filter(Boolean),
        }
      : undefined;
  return {
    secret: resolveJwtSecret({
      env,
      databaseKind: input.databaseKind,
      dataDir: input.dataDir,
      throwaway: input.throwaway ?? false,
    }),
    publicOrigin: env.KWC_PUBLIC_ORIGIN ? checkedOrigin(env.KWC_PUBLIC_ORIGIN) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: env.KWC_OUTBOX_DIR ?? join(input.repoDataDir, 'outbox'),
    facebook,
    trustProxy: env.KWC_TRUST_PROXY === '1',
    captchaMaxNumber: 100_000,
    reviewSubmitsPerHour: env.KWC_REVIEW_SUBMITS_PER_HOUR ? Number(env.KWC_REVIEW_SUBMITS_PER_HOUR) : undefined,
    accountWritesPer10Minutes: env.KWC_ACCOUNT_WRITES_PER_10_MINUTES
      ? Number(env.KWC_ACCOUNT_WRITES_PER_10_MINUTES)
      : undefined,
    moderatorTwoFactor: moderatorTwoFactorFromEnv(env),
    now: () => new Date(),
  };
}

/**
 * `KWC_MODERATOR_TWO_FACTOR`: `required` or `optional`. Unset, it is required, except beside the
 * demo accounts (`KWC_DEMO_ACCOUNTS=on`), whose moderator's password is public anyway.
 */
export function moderatorTwoFactorFromEnv(env: NodeJS.ProcessEnv): boolean {
  const value = env.KWC_MODERATOR_TWO_FACTOR;
  if (value === undefined || value === '') return env.KWC_DEMO_ACCOUNTS !== 'on';
  if (value === 'required') return true;
  if (value === 'optional') return false;
  throw new Error(`KWC_MODERATOR_TWO_FACTOR must be "required" or "optional", not "${value}"`);
}
