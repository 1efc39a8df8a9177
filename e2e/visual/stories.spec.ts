import { readFileSync } from 'node:fs';

import { expect, test, type Page } from '@playwright/test';

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Waits until Storybook has rendered the story and finished its play function. */
async function waitForStory(page: Page) {
  await page.waitForFunction(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
      .__STORYBOOK_PREVIEW__;
    const phase = preview?.currentRender?.phase;
    return phase === 'completed' || phase === 'finished' || phase === 'errored';
  });
  await page.evaluate(() => document.fonts.ready);
  // Tiles below the first row load lazily: load every image before the full-page screenshot, or
  // the picture depends on how far the browser got.
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((image) => {
        image.loading = 'eager';
        return image.decode().catch(() => undefined);
      }),
    ),
  );
}

for (const story of stories) {
  for (const viewport of viewports) {
    test(`${story.title} / ${story.name} @ ${viewport.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // A failed assertion of a play function is reported on the console and the story goes on to
      // 'finished', half-way through its steps: fail on it instead of comparing that picture.
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Without the a11y addon's automatic axe run: the storybook suite checks every story with axe,
      // and here it took half of each test's time (12 stories: 24.3 s with it, 12.3 s without).
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=a11y.manual:!true`);
      await waitForStory(page);
      expect(errors, 'the story renders and its play function passes').toEqual([]);
      await expect(page).toHaveScreenshot(`${story.id}--${viewport.name}.png`, { fullPage: true });
    });
  }
}
