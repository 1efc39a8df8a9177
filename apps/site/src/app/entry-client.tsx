// First: React Aria reads its locale from the window when its modules load.
import './reactAriaLocale';
import '@kwc/tokens/fonts.css';
// The theme variables and global styles: component styles only reference them.
import '@kwc/tokens/styles.css';

import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { Document, PAGE_DATA_ID, type PageData } from './Document';
import { deferFirstPage, holdTap, recordFirstPageTyping, takeEarlyTap } from './firstView';
import { lazyApiClient } from './lazyClient';
import { afterFirstView } from './analytics';
import { watchGlobalErrors, watchPageStart } from './monitoring/early';
import { errorScreen, resolveRoute } from './routes';

// zod's compiled parsers would probe `new Function`, which the CSP (no 'unsafe-eval') reports as a
// violation: zod reads this global setting when a schema is made, and every schema loads after this.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };
// Errors are logged from the first moment; their reporting and the web vitals come after the first view.
const errors = watchGlobalErrors(window);
const pageStart = watchPageStart(window, document);
const data = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as PageData;
// The client's code loads with its first call, after the first view.
const client = lazyApiClient({
  load: () => import('./browserClient').then((module) => module.createBrowserClient()),
  loadStartupReads: () => import('./browserStartupReads').then((module) => module.createBrowserStartupReads()),
});

afterFirstView(() => {
  import('./monitoring/startMonitoring')
    .then(({ startMonitoring }) => startMonitoring({ buildId: data.site.buildId, errors, page: pageStart }))
    .catch((error: unknown) => console.error('[KWC] monitoring failed to start', error));
});

const { assets } = data;
// An anonymous id or a session: her page reads her wishlist marks at once (a session's page its guards too).
const returning = document.cookie
  .split('; ')
  .some((cookie) => assets.returning?.cookies.some((name) => cookie.startsWith(`${name}=`)));

// A tap on a page control between the first paint and this code: played once the page is live; so is
// what is typed into its fields until then.
const earlyTap = takeEarlyTap();
recordFirstPageTyping();

let ready: Promise<unknown> = Promise.resolve();
if (assets.pageOnIntent && !returning) {
  // The layout hydrates now; the page itself on the visitor's first sign of use (firstView.ts).
  deferFirstPage(assets.pageChunks ?? []);
} else {
  // The page's code is loaded before hydrating, so hydration never suspends.
  const { route } = resolveRoute(window.location.pathname);
  const page = route && data.page.routeName && data.page.status < 500 ? route.page : errorScreen;
  ready = page.preload();
}

if (earlyTap) holdTap(earlyTap, null);

void ready.then(() => {
  // As a transition, hydration yields to the browser every few milliseconds (a tap is handled in
  // between, React hydrating what it lands on first) instead of one long task for the whole page.
  startTransition(() => {
    hydrateRoot(document, <Document data={data} client={client} />, {
      onRecoverableError(error) {
        console.error('[site] hydration', error);
      },
    });
  });
});
