import { getJestConfig } from '@storybook/test-runner';

import { chromiumArgs, chromiumPath } from './scripts/lib/chromium.mjs';

const testRunnerConfig = getJestConfig();

/**
 * Storybook's test-runner, ejected: only here do the launch options reach jest-playwright, so the
 * runner uses Debian's Chromium instead of looking for a downloaded browser (TOOLING-NOTES).
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
    },
  },
};
