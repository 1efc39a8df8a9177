// @vitest-environment node
/*
 * The first view of the site must not download zod: the hooks and the domain helpers used while
 * rendering read data the server already validated. These tests bundle entries with Vite (as the
 * site does, from the sources) and look for zod's modules in the output. Only the API client, which
 * validates every answer with the domain schemas, may bring zod in.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build, defaultClientConditions, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';

import * as hooks from './index';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));
const hooksEntry = fileURLToPath(new URL('./index.ts', import.meta.url));

/** Exports that validate with the zod schemas on purpose. */
const VALIDATING_EXPORTS = new Set(['createApiClient']);

interface Bundle {
  code: string;
  /** Modules that kept code in the output, by id. */
  modules: string[];
}

/** Bundles an entry like an app build: minified, React left out, the imports kept alive on `globalThis`. */
async function bundle(imports: { hooks?: readonly string[]; domain?: readonly string[] }): Promise<Bundle> {
  const names = [...(imports.hooks ?? []), ...(imports.domain ?? [])];
  const source = [
    imports.hooks ? `import { ${imports.hooks.join(', ')} } from ${JSON.stringify(hooksEntry)};` : '',
    imports.domain ? `import { ${imports.domain.join(', ')} } from '@kwc/domain';` : '',
    `globalThis.kwcBundleCheck = { ${names.join(', ')} };`,
  ].join('\n');
  const result = await build({
    configFile: false,
    envFile: false,
    root: packageRoot,
    logLevel: 'silent',
    mode: 'production',
    resolve: { conditions: ['kwc-source', ...defaultClientConditions] },
    plugins: [
      {
        name: 'bundle-check-entry',
        resolveId: (id) => (id === 'virtual:bundle-check' ? '\0bundle-check' : null),
        load: (id) => (id === '\0bundle-check' ? source : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: 'virtual:bundle-check', external: [/^react(-dom)?(\/|$)/] },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result as Rolldown.RolldownOutput]).flatMap((out) => out.output);
  const chunks = outputs.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk');
  return {
    code: chunks.map((chunk) => chunk.code).join('\n'),
    modules: chunks.flatMap((chunk) =>
      Object.entries(chunk.modules)
        .filter(([, info]) => info.renderedLength > 0)
        .map(([id]) => id),
    ),
  };
}

/** zod's modules in a bundle (`zod/v4/core/…`), and its error class if its name shows. */
function zodIn(output: Bundle): string[] {
  const modules = output.modules
    .filter((id) => /[/\\]zod[/\\]/.test(id))
    .map((id) => id.replace(/^.*[/\\]node_modules[/\\]/, ''));
  return output.code.includes('ZodError') ? [...modules, 'the ZodError class'] : modules;
}

describe('zod stays out of the rendering code', () => {
  it('a page using the menu, listing keys, wishlist, anonymous id, search and menu links bundles no zod', async () => {
    const output = await bundle({
      hooks: ['useMenu', 'categoryInfoKey', 'useWishlist', 'createWishlistStore', 'readAnonymousId', 'useSearch'],
      domain: ['menuItemHref'],
    });
    expect(zodIn(output)).toEqual([]);
    // ours: a budget well above this bundle's size and far below zod's (docs/kwc-hooks.md).
    expect(gzipSync(output.code).length).toBeLessThan(20 * 1024);
  });

  it("the login state every page reads leaves the session's actions and the account hooks out", async () => {
    const output = await bundle({ hooks: ['useSession', 'useSessionListsReload', 'useAdultGate'] });
    expect(zodIn(output)).toEqual([]);
    const ours = output.modules.map((id) => id.replace(/^.*[/\\]kwc-hooks[/\\]src[/\\]/, ''));
    expect(ours).toContain('session/sessionStore.ts');
    expect(ours.filter((id) => /^(session\/(sessionActions|useSessionChecks)|account\/)/.test(id))).toEqual([]);
  });

  it('every export of @kwc/hooks except the API client bundles no zod', async () => {
    const names = Object.keys(hooks).filter((name) => !VALIDATING_EXPORTS.has(name));
    expect(names.length).toBeGreaterThan(50);
    expect(zodIn(await bundle({ hooks: names }))).toEqual([]);
  });

  it('the API client still validates with zod (the check above would see it)', async () => {
    const output = await bundle({ hooks: ['createApiClient'] });
    expect(zodIn(output)).not.toEqual([]);
  });
});
