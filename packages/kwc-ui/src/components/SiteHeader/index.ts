export {
  SITE_HEADER_LABELS,
  SiteHeader,
  userInitials,
  wishlistBadge,
  wishlistLabel,
  type SiteHeaderProps,
} from './SiteHeader';
export { SITE_HEADER_BAR_HEIGHT } from './barHeight';
