import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, defaultServerConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/kwc-ui/src/**/*.stories.@(ts|tsx)', '../packages/kwc-tokens/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  // Without it a blocked network call adds seconds to every build here (TOOLING-NOTES).
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      // Stories read workspace sources; without the plugin components render unstyled.
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['kwc-source', ...defaultClientConditions] },
      // vanilla-extract evaluates styles in the SSR environment: same sources there.
      environments: { ssr: { resolve: { conditions: ['kwc-source', ...defaultServerConditions] } } },
    }),
};

export default config;
