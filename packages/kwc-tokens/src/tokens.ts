/**
 * What each font stack falls back to before (or without) its web font. The first family is a
 * local system face adjusted to the web font's metrics (`fallbackFontFaces` in global.css.ts), so
 * text set in it takes the same room and swapping the web font in moves nothing.
 */
export const fontFallbacks = {
  sans: '"DM Sans Fallback", "Helvetica Neue", Arial, sans-serif',
  serif: '"Playfair Display Fallback", Georgia, "Times New Roman", serif',
} as const;

/**
 * The design tokens as plain values: the one source of truth. The vanilla-extract theme
 * (`theme.css.ts`) and the contract (`contract.css.ts`) are generated from this object.
 */
export const tokens = {
  color: {
    // Spec section 9: primary purple, secondary gold, error red.
    primary: '#6b2d8f',
    primaryHover: '#57207a',
    primarySoft: '#f4ecf9',
    onPrimary: '#ffffff',
    secondary: '#b8862b',
    secondarySoft: '#fbf4e4',
    onSecondary: '#1f1a14',
    error: '#c62828',
    errorSoft: '#fdecec',
    success: '#2e7d32',
    successSoft: '#e9f5ea',
    warning: '#8a5a00',
    warningSoft: '#fff4dc',
    info: '#1f5fa8',
    infoSoft: '#e8f0fa',
    // Spec section 3: brand colours red, black, violet.
    brandRed: '#d62839',
    brandBlack: '#1a1a1a',
    brandViolet: '#7b3fa0',
    text: '#1f1a24',
    textMuted: '#5f566a',
    background: '#ffffff',
    surface: '#faf7fb',
    border: '#e4dce9',
    focus: '#6b2d8f',
    overlay: 'rgba(31, 26, 36, 0.56)',
  },
  font: {
    sans: `"DM Sans", ${fontFallbacks.sans}`,
    serif: `"Playfair Display", ${fontFallbacks.serif}`,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    bold: '700',
  },
  lineHeight: {
    tight: '1.2',
    normal: '1.5',
  },
  space: {
    none: '0',
    '3xs': '2px',
    '2xs': '4px',
    xs: '8px',
    sm: '12px',
    md: '16px',
    lg: '24px',
    xl: '32px',
    '2xl': '48px',
    '3xl': '64px',
  },
  radius: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '16px',
    full: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(31, 26, 36, 0.08)',
    md: '0 4px 12px rgba(31, 26, 36, 0.12)',
    lg: '0 12px 32px rgba(31, 26, 36, 0.18)',
  },
  zIndex: {
    base: '0',
    header: '100',
    overlay: '1000',
    modal: '1100',
    toast: '1200',
    tour: '1300',
  },
  motion: {
    fast: '150ms',
    normal: '300ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  container: {
    // Spec section 2: centred, 1184 px at xl.
    maxWidth: '1184px',
    gutter: '16px',
  },
} as const;

export type Tokens = typeof tokens;
