export {
  BREADCRUMBS_COLLAPSE_AFTER,
  BREADCRUMBS_MESSAGES,
  breadcrumbJsonLd,
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from './Breadcrumbs';
