import { vars } from '@kwc/tokens';
import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

export const display = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  verticalAlign: 'middle',
});

/** How far the filled colour reaches along the row of stars, e.g. `86%` (set per rating). */
export const fillVar = createVar();

// The star of the icon set (Icon's `starFilled`), filled and stroked like the icon, as a mask tile.
const starSvg =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z' fill='black' stroke='black' stroke-width='1.75' stroke-linejoin='round'/></svg>";
const starMask = `url("data:image/svg+xml,${encodeURIComponent(starSvg)}")`;

// Five square star tiles side by side, painted filled up to `fillVar` and empty after it.
export const stars = style({
  display: 'inline-block',
  flexShrink: 0,
  backgroundImage: `linear-gradient(to right, ${vars.color.secondary} ${fillVar}, ${vars.color.border} ${fillVar})`,
  maskImage: starMask,
  maskRepeat: 'repeat-x',
  maskSize: 'auto 100%',
  WebkitMaskImage: starMask,
  WebkitMaskRepeat: 'repeat-x',
  WebkitMaskSize: 'auto 100%',
  '@media': {
    // Forced colours: system colours, filled part in the text colour, the rest greyed.
    '(forced-colors: active)': {
      forcedColorAdjust: 'none',
      backgroundImage: `linear-gradient(to right, CanvasText ${fillVar}, GrayText ${fillVar})`,
    },
  },
});

export const value = recipe({
  base: {
    fontWeight: vars.fontWeight.bold,
    color: vars.color.text,
    lineHeight: vars.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.xl, fontFamily: vars.font.serif },
    },
  },
});
