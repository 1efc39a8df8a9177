import { ToastProvider } from '@kwc/ui';

// Loaded on demand (React.lazy): a module of its own, so the bundler splits ToastProvider off the first view.

/** The site's header (the first `header`: the page's own come after it). */
const siteHeader = () => document.querySelector('header');

/** The toasts, kept below the site's header: its heart, 'Zaloguj się' and menu stay in reach. */
export default function SiteToasts() {
  return <ToastProvider keepBelow={siteHeader} />;
}
