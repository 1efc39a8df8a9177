import type { TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, injectAxe } from 'axe-playwright';

// Every story gets an axe check after its play function has run. The whole document is checked:
// modals, toasts and tours render in portals outside #storybook-root.
const config: TestRunnerConfig = {
  async preVisit(page) {
    await injectAxe(page);
  },
  async postVisit(page) {
    await checkA11y(page, 'body', {
      detailedReport: true,
      verbose: false,
      axeOptions: { rules: { region: { enabled: false } } },
    });
  },
};

export default config;
