import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import viteConfig, {
  isAccountOnly,
  isAccountSchema,
  isCommon,
  isListsOnly,
  isPagesOnly,
  isReviewContract,
  isZod,
} from '../../vite.config';
import { PAGE_SOURCES } from './pageSources';
import { errorScreen, routes } from './routes';

const siteRoot = fileURLToPath(new URL('../..', import.meta.url));
const screens = [
  ...routes.map((route) => ({ name: route.name, page: route.page, source: PAGE_SOURCES[route.pageName] })),
  { name: 'errors', page: errorScreen, source: PAGE_SOURCES.errors },
];

describe("the client build's chunks (vite.config.ts), against the route table", () => {
  it('are the groups the config hands the bundler', () => {
    const config = (ssr: boolean) => viteConfig({ command: 'build', mode: 'production', isSsrBuild: ssr });
    expect(config(true).build?.rolldownOptions?.output).toEqual({});
    const output = config(false).build?.rolldownOptions?.output;
    const splitting = !output || Array.isArray(output) ? undefined : output.codeSplitting;
    const groups = typeof splitting === 'object' ? splitting.groups : undefined;
    expect(groups?.map((group) => [group.name, group.test])).toEqual([
      ['zod', isZod],
      ['account-schemas', isAccountSchema],
      ['review-contract', isReviewContract],
      ['account', isAccountOnly],
      ['lists', isListsOnly],
      ['pages', isPagesOnly],
      ['common', isCommon],
    ]);
  });

  it("names the modules the route table's pages load", async () => {
    for (const screen of screens) {
      const named = (await import(/* @vite-ignore */ join(siteRoot, screen.source))) as Record<string, unknown>;
      // The module itself, or one of the pages it gathers into one chunk (catalogueScreens.ts).
      expect([named, ...Object.values(named)], screen.name).toContain(await screen.page.preload());
    }
    // It loads every page module with its imports: seconds on a busy machine.
  }, 60_000);

  it('puts every page, and every module in its folder, in the pages chunk: never in the first view', () => {
    for (const screen of screens) {
      const folder = dirname(join(siteRoot, screen.source));
      const modules = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
      expect(modules, screen.source).toContain(screen.source.slice(screen.source.lastIndexOf('/') + 1));
      // The account screens' folder is the `account` chunk's (it outranks `pages`).
      const inChunk = screen.source.startsWith('src/routes/account/') ? isAccountOnly : isPagesOnly;
      for (const file of modules) expect(inChunk(join(folder, file)), join(folder, file)).toBe(true);
    }
  });

  it("keeps the header's account menu and the session's actions out of the first view", () => {
    const hooks = join(siteRoot, '../../packages/kwc-hooks/src');
    for (const id of [
      join(siteRoot, 'src/app/lazy/AccountMenu.tsx'),
      join(hooks, 'session/sessionActions.ts'),
      join(hooks, 'session/useSessionChecks.ts'),
      join(hooks, 'account/useAccountForms.ts'),
    ]) {
      expect(existsSync(id), id).toBe(true);
      expect(isAccountOnly(id), id).toBe(true);
    }
    for (const file of ['session/sessionStore.ts', 'session/useSession.ts']) {
      expect(isPagesOnly(join(hooks, file)), file).toBe(true);
    }
  });

  it("keeps the layout's modules in the first view", () => {
    for (const file of ['entry-client.tsx', 'App.tsx', 'SiteLayout.tsx', 'routes.ts', 'firstView.ts', 'lazyPage.tsx']) {
      const id = join(siteRoot, 'src/app', file);
      expect(isPagesOnly(id), file).toBe(false);
      expect(isCommon(id), file).toBe(true);
    }
  });

  it('keeps the kwc-domain modules only pages use out of the first view, at their current paths', () => {
    const domain = join(siteRoot, '../../packages/kwc-domain/src');
    for (const file of [
      'account/age.ts',
      'account/age-schema.ts',
      'account/adult-gate.ts',
      'account/token.ts',
      'account/iso-date.ts',
      'reviews/review-paths.ts',
      'sort/sort.ts',
      'category-path/category-path.ts',
      'category-path/filter-names.ts',
    ]) {
      expect(existsSync(join(domain, file)), file).toBe(true);
      expect(isPagesOnly(join(domain, file)), file).toBe(true);
    }
  });

  it('keeps the review contract in a chunk of its own, at its current paths (never `common`)', () => {
    const domain = join(siteRoot, '../../packages/kwc-domain/src');
    for (const file of ['review', 'review-writing', 'review-messages', 'review-reasons', 'review-endpoints']) {
      expect(existsSync(join(domain, `reviews/${file}.ts`)), file).toBe(true);
      expect(isReviewContract(join(domain, `reviews/${file}.ts`)), file).toBe(true);
    }
    expect(isReviewContract(join(domain, 'schemas/product.ts'))).toBe(true);
    // The follow contract too (the API client's follow calls; issue 33): else `common` takes it in.
    for (const file of ['follows', 'follow-endpoints', 'follow-messages']) {
      expect(isReviewContract(join(domain, `follows/${file}.ts`)), file).toBe(true);
    }
    // The button's labels go to `pages`: the profile page's follow button stand-in shows them without zod.
    expect(isReviewContract(join(domain, 'follows/follow-labels.ts'))).toBe(false);
    expect(isPagesOnly(join(domain, 'follows/follow-labels.ts'))).toBe(true);
    // The page paths go to `pages`: the product page links to the review pages without zod.
    expect(isReviewContract(join(domain, 'reviews/review-paths.ts'))).toBe(false);
    expect(isReviewContract(join(domain, 'reviews/review-labels.ts'))).toBe(false);
  });
});
