import type { ReactNode } from 'react';
import { useLocation } from 'wouter';

import { PARTNER_REDIRECT_PATH } from './config';
import { SiteLayout } from './SiteLayout';
import { SiteTracking } from './SiteTracking';

/**
 * The layouts of spec section 2: `empty` for the partner redirect (no header, footer or the layout's
 * start-up work: menu, anonymous id, wishlist, tracking — the startup guard skips it), `kwc` for every other page.
 */
export function PageLayout({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  if (location.startsWith(`${PARTNER_REDIRECT_PATH}/`)) return <main id="tresc">{children}</main>;
  return (
    <>
      <SiteTracking />
      <SiteLayout>{children}</SiteLayout>
    </>
  );
}
