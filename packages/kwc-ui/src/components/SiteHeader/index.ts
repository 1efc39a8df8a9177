export {
  SITE_HEADER_LABELS,
  SiteHeader,
  userInitials,
  wishlistBadge,
  wishlistLabel,
  type SiteHeaderProps,
} from './SiteHeader';
export { Wordmark, type WordmarkProps } from './Wordmark';
