import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages are read from their sources (the `kwc-source` export condition).
const resolve = { conditions: ['kwc-source', ...defaultClientConditions] };
// Under `environments` (not `ssr`): vanilla-extract's compiler keeps this key when it evaluates styles.
const environments = { ssr: { resolve: { conditions: ['kwc-source', ...defaultServerConditions] } } };
// The packages' exhaustive comparisons (against Intl, property runs) take 1-3 s here and more on a
// loaded CI machine, where vitest's 5 s default failed two of them (a limit, not a budget: budgets
// live in bench/).
const testTimeout = 30_000;

export default defineConfig({
  resolve,
  environments,
  test: {
    globalSetup: ['./vitest.global-setup.ts'],
    projects: [
      {
        resolve,
        environments,
        test: {
          name: 'kwc-domain',
          root: 'packages/kwc-domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout,
        },
      },
      {
        resolve,
        environments,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'kwc-tokens',
          root: 'packages/kwc-tokens',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout,
        },
      },
      {
        resolve,
        environments,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'kwc-ui',
          root: 'packages/kwc-ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup.dom.ts'],
          testTimeout,
        },
      },
      {
        resolve,
        environments,
        test: {
          name: 'kwc-hooks',
          root: 'packages/kwc-hooks',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup.dom.ts'],
          // Some tests run against the real API on a freshly seeded PGlite.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // That API logs in the seeded demo accounts as `npm start` does: beside them its moderator
          // moderates without a second step (KWC_MODERATOR_TWO_FACTOR's default, docs/accounts.md).
          env: { KWC_DEMO_ACCOUNTS: 'on' },
        },
      },
      {
        resolve,
        environments,
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        environments,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'site',
          root: 'apps/site',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Repository-level checks (the spec checklist in docs/).
        test: {
          name: 'repo',
          root: '.',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
    ],
  },
});
