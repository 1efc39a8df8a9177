import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  external: ['react', 'react-dom', 'react/jsx-runtime'],
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  // Minified CSS drops vanilla-extract's long namespace comments (TOOLING-NOTES).
  minify: true,
  target: 'es2022',
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
