import { expect, test, type Page } from '@playwright/test';

import { ownMailSite } from './mailSite';
import { expectNoAxeViolations, hydrated } from './support';

// "Pochwały" on the product page (issue 32), on a server of its own: the moderator publishes ania's
// pending demo review; a logged-out press asks for the login; another user's like counts once; the
// author gets no button on her own review.

const { at, loggedIn, visitor } = ownMailSite(47);
const TITLE = 'Poprawny, ale bez zachwytu';

async function go(page: Page, path: string) {
  await page.goto(at(path));
  await hydrated(page);
}

/** Publishes ania's pending demo review through the moderation API; answers its product page's path. */
async function publishDemoReview(moderator: Page): Promise<string> {
  await go(moderator, '/');
  return moderator.evaluate(async (title) => {
    for (let page = 1; page < 50; page += 1) {
      const queue = await (await fetch(`/api/moderation/reviews?status=pending&page=${page}`)).json();
      const item = queue.items.find((candidate: { review: { title: string } }) => candidate.review.title === title);
      if (item) {
        const decided = await fetch(`/api/moderation/reviews/${item.review.id}/decision`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ decision: 'publish' }),
        });
        if (!decided.ok) throw new Error(`decision: ${decided.status}`);
        return `/${item.product.urlPath}.html`;
      }
      if (queue.items.length === 0) break;
    }
    throw new Error('the demo review is not in the queue');
  }, TITLE);
}

test('a like counts once and toggles; logged out it asks for the login; never on one’s own review', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const product = await publishDemoReview(await loggedIn(browser, 'moderator@demo.kwc.pl'));

  const anonymous = await visitor(browser);
  await go(anonymous, product);
  const anonymousCard = anonymous.getByRole('article', { name: TITLE });
  await expect(anonymousCard).toContainText('0 pochwał');
  await anonymousCard.getByRole('button', { name: 'Pochwal' }).click();
  await expect(anonymous).toHaveURL(at(`/konto/logowanie?back=${encodeURIComponent(product)}`));

  const ola = await loggedIn(browser, 'ola@demo.kwc.pl');
  // Busy until the signed-in visitor's like code is in, which first asks what she liked. Right after
  // hydration the buttons are not busy yet either (the session is read in an effect): not a sign.
  const likedRead = ola.waitForResponse((response) => response.url().includes('/api/reviews/liked'));
  await go(ola, product);
  const card = ola.getByRole('article', { name: TITLE });
  const like = card.getByRole('button', { name: 'Pochwal' });
  await likedRead;
  await expect(like).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText('1 pochwała');
  await expectNoAxeViolations(ola, { label: 'reviews with likes' });
  // Pressed again: unliked; a third time liked again — one like, however often pressed.
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(card).toContainText('0 pochwał');
  await like.focus();
  await ola.keyboard.press('Enter');
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText('1 pochwała');

  // The count is the server's after a reload (the product page cache is purged by the like).
  const again = await loggedIn(browser, 'ola@demo.kwc.pl');
  await go(again, product);
  const reloaded = again.getByRole('article', { name: TITLE });
  await expect(reloaded.getByRole('button', { name: 'Pochwal' })).toHaveAttribute('aria-pressed', 'true');
  await expect(reloaded).toContainText('1 pochwała');

  const ania = await loggedIn(browser, 'ania@demo.kwc.pl');
  await go(ania, product);
  const own = ania.getByRole('article', { name: TITLE });
  await expect(own).toContainText('1 pochwała');
  await expect(own.getByRole('button', { name: 'Pochwal' })).toHaveCount(0);
  await expect(ania.getByRole('button', { name: 'Pochwal' }).first()).toBeVisible();

  // A press while her like code is still coming is played once her likes are known, on the same
  // button (a keyboard user's focus stays). Taken back first, so the press has something to do.
  await reloaded.getByRole('button', { name: 'Pochwal' }).click();
  await expect(reloaded).toContainText('0 pochwał');
  const slow = await loggedIn(browser, 'ola@demo.kwc.pl');
  const likeCode = /\/assets\/ReviewLikesSource-[\w-]+\.js$/;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await slow.route(likeCode, async (route) => {
    await held;
    await route.continue();
  });
  const asked = slow.waitForRequest((request) => likeCode.test(request.url()));
  await go(slow, product);
  await asked;
  const slowCard = slow.getByRole('article', { name: TITLE });
  const slowLike = slowCard.getByRole('button', { name: 'Pochwal' });
  await slowLike.focus();
  await slow.keyboard.press('Enter');
  await expect(slowLike).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(slowLike).toHaveAttribute('aria-pressed', 'true');
  await expect(slowCard).toContainText('1 pochwała');
  await expect(slowLike).toBeFocused();
  await slow.unrouteAll({ behavior: 'ignoreErrors' });
});
