import { fileURLToPath } from 'node:url';

import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

import { isCommon, isPagesOnly } from './src/app/clientChunks';

// Workspace packages are compiled from their sources (the `kwc-source` export condition), so the
// site's CSS bundle holds exactly the vanilla-extract styles it uses. The API package is the
// exception on the server: it runs from its own build (it ships a worker file of its own).
export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    // React Aria ships its components' texts in 34 languages; the site speaks Polish (en-US stays as
    // React Aria's own fallback). The server build keeps them all (the plugin leaves SSR alone).
    optimizeLocales.vite({ locales: ['pl-PL', 'en-US'] }),
  ],
  resolve: {
    conditions: ['kwc-source', ...defaultClientConditions],
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('src/app/syncExternalStore.ts', import.meta.url)),
      },
    ],
  },
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
        // The site's own modules and the small libraries two or more chunks share go into one
        // `common` chunk, not dozens of tiny ones a page would request one by one; large libraries
        // (React Aria) stay in the chunks that use them. Which module goes where: clientChunks.ts.
        codeSplitting: {
          groups: [
            {
              // What the pages share and the layout does not: the first view (which hydrates the
              // layout alone, see firstView.ts) does not load it.
              name: 'pages',
              minShareCount: 2,
              priority: 1,
              test: isPagesOnly,
              includeDependenciesRecursively: false,
            },
            { name: 'common', minShareCount: 2, test: isCommon },
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
