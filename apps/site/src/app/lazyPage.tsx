import { use, type ComponentType } from 'react';

import type { PageModule, PageProps } from './page';

/** A page whose code loads on demand; `preload()` fetches it before it renders (no suspense). */
export interface LazyPage {
  Component: ComponentType<PageProps>;
  preload: () => Promise<PageModule>;
  /** The module, once loaded. */
  loaded: () => PageModule | undefined;
}

/**
 * Splits a page into its own chunk. The server and the client both `preload()` the page before
 * rendering it, so hydration and client navigations never show a suspense fallback.
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
  function Component(props: PageProps) {
    const Page = (module ?? use(preload())).default;
    return <Page {...props} />;
  }
  return { Component, preload, loaded: () => module };
}
