// First: React Aria reads its locale from the window when its modules load.
import './reactAriaLocale';
import '@kwc/tokens/fonts.css';
// The theme variables and global styles: component styles only reference them.
import '@kwc/tokens/styles.css';

import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

import { Document, PAGE_DATA_ID, type PageData } from './Document';
import { lazyApiClient } from './lazyClient';
import { startMonitoring } from './monitoring/startMonitoring';
import { resolveRoute } from './routes';

const data = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? '{}') as PageData;
// The client's code loads with its first call, after the first view.
const client = lazyApiClient({
  load: () => import('./browserClient').then((module) => module.createBrowserClient()),
  loadStartupReads: () => import('./browserStartupReads').then((module) => module.createBrowserStartupReads()),
});

startMonitoring(data.site.buildId);

// The page's code is loaded before hydrating, so hydration never suspends.
const { route } = resolveRoute(window.location.pathname);
const ready = route && data.page.routeName ? route.page.preload() : Promise.resolve();

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
