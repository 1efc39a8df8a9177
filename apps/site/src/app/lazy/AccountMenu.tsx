import { ADDED_PRODUCT_PAGE_PATH, REVIEW_PAGE_PATHS } from '@kwc/domain';
import { useAccountDetails, useLogout, useSession, useSessionChecks, useSessionListsReload, useUser } from '@kwc/hooks';
import { USER_MENU_LINKS, UserMenu } from '@kwc/ui';
import { useLocation } from 'wouter';

import { RouterLink } from '../RouterLink';
import { useVisitor } from '../Visitor';

/** Pages that show nothing to a logged-out visitor: logging out there goes home. */
const PERSONAL_PATH = /^\/(konto(\/|$)|review\/|add-product$)/;

// 'Dodaj produkt' sits in the mobile menu (spec section 2); on wide screens the user menu is the way there.
const LINKS = [...USER_MENU_LINKS, { label: 'Dodaj produkt', href: ADDED_PRODUCT_PAGE_PATH }];

/** A moderator's menu adds the moderation queue (the role is the account's, checked again by the API). */
const MODERATOR_LINKS = [...LINKS, { label: 'Moderacja', href: REVIEW_PAGE_PATHS.moderation }];

/**
 * The header's account entry once a session exists (or may begin: the account screens): the user
 * menu, the session's checks (spec section 4: refresh, every 5 minutes) and the lists' reload on
 * login and logout. Loaded lazily, so an anonymous first view carries none of it.
 */
export default function AccountMenu() {
  const { user } = useSession();
  useSessionChecks();
  const { wishlist } = useVisitor();
  useSessionListsReload({ wishlist });
  const profile = useUser();
  const account = useAccountDetails();
  const logout = useLogout();
  const [location, navigate] = useLocation();
  return (
    <UserMenu
      user={user ? { username: user.username ?? user.email, avatar: profile.data?.avatar ?? null } : null}
      links={account.data?.role === 'moderator' ? MODERATOR_LINKS : LINKS}
      onLogout={() =>
        void logout.run().then(() => {
          if (PERSONAL_PATH.test(location)) navigate('/');
        })
      }
      navigate={(href) => navigate(href)}
      linkAs={RouterLink}
    />
  );
}
