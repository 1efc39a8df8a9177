import { defineConfig } from 'tsup';

export default defineConfig({
  // One output file per source module (code splitting), so a consumer's bundler can drop whole
  // modules it does not use ("sideEffects": false): one helper must not pull in zod or the
  // password dictionaries. A single bundled file would defeat that.
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/fixtures.ts'],
  format: ['esm'],
  splitting: true,
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  treeshake: true,
  target: 'es2022',
});
