import './styles.css';

export { fontFallbacks, tokens, type Tokens } from './tokens';
export { breakpoints, layoutBreakpoints, mediaQuery, type Breakpoint, type LayoutBreakpoint } from './breakpoints';
export { vars } from './contract.css';
export { focusRing, visuallyHidden, visuallyHiddenRule } from './helpers.css';
export { responsiveStyle } from './responsiveStyle';
export { sprinkles, type Sprinkles } from './sprinkles.css';
