import { firstLevelMenuItems, type MenuItem, pluralPl, SEARCH_MESSAGES, type UserSummary } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { type ElementType, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';

import { Icon } from '../Icon';
import { IconButton } from '../IconButton';
import { menuLinkTarget } from '../private/menuTree';
import { SHARED_MESSAGES } from '../private/messages';
import { UserAvatar } from '../private/UserAvatar';
import { Wordmark } from '../private/Wordmark';

export { userInitials } from '../private/UserAvatar';
import * as styles from './SiteHeader.css';

// ours: the header's labels; the spec names the entries (issue "Design system II") but not their copy.
export const SITE_HEADER_LABELS = {
  menu: 'Menu',
  wishlist: 'Ulubione',
  login: 'Zaloguj się',
  account: 'Twoje konto',
  navigation: 'Kategorie',
  searchHint: 'kosmetyków, marek i składników',
} as const;

/** More favourites than this show as '99+' in the badge; the accessible name keeps the number. */
const BADGE_MAX = 99;
// Geometry of the desktop search: the panel opens over the field, its own field in the same place.

/**
 * The wishlist link's accessible name: 'Ulubione', or with the count and its Polish plural,
 * 'Ulubione, 1 produkt', 'Ulubione, 3 produkty', 'Ulubione, 25 produktów'.
 */
export function wishlistLabel(count: number): string {
  return count > 0
    ? `${SITE_HEADER_LABELS.wishlist}, ${count} ${pluralPl(count, SHARED_MESSAGES.productForms)}`
    : SITE_HEADER_LABELS.wishlist;
}

/** The count as the badge shows it: '99+' past 99. */
export function wishlistBadge(count: number): string {
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(count);
}

export interface SiteHeaderProps {
  /**
   * The `uroda` menu; its first-level categories make the top navigation on desktop.
   * @default []
   */
  items?: readonly MenuItem[];
  /**
   * Products on the wishlist, shown in a badge and announced with the link.
   * @default 0
   */
  wishlistCount?: number;
  /**
   * The signed-in user, or `null` for 'Zaloguj się'.
   * @default null
   */
  user?: UserSummary | null;
  /**
   * The element or router component rendered for links (it receives `href`, `className`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /** Opens the mobile menu (the 'Menu' button, below the desktop width). */
  onMenuClick?: () => void;
  /**
   * Whether the mobile menu is open, for the menu button's `aria-expanded`.
   * @default false
   */
  menuOpen?: boolean;
  /**
   * Opens search on a phone (the magnifier button), e.g. the mobile sheet in search mode; on
   * desktop it is also called by the search field when there is no `searchPanel`.
   */
  onSearchClick?: () => void;
  /** The search panel the desktop field opens in a dropdown over itself. */
  searchPanel?: ReactNode;
  /** Whether the desktop search dropdown is open, when controlled. */
  searchOpen?: boolean;
  /** Called when the desktop search dropdown opens or closes. */
  onSearchOpenChange?: (open: boolean) => void;
  /** The path of the current page: the matching category of the top navigation is marked current. */
  currentHref?: string;
  /**
   * Sticks to the top of the viewport. Turn it off inside `HideOnScroll`, which is sticky itself.
   * @default true
   */
  sticky?: boolean;
  /**
   * Where the logo leads.
   * @default '/'
   */
  homeHref?: string;
  /**
   * Where 'Ulubione' leads (spec section 2).
   * @default '/wishlist'
   */
  wishlistHref?: string;
  /**
   * Where 'Zaloguj się' leads (spec section 2).
   * @default '/konto/logowanie'
   */
  loginHref?: string;
  /**
   * The signed-in user's entry in place of the plain account link, e.g. a lazily loaded `UserMenu`
   * (its code then stays out of an anonymous visitor's first view).
   */
  accountMenu?: ReactNode;
  /**
   * Where the signed-in user's entry leads (spec section 2, "my archive").
   * @default '/konto/profil'
   */
  accountHref?: string;
}

/**
 * The site header: the KWC logo, search (a field that opens the search panel on desktop, a
 * magnifier button on a phone), 'Ulubione' with the count, the account entry, the 'Menu' button on a
 * phone, and the first-level categories as the top navigation on desktop.
 */
export function SiteHeader({
  items = [],
  wishlistCount = 0,
  user = null,
  linkAs: LinkComponent = 'a',
  onMenuClick,
  menuOpen = false,
  onSearchClick,
  searchPanel,
  searchOpen,
  onSearchOpenChange,
  currentHref,
  sticky = true,
  homeHref = '/',
  wishlistHref = '/wishlist',
  loginHref = '/konto/logowanie',
  accountHref = '/konto/profil',
  accountMenu,
}: SiteHeaderProps) {
  const categories = useMemo(
    () =>
      firstLevelMenuItems(items).flatMap((item) => {
        const link = menuLinkTarget(item);
        return link ? [{ item, link }] : [];
      }),
    [items],
  );

  return (
    <header className={styles.root({ sticky })}>
      <div className={styles.bar}>
        <IconButton
          icon="menu"
          label={SITE_HEADER_LABELS.menu}
          className={styles.mobileOnly}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onMenuClick}
        />
        <Wordmark href={homeHref} linkAs={LinkComponent} className={styles.logo} />

        <div className={styles.search}>
          <DesktopSearch
            panel={searchPanel}
            open={searchOpen}
            onOpenChange={onSearchOpenChange}
            onSearchClick={onSearchClick}
          />
        </div>

        <div className={styles.actions}>
          <IconButton
            icon="search"
            label={SEARCH_MESSAGES.title}
            className={styles.mobileOnly}
            aria-haspopup="dialog"
            onClick={onSearchClick}
          />
          <LinkComponent href={wishlistHref} className={styles.action}>
            <span className={styles.actionIcon}>
              {wishlistCount > 0 ? (
                <Icon name="heartFilled" size={24} className={styles.wishlistFilled} />
              ) : (
                <Icon name="heart" size={24} />
              )}
              {wishlistCount > 0 ? (
                <span className={styles.badge} aria-hidden="true">
                  {wishlistBadge(wishlistCount)}
                </span>
              ) : null}
            </span>
            {/* One text for screen readers, 'Ulubione, 3 produkty' (wishlistLabel): the badge shows digits only. */}
            <span className={styles.actionLabel} aria-hidden="true">
              {SITE_HEADER_LABELS.wishlist}
            </span>
            <span className={visuallyHidden}>{wishlistLabel(wishlistCount)}</span>
          </LinkComponent>
          {user && accountMenu ? (
            accountMenu
          ) : user ? (
            <LinkComponent href={accountHref} className={styles.action}>
              <UserAvatar avatar={user.avatar} username={user.username} />
              <span className={visuallyHidden}>{SITE_HEADER_LABELS.account}:</span>{' '}
              <span className={`${styles.actionLabel} ${styles.username}`}>{user.username}</span>
            </LinkComponent>
          ) : (
            <LinkComponent href={loginHref} className={styles.action}>
              <span className={styles.actionIcon}>
                <Icon name="user" size={24} />
              </span>
              <span className={styles.actionLabel}>{SITE_HEADER_LABELS.login}</span>
            </LinkComponent>
          )}
        </div>
      </div>

      {categories.length > 0 ? (
        <nav className={styles.nav} aria-label={SITE_HEADER_LABELS.navigation}>
          <ul className={styles.navList}>
            {categories.map(({ item, link }) => (
              <li key={item.node_id}>
                <LinkComponent
                  href={link.href}
                  className={styles.navLink}
                  aria-current={currentHref === link.href ? 'page' : undefined}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  {item.title}
                </LinkComponent>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

function DesktopSearch({
  panel,
  open,
  onOpenChange,
  onSearchClick,
}: {
  panel: ReactNode;
  open: boolean | undefined;
  onOpenChange: ((open: boolean) => void) | undefined;
  onSearchClick: (() => void) | undefined;
}) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false);
  const titleId = useId();
  const isOpen = open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const areaRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The listeners below live while the panel is open: they close through the latest callbacks.
  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  // Opening moves focus into the panel (its search field first); a press outside the field and the
  // panel closes it. A plain disclosure instead of a popover library: the header is in every page's
  // first view, and the panel always opens at the same place, over the field.
  useEffect(() => {
    const dialog = panelRef.current;
    if (!isOpen || !dialog) return;
    const close = () => setOpenRef.current(false);
    const first = dialog.querySelector<HTMLElement>('input, button, [href], [tabindex]:not([tabindex="-1"])');
    (first ?? dialog).focus();
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !areaRef.current?.contains(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // As in the mobile sheet: Escape first clears a typed phrase, the next one closes.
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'search' && target.value !== '') return;
      event.stopPropagation();
      close();
      triggerRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // Tabbing out of the panel closes it, as a press elsewhere does.
      const next = event.relatedTarget;
      if (next instanceof Node && !areaRef.current?.contains(next)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('focusout', onFocusOut);
    };
  }, [isOpen]);

  const trigger = (
    <button
      ref={triggerRef}
      type="button"
      className={styles.searchTrigger}
      aria-haspopup="dialog"
      aria-expanded={panel ? isOpen : undefined}
      onClick={panel ? () => setOpen(!isOpen) : onSearchClick}
    >
      <Icon name="search" size={22} className={styles.searchIcon} />
      <span className={styles.searchText}>
        {SEARCH_MESSAGES.placeholder} <span className={styles.searchHint}>{SITE_HEADER_LABELS.searchHint}</span>
      </span>
    </button>
  );
  if (!panel) return trigger;

  return (
    <div ref={areaRef} className={styles.searchArea}>
      {trigger}
      {isOpen ? (
        <div ref={panelRef} role="dialog" aria-labelledby={titleId} tabIndex={-1} className={styles.searchPopover}>
          {/* A heading, not only a label: the panel's group headings (h3) follow it in order. */}
          <h2 id={titleId} className={visuallyHidden}>
            {SEARCH_MESSAGES.title}
          </h2>
          {panel}
        </div>
      ) : null}
    </div>
  );
}
