export { USER_MENU_LINKS, UserMenu, type UserMenuLink, type UserMenuProps } from './UserMenu';
