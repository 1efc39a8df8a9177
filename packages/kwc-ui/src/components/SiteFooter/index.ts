export { SiteFooter, type SiteFooterProps } from './SiteFooter';
export {
  copyrightNotice,
  FOOTER_GROUP_KINDS,
  footerMenuGroups,
  SOCIAL_NETWORKS,
  socialNetwork,
  type FooterGroup,
  type FooterGroupKind,
  type FooterLink,
  type SocialNetwork,
} from './footerMenu';
