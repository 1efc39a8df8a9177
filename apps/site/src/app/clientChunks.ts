import { PAGE_SOURCES } from './pageSources';

// The client build's chunk groups (vite.config.ts), told apart by module id (an absolute path).

/** The site's own modules and the small libraries its chunks share. */
const SHARED_SOURCES =
  /\/(apps\/site\/src|packages\/kwc-(tokens|hooks|domain)\/src)\/|\/node_modules\/(swr|use-sync-external-store|@vanilla-extract|wouter|regexparam|dequal)\//;

/** Not how API calls are made (the client and a returning visitor's start-up reads use them): no first visit loads them. */
const NOT_FIRST_VISIT = /\/(kwc-hooks\/src\/api\/(transport|startupReads)|site\/src\/app\/browserOptions)\.ts$/;

/**
 * The folders of the route table's pages, and `src/routes/` (the screens and what they share):
 * derived from the route table, so a page moved elsewhere takes its folder out of the first view.
 */
const SCREEN_FOLDERS = [
  ...new Set(['src/routes', ...Object.values(PAGE_SOURCES).map((source) => source.slice(0, source.lastIndexOf('/')))]),
].map((folder) => `/apps/site/${folder}/`);

/** Shared modules outside the screens' folders that only pages use (the layout does not). */
const PAGES_ONLY_MODULES =
  /\/(apps\/site\/src\/app\/(AdultGate|Seo|deferredDrawing)|packages\/kwc-ui\/src\/components\/(Breadcrumbs|RatingStars|AdultGateModal)\/|packages\/kwc-hooks\/src\/adult\/(useAdultGate|useAdultContentDisplay)|packages\/kwc-domain\/src\/(validation\/age|rules\/adult|sort\/|category-path\/category-path))/;

/** Whether a module is one that pages share and the layout does not: the `pages` chunk, not the first view. */
export function isPagesOnly(id: string): boolean {
  return SCREEN_FOLDERS.some((folder) => id.includes(folder)) || PAGES_ONLY_MODULES.test(id);
}

/** Whether a module shared by chunks goes into the `common` chunk (what `isPagesOnly` takes goes to `pages` first). */
export function isCommon(id: string): boolean {
  return SHARED_SOURCES.test(id) && !NOT_FIRST_VISIT.test(id);
}
