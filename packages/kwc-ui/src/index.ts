export { AdultGateModal, type AdultGateModalProps } from './components/AdultGateModal';
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
