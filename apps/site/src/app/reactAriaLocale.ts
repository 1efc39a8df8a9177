/**
 * React Aria's default locale, set before any of its modules is evaluated (this module is the
 * entry's first import): the site is Polish, as its components also say with `I18nProvider`. With a
 * locale set here, React Aria does not check the browser's locale with `Intl` when it loads
 * (patches/react-aria@*.patch): that check was the page's first `Intl` call, 25-45 ms of the main
 * thread in one task, in the listing's hydration.
 */
export const REACT_ARIA_LOCALE = 'pl-PL';

if (typeof window !== 'undefined') {
  (window as unknown as Record<symbol, string>)[Symbol.for('react-aria.i18n.locale')] = REACT_ARIA_LOCALE;
}
