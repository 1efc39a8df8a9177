export { Overlay, type OverlayProps } from './Overlay';
