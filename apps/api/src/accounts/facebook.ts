import { randomBytes } from 'node:crypto';

import { isAnonymousId } from '@kwc/domain';
import { OAuth2Client } from 'arctic';
import { eq } from 'drizzle-orm';

import * as t from '../db/schema';
import { mergeAnonymousWishlist } from '../wishlist/service';
import { siteOrigin, type AccountConfig, type FacebookConfig } from './config';
import { logEvent, type AccountsContext } from './context';
import { startSession, type LoginOutcome } from './service';
import { userByEmail, type UserRow } from './store';

/** Where the provider sends the visitor back (registered with the Facebook app). */
export const facebookRedirectUri = (config: AccountConfig) => `${siteOrigin(config)}/api/auth/facebook/callback`;
/** Where a failed Facebook login lands (the login page shows ACCOUNT_MESSAGES.facebookFailed). */
export const FACEBOOK_FAILED_PATH = '/konto/logowanie?blad=facebook';
/** The login page: a Facebook login of an account with two-step verification asks for the code there. */
export const LOGIN_PATH = '/konto/logowanie';

function client(config: AccountConfig, facebook: FacebookConfig): OAuth2Client {
  return new OAuth2Client(facebook.clientId, facebook.clientSecret, facebookRedirectUri(config));
}

/** A path on this site to return to: `/…` but not `//host` (an open redirect). */
export function safeBackPath(back: string | undefined): string {
  return back && /^\/(?![/\\])/.test(back) ? back : '/';
}

/** The provider's authorization address and the state to keep in the visitor's cookie. */
export function facebookAuthorization(config: AccountConfig, facebook: FacebookConfig) {
  const state = randomBytes(32).toString('base64url');
  const url = client(config, facebook).createAuthorizationURL(facebook.authorizationEndpoint, state, facebook.scopes);
  return { state, url: url.toString() };
}

interface FacebookProfile {
  id: string;
  email: string | null;
}

async function fetchProfile(facebook: FacebookConfig, accessToken: string): Promise<FacebookProfile> {
  const response = await fetch(facebook.profileEndpoint, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`Facebook profile: HTTP ${response.status}`);
  const body = (await response.json()) as { id?: unknown; sub?: unknown; email?: unknown };
  // Facebook's Graph API answers `id`; an OpenID provider (the tests' oidc-provider) answers `sub`.
  const id = body.id ?? body.sub;
  if (typeof id !== 'string' || id === '') throw new Error('Facebook profile without an id');
  return { id, email: typeof body.email === 'string' && body.email !== '' ? body.email.toLowerCase() : null };
}

/**
 * Finishes a Facebook login: the code becomes a profile; the account with that Facebook id, else
 * the one with that (Facebook-verified) e-mail, else a new verified account, is logged in.
 */
export async function finishFacebookLogin(
  ctx: AccountsContext,
  facebook: FacebookConfig,
  code: string,
  anonymousId: string | undefined,
): Promise<LoginOutcome | null> {
  const tokens = await client(ctx.config, facebook).validateAuthorizationCode(facebook.tokenEndpoint, code, null);
  const profile = await fetchProfile(facebook, tokens.accessToken());
  const [linked] = await ctx.db.select().from(t.users).where(eq(t.users.facebookId, profile.id));
  let user: UserRow | undefined = linked;
  if (!user && profile.email) {
    const existing = await userByEmail(ctx.db, profile.email);
    if (existing) {
      [user] = await ctx.db
        .update(t.users)
        .set({ facebookId: profile.id, isActive: true })
        .where(eq(t.users.id, existing.id))
        .returning();
    } else {
      [user] = await ctx.db
        .insert(t.users)
        .values({ email: profile.email, facebookId: profile.id, isActive: true, createdAt: ctx.config.now() })
        .returning();
      if (user) await logEvent(ctx, 'register', user.id, { method: 'facebook' });
    }
  }
  if (!user || user.deactivatedAt !== null) return null;
  if (anonymousId && isAnonymousId(anonymousId)) await mergeAnonymousWishlist(ctx.db, anonymousId, user.id);
  const outcome = await startSession(ctx, user, 'facebook');
  // A login waiting for its second step is logged when the code comes (finishSecondStep).
  if ('session' in outcome) await logEvent(ctx, 'login', user.id, { method: 'facebook' });
  return outcome;
}
