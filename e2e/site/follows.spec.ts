import { expect, test, type Page } from '@playwright/test';

import { ownMailSite } from './mailSite';
import { expectNoAxeViolations, hydrated } from './support';

// Follows and the activity feed (issue 33), on a server of its own: ania follows back one of her
// followers from her list (keyboard), whose published reviews then fill her feed; the moderator,
// following ania from her profile, publishes ania's pending demo product and review and finds both
// in her own feed; ania stops following and the follower's activity leaves her feed. Screenshots at 375 and 1280 px.

const { at, loggedIn } = ownMailSite(97);
const SHOTS = 'test-results/screenshots/follows';
const DEMO_PRODUCT = 'Balsam do ust z masłem shea';
const DEMO_REVIEW = 'Poprawny, ale bez zachwytu';

async function go(page: Page, path: string) {
  const response = await page.goto(at(path));
  await hydrated(page);
  return response;
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The feed's items, every page of it ("Pokaż więcej" until it is gone). */
async function wholeFeed(page: Page) {
  await go(page, '/konto/obserwowania-aktywnosc');
  const feed = page.getByRole('region', { name: 'Aktywność obserwowanych' });
  await expect(feed.getByRole('listitem').first()).toBeVisible();
  const more = feed.getByRole('button', { name: 'Pokaż więcej' });
  for (let i = 0; i < 20 && (await more.count()) > 0; i++) {
    const before = await feed.getByRole('listitem').count();
    await more.click();
    await expect.poll(() => feed.getByRole('listitem').count()).toBeGreaterThan(before);
  }
  return feed;
}

test('follow back from my list, the feed shows their activity and a published product, unfollow takes it away', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ania = await loggedIn(browser, 'ania@demo.kwc.pl');
  await go(ania, '/konto/obserwowania/obserwujacy');
  const list = ania.getByRole('region', { name: /^Obserwujący/ });
  const back = list.getByRole('button', { name: /^Obserwuj / }).first();
  await expect(back).toHaveAttribute('aria-pressed', 'false');
  const follower = (await back.getAttribute('aria-label'))!.replace(/^Obserwuj /, '');
  await back.focus();
  await ania.keyboard.press('Enter');
  const following = list.getByRole('button', { name: `Obserwujesz ${follower}` });
  await expect(following).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(ania);
  await screenshot(ania, 'followers');

  // Both directions on the index page: the one followed back is now among "Obserwowani" too.
  await go(ania, '/konto/obserwowania');
  await expect(
    ania.getByRole('region', { name: /^Obserwowani/ }).getByRole('link', { name: follower, exact: true }),
  ).toBeVisible();

  let feed = await wholeFeed(ania);
  await expect(feed.getByRole('listitem').filter({ hasText: follower }).first()).toBeVisible();
  await expectNoAxeViolations(ania);
  await screenshot(ania, 'activity');

  // The moderator follows ania with her profile's button, then publishes ania's pending product and
  // her pending review: both are in the moderator's feed, the review (published last) first.
  const moderator = await loggedIn(browser, 'moderator@demo.kwc.pl');
  await go(moderator, '/');
  const aniaId = await moderator.evaluate(async (name) => {
    const queue = await (await fetch('/api/moderation/products?status=pending')).json();
    const item = queue.items.find(
      (candidate: { addedProduct: { name: string } }) => candidate.addedProduct.name === name,
    );
    return item.author.userId as number;
  }, DEMO_PRODUCT);
  await go(moderator, `/profil/${aniaId}`);
  await moderator.getByRole('button', { name: 'Obserwuj ania.demo' }).click();
  await expect(moderator.getByRole('button', { name: 'Obserwujesz ania.demo' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoAxeViolations(moderator);
  await screenshot(moderator, 'profile-followed');
  await moderator.evaluate(
    async ({ name, title }) => {
      const fetchJson = async (path: string, init?: RequestInit) => {
        const response = await fetch(path, { headers: { 'content-type': 'application/json' }, ...init });
        if (!response.ok) throw new Error(`${path}: ${response.status}`);
        return response.json();
      };
      const products = await fetchJson('/api/moderation/products?status=pending');
      const product = products.items.find(
        (candidate: { addedProduct: { name: string } }) => candidate.addedProduct.name === name,
      );
      await fetchJson(`/api/moderation/products/${product.addedProduct.id}/decision`, {
        method: 'POST',
        body: JSON.stringify({ decision: 'publish' }),
      });
      // The queue is oldest first, 20 a page: ania's demo review may be on any page.
      let review: { review: { id: number } } | undefined;
      for (let page = 1; page < 50 && !review; page += 1) {
        const queue = await fetchJson(`/api/moderation/reviews?status=pending&page=${page}`);
        if (queue.items.length === 0) break;
        review = queue.items.find((candidate: { review: { title: string } }) => candidate.review.title === title);
      }
      if (!review) throw new Error('the demo review is not in the queue');
      await fetchJson(`/api/moderation/reviews/${review.review.id}/decision`, {
        method: 'POST',
        body: JSON.stringify({ decision: 'publish' }),
      });
    },
    { name: DEMO_PRODUCT, title: DEMO_REVIEW },
  );
  await go(moderator, '/konto/obserwowania-aktywnosc');
  const items = moderator.getByRole('region', { name: 'Aktywność obserwowanych' }).getByRole('listitem');
  await expect(items.first()).toContainText('Nowa opinia');
  await expect(items.first()).toContainText('ania.demo');
  await expect(items.first()).toContainText(DEMO_REVIEW);
  await expect(items.nth(1)).toContainText('Nowy produkt');
  await expect(items.nth(1).getByRole('link', { name: new RegExp(DEMO_PRODUCT) })).toBeVisible();

  // Unfollow from the list: the button turns back, and the follower's activity leaves the feed.
  await go(ania, '/konto/obserwowania/obserwowani');
  const unfollow = ania.getByRole('button', { name: `Obserwujesz ${follower}` });
  await unfollow.click();
  await expect(ania.getByRole('button', { name: `Obserwuj ${follower}` })).toHaveAttribute('aria-pressed', 'false');
  feed = await wholeFeed(ania);
  await expect(feed.getByRole('listitem').first()).toBeVisible();
  await expect(feed.getByRole('listitem').filter({ hasText: follower })).toHaveCount(0);
});
