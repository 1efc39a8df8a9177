import { useLogout, useSession, useSessionChecks, useSessionListsReload, useUser } from '@kwc/hooks';
import { UserMenu } from '@kwc/ui';
import { useLocation } from 'wouter';

import { RouterLink } from '../RouterLink';
import { useVisitor } from '../Visitor';

/** Pages that show nothing to a logged-out visitor: logging out there goes home. */
const PERSONAL_PATH = /^\/(konto(\/|$)|review\/|add-product$)/;

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
  const logout = useLogout();
  const [location, navigate] = useLocation();
  return (
    <UserMenu
      user={user ? { username: user.username ?? user.email, avatar: profile.data?.avatar ?? null } : null}
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
