/** Breakpoints of spec section 2, in px: tablet from 640, desktop from 1024. */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** The two named layout steps the components use (mobile first, `min-width` only). */
export const layoutBreakpoints = {
  tablet: breakpoints.sm,
  desktop: breakpoints.lg,
} as const;

export type LayoutBreakpoint = keyof typeof layoutBreakpoints;

/** `min-width` media query for a breakpoint. */
export function mediaQuery(breakpoint: Breakpoint | LayoutBreakpoint): string {
  const px =
    breakpoint in layoutBreakpoints
      ? layoutBreakpoints[breakpoint as LayoutBreakpoint]
      : breakpoints[breakpoint as Breakpoint];
  return `screen and (min-width: ${px}px)`;
}
