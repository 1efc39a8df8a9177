export { HideOnScroll, type HideOnScrollProps } from './HideOnScroll';
export {
  initialHideOnScrollState,
  nextHideOnScrollState,
  type HideOnScrollOptions,
  type HideOnScrollState,
} from './scrollState';
export { useHideOnScroll } from './useHideOnScroll';
