import { fileURLToPath } from 'node:url';

import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/** The site's own modules and the small libraries its chunks share. */
const SHARED_SOURCES =
  /\/(apps\/site\/src|packages\/kwc-(tokens|hooks|domain)\/src)\/|\/node_modules\/(swr|use-sync-external-store|@vanilla-extract|wouter|regexparam|dequal)\//;

/** Not how API calls are made (the client and a returning visitor's start-up reads use them): no first visit loads them. */
const NOT_FIRST_VISIT = /\/(kwc-hooks\/src\/api\/(transport|startupReads)|site\/src\/app\/browserOptions)\.ts$/;

/**
 * The screens and what they share (`src/routes/`), and the modules elsewhere that only pages use:
 * among them the login state's core (`useSession`, the token's payload), which the adult gate, the
 * account screens and the header's lazily loaded account menu read — not the anonymous first view.
 * (The named lists' pieces and SWR's infinite pages have a chunk of their own: `LISTS_ONLY`.)
 */
const PAGES_ONLY =
  /\/(apps\/site\/src\/(app\/(AdultGate|Seo|deferredDrawing)|routes\/)|packages\/kwc-ui\/src\/components\/(Breadcrumbs|RatingStars|AdultGateModal)\/|packages\/kwc-hooks\/src\/(adult\/(useAdultGate|useAdultContentDisplay)|pages\/useProductPage\.|session\/(sessionStore|useSession)\.)|packages\/kwc-domain\/src\/(account\/(age|age-schema|adult-gate|token|iso-date)\.|reviews\/(review-labels|review-paths)\.|(hits\/hit|follows\/follow|community\/profile)-paths\.|follows\/follow-labels\.|sort\/|category-path\/(category-path|filter-names)))/;

/**
 * The named wishlists' hook, screens' copy and pieces, and SWR's infinite pages (the listing's 'load
 * more', the feed): shared by pages a first view does not run. In `pages` they grew the product
 * page's first view; in `common` they made it import `pages` back (the client stopped at start).
 */
const LISTS_ONLY =
  /\/(apps\/site\/src\/routes\/wishlist\/(messages\.|lists\/)|packages\/kwc-hooks\/src\/wishlist\/useWishlistLists\.|node_modules\/swr\/dist\/infinite\/)/;

/**
 * What only the account side uses (the `/konto/*` screens, the header's account menu): its screens,
 * the session's actions and account hooks (the author's review hooks too: signed-in visitors only),
 * the account components and form kit, and kwc-domain's account schemas. One `account` chunk, which neither the first view nor the other pages load.
 */
const ACCOUNT_ONLY =
  /\/(apps\/site\/src\/(routes\/account\/|app\/lazy\/AccountMenu)|packages\/kwc-hooks\/src\/(account\/|follows\/useFollows\.|hits\/useHits\.|profiles\/useProfile\.|reviews\/(useReviewWriting|useReviewDraft)\.|session\/(sessionActions|useSessionChecks)\.)|packages\/kwc-ui\/src\/components\/(AuthCard|LoginForm|RegistrationForm|PasswordResetRequestForm|NewPasswordForm|AccountDetailsForm|AccountEditForm|AccountMessage|UserMenu|AvatarUpload|AgreementsField|CaptchaField|DateOfBirthField|PasswordField|FormError|SubmitButton|private\/(form\/|accountMessages)))/;

/**
 * kwc-domain's account schemas and the zod helpers they share: the API client's account calls
 * (loaded by every visitor's client) and the account forms both check with them. A chunk of their
 * own, so neither pulls in the other, and `common` (which takes a module's dependencies with it)
 * never takes zod into the first view. The review reasons and messages join them: the API client's
 * review calls and the moderation form share them, and `common` would take them into the first view.
 */
const ACCOUNT_SCHEMAS =
  /\/packages\/kwc-domain\/src\/(account\/(account|account-api|account-details|account-endpoints|account-messages|account-paths|credentials|password-strength|age-schema)|reviews\/(review-reasons|review-messages)|schemas\/common|validation\/(fields|field-errors))\./;

/** Whether a module is zod's (the `zod` chunk). */
export const isZod = (id: string): boolean => /\/node_modules\/zod\//.test(id);

/** Whether a module is one of kwc-domain's account schemas (the `account-schemas` chunk). */
export const isAccountSchema = (id: string): boolean => ACCOUNT_SCHEMAS.test(id);

/**
 * Whether a module is kwc-domain's review contract, the added-product and community contracts (the
 * API client's calls of those) or the product schemas they build on (the `review-contract` chunk).
 */
export const isReviewContract = (id: string): boolean =>
  /\/packages\/kwc-domain\/src\/(reviews\/(review|review-writing|review-messages|review-reasons|review-endpoints|published-reviews)|added-products\/added-product[a-z-]*|community\/(?!profile-paths)[a-z-]+|follows\/follow(?!-paths|-labels)[a-z-]*|schemas\/(product|ingredient|page-query))\./.test(
    id,
  );

/** Whether a module is the account side's alone (the `account` chunk, before `pages`). */
export const isAccountOnly = (id: string): boolean => ACCOUNT_ONLY.test(id);

/** Whether a module is the named lists' or SWR's infinite pages (the `lists` chunk, before `pages`). */
export const isListsOnly = (id: string): boolean => LISTS_ONLY.test(id);

/**
 * Whether a module (an absolute path) is one pages share and the layout does not: the `pages` chunk,
 * not the first view. Checked against the route table by src/app/clientChunks.test.ts.
 */
export const isPagesOnly = (id: string): boolean => PAGES_ONLY.test(id);

/** Whether a module shared by chunks goes into the `common` chunk (`isPagesOnly` ones go to `pages` first). */
export const isCommon = (id: string): boolean => SHARED_SOURCES.test(id) && !NOT_FIRST_VISIT.test(id);

// Workspace packages are compiled from their sources (the `kwc-source` export condition), so the
// site's CSS bundle holds exactly the vanilla-extract styles it uses. The API package is the
// exception on the server: it runs from its own build (it ships a worker file of its own).
export default defineConfig(({ isSsrBuild }) => ({
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
    // The account side's lazy chunks import their shared chunks themselves: the entry does not list
    // their dependencies (file names the anonymous first view would carry; the server preloads an
    // account page's chunks from the manifest anyway).
    modulePreload: {
      resolveDependencies: (filename, dependencies) =>
        /\/(AccountPages|AccountMenu)-/.test(`/${filename}`) ? [] : dependencies,
    },
    rolldownOptions: {
      input: 'src/app/entry-client.tsx',
      // The server loads every module it needs at start: the browser's chunk groups only reorder its
      // modules' start (a group's chunk ran before a module it needs was defined, and the server crashed).
      output: isSsrBuild
        ? {}
        : {
            // The site's own modules and the small libraries two or more chunks share go into one
            // `common` chunk, not dozens of tiny ones a page would request one by one; large libraries
            // (React Aria) stay in the chunks that use them.
            codeSplitting: {
              groups: [
                {
                  // zod, once the API client and the account forms share it: a chunk of its own (else
                  // `common` takes it in with the dependencies of its modules, into the first view).
                  name: 'zod',
                  minShareCount: 2,
                  priority: 4,
                  test: isZod,
                },
                {
                  name: 'account-schemas',
                  minShareCount: 2,
                  priority: 3,
                  test: isAccountSchema,
                  includeDependenciesRecursively: false,
                },
                {
                  // kwc-domain's review contract (REVIEW_API, its schemas and messages): the API client's
                  // review calls and the review pages share it; else `common` takes it into the first view.
                  name: 'review-contract',
                  minShareCount: 2,
                  priority: 3,
                  test: isReviewContract,
                  includeDependenciesRecursively: false,
                },
                {
                  // The account side: loaded by its screens and a signed-in visitor's header only.
                  name: 'account',
                  minShareCount: 2,
                  priority: 2,
                  test: isAccountOnly,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'lists',
                  minShareCount: 2,
                  priority: 2,
                  test: isListsOnly,
                  includeDependenciesRecursively: false,
                },
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
}));
