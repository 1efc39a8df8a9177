export {
  ADULT_GATE_EXPLANATIONS,
  AdultGateModal,
  adultModalTopOffset,
  type AdultGateModalProps,
} from './components/AdultGateModal';
export { Button, type ButtonProps } from './components/Button';
export { ErrorPage, type ErrorPageProps } from './components/ErrorPage';
export {
  HideOnScroll,
  initialHideOnScrollState,
  nextHideOnScrollState,
  useHideOnScroll,
  type HideOnScrollOptions,
  type HideOnScrollProps,
  type HideOnScrollState,
} from './components/HideOnScroll';
export { GuidedTour, type GuidedTourProps, type GuidedTourStep } from './components/GuidedTour';
export { Icon, iconNames, type IconName, type IconProps } from './components/Icon';
export { IconButton, type IconButtonProps } from './components/IconButton';
export {
  Columns,
  Container,
  Inline,
  Stack,
  type ColumnsProps,
  type InlineProps,
  type StackProps,
} from './components/Layout';
export { LegalHintModal, type LegalHintModalProps } from './components/LegalHintModal';
export { Link, type LinkProps } from './components/Link';
export { LoadingScreen, type LoadingScreenProps } from './components/LoadingScreen';
export { Modal, type ModalProps, type ModalTopOffset } from './components/Modal';
export { Overlay, type OverlayProps } from './components/Overlay';
export { Spinner, type SpinnerProps } from './components/Spinner';
export {
  createToastStore,
  toast,
  ToastProvider,
  type ToastKind,
  type ToastOptions,
  type ToastPosition,
  type ToastProviderProps,
  type ToastRecord,
  type ToastStore,
} from './components/Toast';
export * from './components/Breadcrumbs';
export * from './components/Pagination';
export * from './components/ProductGrid';
export * from './components/ProductTile';
export * from './components/ProfileCard';
export * from './components/RatingStars';
export * from './components/ReviewCard';
export * from './components/SectionHeading';
export * from './components/MobileSidebar';
export {
  buildMenuTree,
  EXTERNAL_LINK_ATTRIBUTE,
  layerNodes,
  MENU_MAX_DEPTH,
  menuLinkTarget,
  resolveLayerPath,
  type MenuLinkTarget,
  type MenuNode,
  type MenuTree,
} from './components/private/menuTree';
export * from './components/SearchPanel';
export * from './components/SiteHeader';
export { Wordmark, type WordmarkProps } from './components/private/Wordmark';
export {
  copyrightNotice,
  FOOTER_GROUP_KINDS,
  footerMenuGroups,
  SiteFooter,
  SOCIAL_NETWORKS,
  socialNetwork,
  type FooterGroup,
  type FooterGroupKind,
  type FooterLink,
  type SiteFooterProps,
  type SocialNetwork as FooterSocialNetwork,
} from './components/SiteFooter';
export * from './components/CheckboxFilter';
export * from './components/RangeFilter';
export * from './components/FlagFilter';
export * from './components/SelectedFilters';
export * from './components/SortSelect';
export * from './components/FiltersPanel';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/DateOfBirthField';
export * from './components/AgreementsField';
export * from './components/FormError';
export * from './components/SubmitButton';
export * from './components/CaptchaField';
export * from './components/AvatarUpload';
export * from './components/AuthCard';
export * from './components/LoginForm';
export * from './components/RegistrationForm';
export * from './components/PasswordResetRequestForm';
export * from './components/NewPasswordForm';
export * from './components/AccountDetailsForm';
export * from './components/AccountEditForm';
export * from './components/AccountMessage';
export * from './components/UserMenu';
export { ACCOUNT_FORM_MESSAGES, AGREEMENT_LABELS, SOCIAL_LINK_LABELS } from './components/private/accountMessages';
export * from './components/TextAreaField';
export * from './components/RatingInput';
export * from './components/SelectField';
export * from './components/CheckboxGroupField';
export * from './components/PhotoUploadField';
export * from './components/ReviewForm';
export * from './components/ModerationDecisionForm';
export * from './components/ModerationQueueItem';
