// `pnpm dev`: one Node process with Vite in middleware mode (HMR) in front of the same Hono app
// that production uses. Server modules are loaded through Vite, so edits apply without a restart.
import { createServer as createHttpServer } from 'node:http';

import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';

const port = Number(process.env.PORT ?? 3000);
const vite = await createViteServer({
  configFile: new URL('../vite.config.ts', import.meta.url).pathname,
  root: new URL('..', import.meta.url).pathname,
  server: { middlewareMode: true },
  appType: 'custom',
});

const { createDevSite } = await vite.ssrLoadModule('/src/server/dev.ts');
const site = await createDevSite(vite);
const listener = getRequestListener(site.fetch);

createHttpServer((req, res) => {
  vite.middlewares(req, res, () => listener(req, res));
}).listen(port, () => {
  console.log(`[site] tryb deweloperski: http://localhost:${port}`);
});
