import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

/** The site's own modules and the small libraries its chunks share. */
const SHARED_SOURCES =
  /\/(apps\/site\/src|packages\/kwc-(tokens|hooks|domain)\/src)\/|\/node_modules\/(swr|use-sync-external-store|@vanilla-extract|wouter|regexparam|dequal)\//;

/** React DOM's sentinel errors: made when its module runs, thrown and compared by identity. */
const REACT_DOM_SENTINELS =
  /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\((formatProdErrorMessage\(\d+\))\)/g;

/**
 * React DOM creates five `Error` objects as its module runs: values it throws to unwind a render
 * and recognises by identity, never shown with a stack. With a DevTools client attached (Lighthouse,
 * Playwright), V8 records a detailed stack for every error created and, to place it, re-parses
 * each function on that stack: all of React DOM and the whole entry chunk, 35–40 ms of the page's
 * first task on a desktop CPU, ~150 ms in Lighthouse's phone simulation. Built as plain objects
 * over `Error.prototype` (same identity, message and `instanceof`), they cost nothing; a visitor's
 * browser, with no DevTools attached, never paid it. The build fails if React DOM's code changes.
 */
function reactDomSentinels(): Plugin {
  return {
    name: 'kwc:react-dom-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!id.endsWith('/react-dom/cjs/react-dom-client.production.js')) return undefined;
      let found = 0;
      const rewritten = code.replace(REACT_DOM_SENTINELS, (_match, name: string, message: string) => {
        found += 1;
        return `${name} = Object.create(Error.prototype, { message: { value: ${message}, writable: !0, configurable: !0 } })`;
      });
      if (found !== 5) this.error(`react-dom-client: expected its 5 sentinel errors, found ${found}`);
      return { code: rewritten, map: null };
    },
  };
}

// Workspace packages are compiled from their sources (the `kwc-source` export condition), so the
// site's CSS bundle holds exactly the vanilla-extract styles it uses. The API package is the
// exception on the server: it runs from its own build (it ships a worker file of its own).
export default defineConfig({
  plugins: [
    react(),
    reactDomSentinels(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    // React Aria ships its components' texts in 34 languages; the site speaks Polish (en-US stays as
    // React Aria's own fallback). The server build keeps them all (the plugin leaves SSR alone).
    optimizeLocales.vite({ locales: ['pl-PL', 'en-US'] }),
  ],
  resolve: { conditions: ['kwc-source', ...defaultClientConditions] },
  ssr: { external: ['@kwc/api'] },
  build: {
    outDir: 'dist/client',
    manifest: true,
    cssMinify: true,
    // Fonts stay files (the head preloads them), however small: inlined, they would grow the
    // render-blocking stylesheet.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // One stylesheet for the whole site, linked in every page's head and cached across pages.
    cssCodeSplit: false,
    rolldownOptions: {
      input: 'src/app/entry-client.tsx',
      output: {
        // The site's own modules and the small libraries shared by two or more chunks go into one
        // `common` chunk: left alone, the bundler made ~35 tiny chunks that every page requested
        // one by one (six at a time per host over HTTP/1.1). Large libraries (React Aria) stay in
        // the chunks that use them.
        codeSplitting: {
          groups: [
            {
              name: 'common',
              minShareCount: 2,
              // Not how API calls are made (used by the client and by a returning visitor's
              // start-up reads): a first visit never loads them, so they get a chunk of their own.
              test: (id) =>
                SHARED_SOURCES.test(id) &&
                !/\/(kwc-hooks\/src\/api\/(transport|startupReads)|site\/src\/app\/browserOptions)\.ts$/.test(id),
            },
          ],
        },
      },
    },
  },
  environments: {
    // Set per environment (not under `ssr`): vanilla-extract's compiler keeps this key, so the
    // styles it evaluates read the same token sources as the bundle does.
    ssr: {
      resolve: { conditions: ['kwc-source', ...defaultServerConditions] },
      build: { outDir: 'dist/server', manifest: false },
    },
  },
});
