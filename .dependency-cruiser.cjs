// The import rules of docs/architecture.md, checked by `npm test` (lint suite):
// `depcruise packages apps --config .dependency-cruiser.cjs`.
const TEST = '(\\.test\\.tsx?|\\.stories\\.tsx?|\\.fixtures\\.tsx?|/test/|/testing/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycle between files (type-only imports count too).',
      severity: 'error',
      from: { path: '^(packages|apps)/' },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'kwc-domain: zod schemas and rules, no React, no DOM, no Node, no other workspace package.',
      severity: 'error',
      from: { path: '^packages/kwc-domain/src', pathNot: TEST },
      to: {
        path: '^(packages/kwc-(tokens|ui|hooks)|apps)/|node_modules/(react|react-dom|swr)/',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'domain-no-node',
      severity: 'error',
      from: { path: '^packages/kwc-domain/src', pathNot: TEST },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'tokens-stand-alone',
      comment: 'kwc-tokens imports no other workspace package.',
      severity: 'error',
      from: { path: '^packages/kwc-tokens/src' },
      to: { path: '^(packages/kwc-(domain|ui|hooks)|apps)/' },
    },
    {
      name: 'ui-downward',
      comment: 'kwc-ui builds on kwc-tokens and kwc-domain only.',
      severity: 'error',
      from: { path: '^packages/kwc-ui/src' },
      to: { path: '^(packages/kwc-hooks|apps)/' },
    },
    {
      name: 'hooks-downward',
      comment: 'kwc-hooks builds on kwc-domain only; its tests may run the real API.',
      severity: 'error',
      from: { path: '^packages/kwc-hooks/src', pathNot: TEST },
      to: { path: '^(packages/kwc-(ui|tokens)|apps)/' },
    },
    {
      name: 'api-downward',
      comment: 'The API builds on kwc-domain only.',
      severity: 'error',
      from: { path: '^apps/api/src' },
      to: { path: '^(packages/kwc-(ui|tokens|hooks)|apps/site)/' },
    },
    {
      name: 'site-uses-api-package',
      comment: 'The site reaches the API through the @kwc/api package entry, never its files.',
      severity: 'error',
      from: { path: '^apps/site/src' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/(index|testing/database)\\.ts$' },
    },
    {
      name: 'ui-component-through-index',
      comment:
        "A kwc-ui component imports another only through that component's index.ts; pieces two share go to components/private/.",
      severity: 'error',
      from: { path: '^packages/kwc-ui/src/components/([^/]+)/' },
      to: {
        path: '^packages/kwc-ui/src/components/([^/]+)/',
        pathNot: [
          '^packages/kwc-ui/src/components/$1/',
          '^packages/kwc-ui/src/components/[^/]+/index\\.ts$',
          '^packages/kwc-ui/src/components/private/',
        ],
      },
    },
    {
      name: 'api-routes-not-app',
      comment: 'Route files get the Hono env from http/, not from app.ts.',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: ['^apps/api/src/(app|index)\\.ts$', TEST] },
      to: { path: '^apps/api/src/app\\.ts$' },
    },
    {
      name: 'api-http-is-a-layer',
      comment: 'http/ is what every area uses: it runs no area code (its env names the areas’ types).',
      severity: 'error',
      from: { path: '^apps/api/src/http/', pathNot: TEST },
      to: { path: '^apps/api/src/(?!http/|db/|logger)', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'api-areas-not-pages',
      comment: 'pages/ composes areas into screen answers; no area imports pages/.',
      severity: 'error',
      from: { path: '^apps/api/src/(?!pages/|app\\.ts|index\\.ts)' },
      to: { path: '^apps/api/src/pages/' },
    },
    {
      name: 'api-not-seed-data',
      comment:
        'Importers and services take shared helpers from shared/, not from seed data files (shared/ reads the curated data).',
      severity: 'error',
      from: { path: '^apps/api/src/(?!seed/|shared/)', pathNot: TEST },
      to: { path: '^apps/api/src/seed/data/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules|storybook-static)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['kwc-source', 'import', 'types', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};
