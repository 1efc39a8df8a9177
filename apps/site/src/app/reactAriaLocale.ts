/**
 * React Aria's default locale, set before any of its modules is evaluated (the entry's first import),
 * so that it does not ask `Intl` for the browser's locale as it loads (patches/react-aria@*.patch;
 * the cost: bench/README.md, "Design notes", `reactAriaLocale`).
 */
export const REACT_ARIA_LOCALE = 'pl-PL';

if (typeof window !== 'undefined') {
  (window as unknown as Record<symbol, string>)[Symbol.for('react-aria.i18n.locale')] = REACT_ARIA_LOCALE;
}
