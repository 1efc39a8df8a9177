export { HideOnScroll, type HideOnScrollProps } from './HideOnScroll';
export {
  initialHideOnScrollState,
  nextHideOnScrollState,
  type HideOnScrollOptions,
  type HideOnScrollState,
} from './hideOnScroll';
export { useHideOnScroll } from './useHideOnScroll';
