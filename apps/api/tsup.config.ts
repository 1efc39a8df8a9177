import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  format: ['esm'],
  clean: true,
  target: 'node22',
  platform: 'node',
});
