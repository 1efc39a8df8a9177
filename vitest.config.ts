import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages are read from their sources (the `source` export condition).
const resolve = { conditions: ['source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['source', ...defaultServerConditions] } };

export default defineConfig({
  resolve,
  ssr,
  test: {
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'kwc-domain',
          root: 'packages/kwc-domain',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'kwc-tokens',
          root: 'packages/kwc-tokens',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve,
        ssr,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'kwc-ui',
          root: 'packages/kwc-ui',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup.dom.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'kwc-hooks',
          root: 'packages/kwc-hooks',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['../../vitest.setup.dom.ts'],
        },
      },
      {
        resolve,
        ssr,
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
        ssr,
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
    ],
  },
});
