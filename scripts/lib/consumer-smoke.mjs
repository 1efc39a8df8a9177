// The published packages as another publisher site gets them: `pnpm pack` each one, install
// the tarballs into a throw-away Vite + React app outside the workspace, typecheck and build it.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const publishedPackages = ['kwc-tokens', 'kwc-ui', 'kwc-hooks', 'kwc-domain'];

/**
 * Size budgets for the CSS each package ships (minified, before gzip). kwc-tokens measured
 * 13.5 KB (3.2 KB gzip): the theme's ~80 variables, global element styles and the responsive layout
 * sprinkles; 16 KiB leaves room for a few tokens, not for a second sprinkles matrix. kwc-ui measured
 * 85.4 KB (10.9 KB gzip) with its 35 components (foundations, overlays, catalogue widgets, filters,
 * navigation). With the account forms (issue 31) and the review form kit (issue 32) it measured
 * 99.6 KB (12.8 KB gzip) with 56 components, about 0.7 KB per component as before: 112 KiB leaves
 * room for the community and moderation components while still catching a runaway (an accidental
 * global import or an exploded variant matrix).
 */
export const cssBudgets = { 'kwc-tokens': 16 * 1024, 'kwc-ui': 112 * 1024 };

function workspaceVersion(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** Opens the consumer's build in Chromium: the Modal and the toast must render, styled. */
async function renderInChromium(dist) {
  const { chromium } = await import('@playwright/test');
  const { chromiumArgs, chromiumPath } = await import('./chromium.mjs');
  const { createServer } = await import('node:http');
  const { extname } = await import('node:path');
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
    '.woff': 'font/woff',
  };
  const server = createServer((req, res) => {
    const file = join(dist, req.url === '/' ? 'index.html' : decodeURIComponent(req.url.split('?')[0]));
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const dialog = page.getByRole('dialog', { name: 'Witaj w KWC' });
    // Radix also copies the text into a live region for screen readers: two matches.
    const toastItem = page.getByText('Produkt dodany do ulubionych').first();
    const dialogShown = await dialog.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    const toastShown = await toastItem.waitFor({ timeout: 10_000 }).then(
      () => true,
      () => false,
    );
    const radius = dialogShown
      ? await dialog.evaluate((el) => el.ownerDocument.defaultView.getComputedStyle(el).borderTopLeftRadius)
      : '0px';
    return [
      [dialogShown && radius !== '0px', `a Modal from the tarball renders styled (border radius ${radius})`],
      [toastShown, 'a toast from the tarball renders'],
      [errors.length === 0, `no page errors ${errors.join('; ')}`],
    ];
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Sources that bundle parts of the packages on their own (Vite library builds of one entry each):
 * what a site's first view uses must hold no zod, while the API client, which validates every answer
 * with the domain schemas, must bundle zod and still work. They are typechecked with the app.
 */
const entryBundles = {
  'first-view': `// What a site's first view needs: SWR keys, data hooks, the wishlist, the visitor id, search,
// menu links. Rendering reads answers the server validated, so none of it may bundle zod.
import {
  categoryInfoKey,
  createMemoryCookieStore,
  createWishlistStore,
  readAnonymousId,
  useMenu,
  useSearch,
  useWishlist,
} from '@kwc/hooks';
import { menuItemHref, type MenuItem } from '@kwc/domain';

export const hooks = { useMenu, useSearch, useWishlist, createWishlistStore };

export function firstViewValues(): { key: string; anonymousId: string | null; href: string | null } {
  const item: MenuItem = {
    node_id: 1,
    parent_id: null,
    title: 'Kremy',
    type: 'category',
    level: 1,
    classes: '',
    content: '{"url_key": "kremy"}',
    category_id: 2,
    category_url_key: null,
    is_active: '1',
  };
  return {
    key: categoryInfoKey('/kremy-do-twarzy'),
    anonymousId: readAnonymousId(createMemoryCookieStore('anonymous_user_id=0123456789abcdef0123')),
    href: menuItemHref(item)?.href ?? null,
  };
}
`,
  'api-client': `// The API client validates answers with the domain's zod schemas: a valid answer resolves, a
// malformed one is refused with ApiSchemaError.
import { ApiSchemaError, createApiClient } from '@kwc/hooks';

export async function checkApiClient(): Promise<string[]> {
  const answers: unknown[] = [[], [{ node_id: 'not a number' }]];
  const client = createApiClient({
    baseUrl: 'http://kwc.test',
    getCookie: () => null,
    logger: { error: () => undefined, warn: () => undefined },
    fetch: async () => new Response(JSON.stringify(answers.shift()), { status: 200 }),
  });
  const problems: string[] = [];
  const menu = await client.getMenu('uroda');
  if (!Array.isArray(menu) || menu.length !== 0) problems.push('a valid answer did not resolve');
  try {
    await client.getMenu('uroda');
    problems.push('a malformed answer was accepted');
  } catch (error) {
    if (!(error instanceof ApiSchemaError)) problems.push(\`a malformed answer failed with \${String(error)}\`);
  }
  return problems;
}
`,
};

/** Builds one of `entryBundles` on its own; its JavaScript, or `null` when the build fails. */
function buildEntryBundle(app, name) {
  const build = spawnSync(join(app, 'node_modules', '.bin', 'vite'), ['build', '--config', 'vite.entry.config.js'], {
    cwd: app,
    stdio: 'inherit',
    env: { ...process.env, KWC_ENTRY: name },
  });
  const file = join(app, 'dist-entries', name, `${name}.js`);
  return build.status === 0 && existsSync(file) ? { file, js: readFileSync(file, 'utf8') } : null;
}

/** Runs an exported function of a built entry in Node; its JSON result, or `{ error }`. */
function runInNode(file, exportName) {
  const script = `import(${JSON.stringify(file)}).then(async (m) => console.log(JSON.stringify(await m.${exportName}())))`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  try {
    return JSON.parse(run.stdout.trim().split('\n').at(-1));
  } catch {
    return { error: run.stderr.trim() || `exit ${run.status}` };
  }
}

export async function runConsumerSmoke() {
  let passed = 0;
  let failed = 0;
  const check = (ok, label) => {
    console.log(`${ok ? '  ✓' : '  ✗'} ${label}`);
    if (ok) passed++;
    else failed++;
    return ok;
  };

  const work = mkdtempSync(join(tmpdir(), 'kwc-consumer-'));
  try {
    const tarballs = join(work, 'tarballs');
    mkdirSync(tarballs);
    const deps = {};
    for (const dir of publishedPackages) {
      const pkgDir = join(root, 'packages', dir);
      const manifest = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8'));
      const before = new Set(readdirSync(tarballs));
      const packed = spawnSync('pnpm', ['pack', '--pack-destination', tarballs], { cwd: pkgDir, encoding: 'utf8' });
      const file = readdirSync(tarballs).find((f) => !before.has(f));
      if (!check(packed.status === 0 && file, `${manifest.name} packs`)) continue;
      const packedManifest = execFileSync('tar', ['-xzOf', join(tarballs, file), 'package/package.json'], {
        encoding: 'utf8',
      });
      check(!packedManifest.includes('workspace:'), `${manifest.name}: no workspace: range in the packed manifest`);
      const listing = execFileSync('tar', ['-tzf', join(tarballs, file)], { encoding: 'utf8' });
      check(!listing.includes('package/src/'), `${manifest.name}: ships dist only`);
      if (cssBudgets[dir]) {
        const css = join(pkgDir, 'dist', 'index.css');
        const size = existsSync(css) ? statSync(css).size : -1;
        check(
          size > 0 && size <= cssBudgets[dir],
          `${manifest.name}: dist/index.css ${size} B within its ${cssBudgets[dir]} B budget`,
        );
      }
      deps[manifest.name] = `file:${join(tarballs, file)}`;
    }

    // kwc-ui's CSS must only use variables that kwc-tokens' CSS defines (both built from dist).
    const tokensCss = readFileSync(join(root, 'packages/kwc-tokens/dist/index.css'), 'utf8');
    const uiCss = readFileSync(join(root, 'packages/kwc-ui/dist/index.css'), 'utf8');
    // Token variables are `--kwc-<group>-…`; components may also set variables of their own.
    const tokenGroups = new Set([...tokensCss.matchAll(/--kwc-([a-zA-Z]+)-[\w-]*:/g)].map((match) => match[1]));
    const undefinedVars = [...new Set(uiCss.match(/var\(--kwc-[\w-]+/g) ?? [])]
      .map((ref) => ref.slice(4))
      .filter((name) => tokenGroups.has(name.split('-')[3]) && !tokensCss.includes(`${name}:`));
    check(undefinedVars.length === 0, `@kwc/ui uses only variables @kwc/tokens defines ${undefinedVars.join(' ')}`);

    const app = join(work, 'app');
    mkdirSync(join(app, 'src'), { recursive: true });
    const devDeps = Object.fromEntries(
      ['react', 'react-dom', 'vite', '@vitejs/plugin-react', 'typescript', '@types/react', '@types/react-dom'].map(
        (name) => [name, workspaceVersion(name)],
      ),
    );
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'consumer',
        private: true,
        type: 'module',
        dependencies: deps,
        devDependencies: devDeps,
        // Our packages depend on each other by version; these are not on a registry yet.
        pnpm: { overrides: deps },
      }),
    );
    // The consumer must resolve the tarballs' own dependencies (zod, swr, …) as a stranger would.
    writeFileSync(join(app, '.npmrc'), 'auto-install-peers=true\n');
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          types: [],
        },
        include: ['src'],
      }),
    );
    writeFileSync(join(app, 'src', 'css.d.ts'), "declare module '*.css';\n");
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><html lang="pl"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
    );
    writeFileSync(
      join(app, 'src', 'main.tsx'),
      `import '@kwc/tokens/fonts.css';
import '@kwc/tokens/styles.css';
import '@kwc/ui/styles.css';

import { tokens, vars } from '@kwc/tokens';
import { Button, ErrorPage, Modal, toast, ToastProvider } from '@kwc/ui';
import { useDebouncedValue } from '@kwc/hooks';
import { pluralPl } from '@kwc/domain';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const phrase: string = useDebouncedValue('krem', 500);
  const primary: string = tokens.color.primary;
  const accent: string = vars.color.secondary;
  useEffect(() => {
    toast.success('Produkt dodany do ulubionych', { duration: Number.POSITIVE_INFINITY });
  }, []);
  return (
    <main style={{ color: accent }} data-primary={primary} data-reviews={pluralPl(5, ['opinia', 'opinie', 'opinii'])}>
      <ToastProvider />
      <Button variant="secondary">{phrase}</Button>
      <ErrorPage statusCode={404} />
      <Modal title="Witaj w KWC" defaultOpen>
        Zestaw komponentów działa poza repozytorium.
      </Modal>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
`,
    );
    for (const [name, source] of Object.entries(entryBundles)) writeFileSync(join(app, 'src', `${name}.ts`), source);
    writeFileSync(
      join(app, 'vite.entry.config.js'),
      `const name = process.env.KWC_ENTRY;
export default {
  logLevel: 'warn',
  define: { 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: 'dist-entries/' + name,
    minify: true,
    // Everything bundled (React too: swr's CommonJS shim requires it), so Node can run the result.
    lib: { entry: 'src/' + name + '.ts', formats: ['es'], fileName: () => name + '.js' },
  },
};
`,
    );
    writeFileSync(
      join(app, 'vite.config.js'),
      "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], logLevel: 'warn' };\n",
    );

    const install = spawnSync('pnpm', ['install', '--prefer-offline', '--reporter=append-only'], {
      cwd: app,
      stdio: 'inherit',
    });
    if (!check(install.status === 0, 'tarballs install into a fresh app')) return { passed, failed };
    const tsc = spawnSync(join(app, 'node_modules', '.bin', 'tsc'), ['-p', '.'], { cwd: app, stdio: 'inherit' });
    check(tsc.status === 0, 'types resolve (tsc --noEmit in the consumer)');
    const vite = spawnSync(join(app, 'node_modules', '.bin', 'vite'), ['build'], { cwd: app, stdio: 'inherit' });
    if (check(vite.status === 0, 'the consumer app builds with Vite')) {
      const assets = join(app, 'dist', 'assets');
      const cssFiles = readdirSync(assets).filter((f) => f.endsWith('.css'));
      const css = cssFiles.map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
      check(/:root\{[^}]*#6b2d8f/.test(css), "the consumer's CSS holds the token theme");
      check(/font-family:\s*"?DM Sans/.test(css), "the consumer's CSS holds the self-hosted fonts");
      // @kwc/domain is side-effect free: one helper must not drag zod into the bundle.
      const js = readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .map((f) => readFileSync(join(assets, f), 'utf8'))
        .join('\n');
      check(
        !js.includes('ZodError'),
        `tree-shaking keeps zod out of a bundle that uses one domain helper (${js.length} B of JS)`,
      );

      // The first view's hooks and helpers must stay zod-free; the API client must keep validating.
      const firstView = buildEntryBundle(app, 'first-view');
      if (check(firstView !== null, 'a first-view entry (keys, hooks, wishlist, search, menu links) builds')) {
        const gzip = gzipSync(firstView.js).length;
        check(
          !firstView.js.includes('ZodError'),
          `tree-shaking keeps zod out of the first-view hooks and helpers (${firstView.js.length} B, ${gzip} B gzip)`,
        );
        const values = runInNode(firstView.file, 'firstViewValues');
        check(
          values.key === '/api/catalog/category-info?path=%2Fkremy-do-twarzy' &&
            values.anonymousId === '0123456789abcdef0123' &&
            values.href === '/kremy',
          `the first-view bundle runs (${JSON.stringify(values)})`,
        );
      }
      const apiClient = buildEntryBundle(app, 'api-client');
      if (check(apiClient !== null, 'an entry using createApiClient builds')) {
        check(apiClient.js.includes('ZodError'), 'createApiClient bundles zod to validate the answers');
        const problems = runInNode(apiClient.file, 'checkApiClient');
        check(
          Array.isArray(problems) && problems.length === 0,
          `createApiClient validates answers in the bundle ${JSON.stringify(problems)}`,
        );
      }
      const html = readFileSync(join(app, 'dist', 'index.html'), 'utf8');
      check(html.includes('.css'), 'the built page links its stylesheet');
      for (const [ok, label] of await renderInChromium(join(app, 'dist'))) check(ok, label);
    }
  } finally {
    if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
  }
  return { passed, failed };
}
