import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages are compiled from their sources (the `kwc-source` export condition), so the
// site's CSS bundle holds exactly the vanilla-extract styles it uses. The API package is the
// exception on the server: it runs from its own build (it ships a worker file of its own).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin({ identifiers: 'short' })],
  resolve: { conditions: ['kwc-source', ...defaultClientConditions] },
  ssr: { external: ['@kwc/api'] },
  build: {
    outDir: 'dist/client',
    manifest: true,
    cssMinify: true,
    // One stylesheet for the whole site, linked in every page's head and cached across pages.
    cssCodeSplit: false,
    rollupOptions: { input: 'src/app/entry-client.tsx' },
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
