import { visuallyHidden } from '@kwc/tokens';
import type { ElementType } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider, Separator } from 'react-aria-components';

import { Icon } from '../Icon';
import { ACCOUNT_FORM_MESSAGES } from '../private/accountMessages';
import * as action from '../private/headerAction.css';
import { UserAvatar } from '../private/UserAvatar';
import * as styles from './UserMenu.css';

/** A page of the account menu. */
export interface UserMenuLink {
  label: string;
  href: string;
}

/** The account pages the menu lists (spec section 2). ours: the labels. */
export const USER_MENU_LINKS: readonly UserMenuLink[] = [
  { label: 'Moje archiwum', href: '/konto/profil' },
  { label: 'Obserwowania', href: '/konto/obserwowania' },
  { label: 'Edycja konta', href: '/konto/edycja-konta' },
  { label: 'Ważne informacje', href: '/konto/informacje' },
];

export interface UserMenuProps {
  /** The signed-in user; `null` shows the 'Zaloguj się' link. */
  user: { username: string; avatar: string | null } | null;
  /** Called by 'Wyloguj'. */
  onLogout: () => void;
  /**
   * The account pages.
   * @default USER_MENU_LINKS
   */
  links?: readonly UserMenuLink[];
  /**
   * Client-side navigation for the menu's links (React Aria's `RouterProvider`); without it they
   * load the page.
   */
  navigate?: (href: string) => void;
  /**
   * Where 'Zaloguj się' leads.
   * @default '/konto/logowanie'
   */
  loginHref?: string;
  /**
   * The element or router component rendered for the login link.
   * @default 'a'
   */
  linkAs?: ElementType;
  /** Opens the menu on first render (stories, screenshots). */
  defaultOpen?: boolean;
}

/**
 * The header's account entry (React Aria menu): the avatar or initials and the user name, opening
 * the account pages and 'Wyloguj'. Arrow keys move, Enter chooses, Escape closes and returns focus.
 */
export function UserMenu({
  user,
  onLogout,
  links = USER_MENU_LINKS,
  navigate,
  loginHref = '/konto/logowanie',
  linkAs: LinkComponent = 'a',
  defaultOpen,
}: UserMenuProps) {
  if (!user) {
    return (
      <LinkComponent href={loginHref} className={action.action}>
        <span className={styles.icon}>
          <Icon name="user" size={24} />
        </span>
        <span className={action.actionLabel}>{ACCOUNT_FORM_MESSAGES.login}</span>
      </LinkComponent>
    );
  }
  const menu = (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button className={`${action.action} ${styles.trigger}`}>
        <UserAvatar avatar={user.avatar} username={user.username} />
        <span className={visuallyHidden}>{ACCOUNT_FORM_MESSAGES.accountMenu}:</span>{' '}
        <span className={`${action.actionLabel} ${action.username}`}>{user.username}</span>
      </Button>
      <Popover className={styles.popover} placement="bottom end" offset={6}>
        {/* The phone's header shows the avatar alone: the menu says whose account it is. */}
        <p className={styles.who}>
          {ACCOUNT_FORM_MESSAGES.signedInAs} <strong className={styles.whoName}>{user.username}</strong>
        </p>
        <Menu className={styles.menu} aria-label={ACCOUNT_FORM_MESSAGES.accountMenu}>
          {links.map((link) => (
            <MenuItem key={link.href} href={link.href} className={styles.item}>
              {link.label}
            </MenuItem>
          ))}
          <Separator className={styles.separator} />
          <MenuItem id="logout" onAction={onLogout} className={styles.item}>
            {ACCOUNT_FORM_MESSAGES.logout}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
  return navigate ? <RouterProvider navigate={navigate}>{menu}</RouterProvider> : menu;
}
