import { useMenu } from '@kwc/hooks';
import { SiteFooter } from '@kwc/ui';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

import { leftToBrowser, RouterLink } from './RouterLink';

/** The id of the footer's wrapper: where the browser finds the server's markup of the footer. */
export const FOOTER_SLOT_ID = 'stopka';

/** The footer as a live component: only for a page the server did not write (no markup to keep). */
const LiveFooter = lazy(() => import('./LiveFooter'));

/**
 * An in-site link clicked in the kept markup navigates on the client, as `RouterLink` does: the
 * main button with no modifier key, a path of this site (other addresses, links opening another
 * tab and downloads are left to the browser).
 */
export function followInSiteLink(event: MouseEvent<HTMLElement>, navigate: (to: string) => void): void {
  if (event.defaultPrevented) return;
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (!link || !event.currentTarget.contains(link) || leftToBrowser(event, link)) return;
  event.preventDefault();
  navigate(link.getAttribute('href') ?? '');
}

/** The footer as the server renders it, from the `uroda_footer` menu it loads for every page. */
function ServerFooter() {
  const { data: items = [] } = useMenu('uroda_footer');
  return <SiteFooter items={items} linkAs={RouterLink} />;
}

/**
 * The site footer: it only has links to follow, so the server renders it and hydration keeps its
 * markup (its links navigate on the client); its code and menu stay out of the bundle and the page's
 * data, and only a live footer (below) loads them. A menu edited meanwhile shows at the next load.
 */
export function FooterSlot() {
  const [, navigate] = useLocation();
  const [serverHtml] = useState(() =>
    typeof document === 'undefined' ? '' : (document.getElementById(FOOTER_SLOT_ID)?.innerHTML ?? ''),
  );
  // A constant of the build: the browser's bundle keeps neither this branch nor `SiteFooter`.
  if (import.meta.env.SSR) {
    return (
      <div id={FOOTER_SLOT_ID}>
        <ServerFooter />
      </div>
    );
  }
  if (!serverHtml) {
    return (
      <div id={FOOTER_SLOT_ID}>
        <Suspense fallback={null}>
          <LiveFooter />
        </Suspense>
      </div>
    );
  }
  return (
    // The click is a link's (a key's Enter on a link clicks it too): the wrapper is no control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      id={FOOTER_SLOT_ID}
      onClick={(event) => followInSiteLink(event, navigate)}
      // The server's footer, untouched by React.
      dangerouslySetInnerHTML={{ __html: serverHtml }}
      suppressHydrationWarning
    />
  );
}
