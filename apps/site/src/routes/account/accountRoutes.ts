import type { PageModule } from '../../app/page';
import * as accountDetails from './AccountDetailsPage';
import * as accountEdit from './AccountEditPage';
import * as accountLink from './AccountLinkPage';
import * as accountStatus from './AccountStatusPage';
import * as contribution from './ContributionPage';
import * as followsActivity from './follows/ActivityPage';
import * as follows from './follows/FollowsPage';
import * as login from './LoginPage';
import * as moderation from './ModerationPage';
import * as passwordReset from './PasswordResetPage';
import * as register from './RegisterPage';
import * as reviewWrite from './ReviewWritePage';
import * as ticketReply from './TicketReplyPage';

// The account side's routes of spec section 2 (`/konto/*` and the guarded contribution routes). The
// site's route table (app/routes.ts) sends all of them to AccountPages, so this table and its
// screens load with the account chunk, not with every visitor's first view.

/** A route of the account side: its name, its pattern, the names of the pattern's groups, its screen. */
export interface AccountRoute {
  name: string;
  pattern: RegExp;
  groups: readonly string[];
  page: PageModule;
}

// A one-time link's token (32 random bytes, base64url), as the API's mail writes it.
const TOKEN = '([A-Za-z0-9_-]{16,128})';

const route = (name: string, pattern: string | RegExp, page: PageModule, ...groups: string[]): AccountRoute => ({
  name,
  pattern: typeof pattern === 'string' ? new RegExp(`^${pattern}$`) : pattern,
  groups,
  page,
});

/** In matching order: the last one takes any other `/konto/…` address (a not-found screen). */
export const ACCOUNT_ROUTES: readonly AccountRoute[] = [
  route('account', '/konto', accountStatus),
  route('accountTooYoung', '/konto/za-mlody', accountStatus),
  route('accountNotVerified', '/konto/nieaktywne', accountStatus),
  route('accountInformation', '/konto/informacje', accountStatus),
  route('accountDeactivated', '/konto/dezaktywowane', accountStatus),
  route('accountLogin', '/konto/logowanie', login),
  route('accountRegister', '/konto/rejestracja', register),
  route('accountEdit', '/konto/edycja-konta', accountEdit),
  route('accountActivate', `/konto/aktywacja/${TOKEN}`, accountLink, 'token'),
  route('accountEmailChange', `/konto/zmien-email/${TOKEN}`, accountLink, 'token'),
  route('accountEmailChangeCancel', `/konto/przerwij-zmiane-email/${TOKEN}`, accountLink, 'token'),
  route('accountPasswordReset', '/konto/reset-hasla', passwordReset),
  route('accountNewPassword', `/konto/reset-hasla/${TOKEN}`, passwordReset, 'token'),
  route('accountDetails', '/konto/podaj-szczegoly-konta', accountDetails),
  route('accountFollows', '/konto/obserwowania(?:/(obserwowani|obserwujacy))?', follows, 'direction'),
  route('accountFollowsActivity', '/konto/obserwowania-aktywnosc', followsActivity),
  // Anyone's follows (issue 33), behind the login like a profile (spec section 2).
  route(
    'profileFollows',
    '/profil/(\\d{1,10})/(?:obserwowania|(obserwowani|obserwujacy))',
    follows,
    'userId',
    'direction',
  ),
  // Routes of spec section 2 that add content, behind the four contribution guards.
  route('reviewCreate', '/review/create/(\\d{1,10})', reviewWrite, 'productId'),
  route('reviewEdit', '/review/edit/(\\d{1,10})/(\\d{1,10})', reviewWrite, 'productId', 'reviewId'),
  route('ticketReply', '/review/ticket-reply/([A-Za-z0-9_-]{16,128})', ticketReply, 'replyHash'),
  route('addProduct', '/add-product', contribution),
  // The moderators' queue (ours, issue 32): the API's role check decides who sees it.
  route('moderation', '/moderacja', moderation),
  route('accountUnknown', '/konto/(.*)', accountStatus, 'rest'),
];

export interface ResolvedAccountRoute {
  route: AccountRoute;
  params: Record<string, string>;
}

/** The account route of `pathname` and its parameters, or `null` (a group that is not valid percent-encoding fails). */
export function resolveAccountRoute(pathname: string): ResolvedAccountRoute | null {
  for (const candidate of ACCOUNT_ROUTES) {
    const match = candidate.pattern.exec(pathname);
    if (!match) continue;
    const params: Record<string, string> = {};
    try {
      for (const [index, name] of candidate.groups.entries()) {
        params[name] = decodeURIComponent(match[index + 1] ?? '');
      }
    } catch {
      return null;
    }
    return { route: candidate, params };
  }
  return null;
}
