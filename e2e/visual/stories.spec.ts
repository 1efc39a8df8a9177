import { readFileSync } from 'node:fs';

import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';

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

/** The preview's state this suite reads: the story on screen and how far its render got. */
type PreviewWindow = {
  __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(event: string, data: unknown): void };
};

/** Waits until Storybook has rendered `storyId` and finished its play function. */
async function waitForStory(page: Page, storyId: string) {
  await page.waitForFunction((id) => {
    const render = (window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === id && ['completed', 'finished', 'errored'].includes(render.phase ?? '');
  }, storyId);
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

/**
 * One preview page per worker, switched from story to story as Storybook's manager does
 * (`setCurrentStory` on its channel): loading the preview anew for each of the 318 pictures was
 * most of this suite's time. A story that ends in an error gets a fresh page for the next one.
 */
const visual = test.extend<object, { preview: { page: Page; fresh: boolean; storyId?: string } }>({
  preview: [
    async ({ browser }, use) => {
      const page = await browser.newPage({ deviceScaleFactor: 1 });
      await use({ page, fresh: true });
      await page.close();
    },
    { scope: 'worker' },
  ],
});

async function showStory(preview: { page: Page; fresh: boolean; storyId?: string }, storyId: string) {
  const { page } = preview;
  // The same story again (another width) is loaded anew: Storybook does not render a current story twice.
  if (preview.fresh || preview.storyId === storyId) {
    // Without the a11y addon's automatic axe run: the storybook suite checks every story with axe.
    await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=a11y.manual:!true`);
    preview.fresh = false;
  } else {
    await page.evaluate((id) => {
      // Focus and scroll are the page's, not the story's: reset them as a fresh load would.
      (document.activeElement as HTMLElement | null)?.blur();
      window.scrollTo(0, 0);
      (window as unknown as PreviewWindow).__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
        storyId: id,
        viewMode: 'story',
      });
    }, storyId);
  }
  preview.storyId = storyId;
  await waitForStory(page, storyId);
}

// Widths outside, stories inside: a worker's next picture is another story, shown without a reload.
for (const viewport of viewports) {
  for (const story of stories) {
    visual(`${story.title} / ${story.name} @ ${viewport.width}px`, async ({ preview }) => {
      const { page } = preview;
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      // A failed assertion of a play function is reported on the console and the story goes on to
      // 'finished', half-way through its steps: fail on it instead of comparing that picture.
      const errors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      };
      const onError = (error: Error) => errors.push(error.message);
      page.on('console', onConsole);
      page.on('pageerror', onError);
      try {
        await showStory(preview, story.id);
        expect(errors, 'the story renders and its play function passes').toEqual([]);
        await expect(page).toHaveScreenshot(`${story.id}--${viewport.name}.png`, { fullPage: true });
      } catch (error) {
        preview.fresh = true;
        throw error;
      } finally {
        page.off('console', onConsole);
        page.off('pageerror', onError);
      }
    });
  }
}
