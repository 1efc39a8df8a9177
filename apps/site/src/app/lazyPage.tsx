import { use, type ComponentType } from 'react';

import { firstPageFailed, whenWanted } from './firstView';
import type { PageModule, PageProps } from './page';

/** A page whose code loads on demand; `preload()` fetches it before it renders (no suspense). */
export interface LazyPage {
  Component: ComponentType<PageProps>;
  preload: () => Promise<PageModule>;
  /** The module, once loaded. */
  loaded: () => PageModule | undefined;
}

/** The first page's code failed to load: its server markup stays (its links still work). */
function keepServerMarkup(error: unknown): Promise<never> {
  console.error('[site] page code', error);
  firstPageFailed();
  return new Promise<never>(() => {});
}

/**
 * Splits a page into its own chunk. The server and client navigations `preload()` it (no suspense
 * fallback); the browser's first page suspends until the visitor shows a sign of use (firstView.ts),
 * which leaves the server's markup in place.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let module: PageModule | undefined;
  let promise: Promise<PageModule> | undefined;
  const preload = () =>
    (promise ??= load().then(
      (loadedModule) => (module = loadedModule),
      (error: unknown) => {
        promise = undefined;
        throw error;
      },
    ));
  let wanted: Promise<PageModule> | undefined;
  function Component(props: PageProps) {
    const Page = (module ?? use((wanted ??= whenWanted(preload).catch(keepServerMarkup)))).default;
    return <Page {...props} />;
  }
  return { Component, preload, loaded: () => module };
}
