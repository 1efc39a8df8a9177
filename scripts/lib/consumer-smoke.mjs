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

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const publishedPackages = ['kwc-tokens', 'kwc-ui', 'kwc-hooks', 'kwc-domain'];

/**
 * Size budgets for the CSS each package ships (minified, before gzip). kwc-tokens: the theme's
 * ~80 variables plus global element styles and the layout sprinkles. kwc-ui: the whole component
 * library; the budget leaves room for the components of the design-system issues while catching
 * a runaway (an accidental global import or an exploded sprinkles matrix).
 */
export const cssBudgets = { 'kwc-tokens': 16 * 1024, 'kwc-ui': 48 * 1024 };

function workspaceVersion(name) {
  return JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
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
    const undefinedVars = [...new Set(uiCss.match(/var\(--[\w-]+/g) ?? [])]
      .map((ref) => ref.slice(4))
      .filter((name) => !tokensCss.includes(`${name}:`));
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
import { Button, ErrorPage } from '@kwc/ui';
import { useDebouncedValue } from '@kwc/hooks';
import { pluralPl } from '@kwc/domain';
import { createRoot } from 'react-dom/client';

function App() {
  const phrase: string = useDebouncedValue('krem', 500);
  const primary: string = tokens.color.primary;
  const accent: string = vars.color.secondary;
  return (
    <main style={{ color: accent }} data-primary={primary} data-reviews={pluralPl(5, ['opinia', 'opinie', 'opinii'])}>
      <Button variant="secondary">{phrase}</Button>
      <ErrorPage statusCode={404} />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(<App />);
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
      // @kwc/domain is side-effect free: one helper must not drag in zod or the password dictionaries.
      const jsBytes = readdirSync(assets)
        .filter((f) => f.endsWith('.js'))
        .reduce((sum, f) => sum + statSync(join(assets, f)).size, 0);
      check(jsBytes < 300 * 1024, `tree-shaking keeps the consumer's JS at ${jsBytes} B (< 300 KiB)`);
      const html = readFileSync(join(app, 'dist', 'index.html'), 'utf8');
      check(html.includes('.css'), 'the built page links its stylesheet');
    }
  } finally {
    if (!process.env.KEEP_CONSUMER) rmSync(work, { recursive: true, force: true });
  }
  return { passed, failed };
}
