import { expect, test, type Page, type Route } from '@playwright/test';

import { DEMO_PASSWORD } from './mailSite';
import { expectNoAxeViolations, hydrated } from './support';

// Profiles (issue 33) on the shared server: login required (server redirect with `back`), another
// reviewer's profile with her published reviews and sections, drafts to the owner only, my archive.

const SHOTS = 'test-results/profiles';

async function go(page: Page, path: string) {
  const response = await page.goto(path);
  await hydrated(page);
  return response;
}

async function topReviewer(page: Page): Promise<{ userId: number; username: string; reviewCount: number }> {
  const answer = await page.request.get('/api/reviewers');
  const { reviewers } = (await answer.json()) as {
    reviewers: { userId: number; username: string; reviewCount: number }[];
  };
  return reviewers[0]!;
}

test('a profile needs a login; a reviewer’s profile shows her rank, counters and reviews; drafts are the owner’s', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const width = testInfo.project.name === 'mobile' ? 375 : 1280;
  const reviewer = await topReviewer(page);

  await go(page, `/profil/${reviewer.userId}`);
  await expect(page).toHaveURL(`/konto/logowanie?back=${encodeURIComponent(`/profil/${reviewer.userId}`)}`);

  const login = await page.request.post('/api/login_check', {
    data: { username: 'ania@demo.kwc.pl', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);

  const shown = await go(page, `/profil/${reviewer.userId}`);
  expect(shown?.status()).toBe(200);
  expect(shown?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: reviewer.username })).toBeVisible();
  const sections = page.getByRole('navigation', { name: 'Sekcje profilu' });
  await expect(sections.getByRole('link', { name: 'Opinie', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(sections.getByRole('link', { name: 'Szkice', exact: true })).toHaveCount(0);
  // Her published reviews, newest first, a page at a time.
  await expect(page.getByRole('article').first()).toContainText(reviewer.username);
  await expect(page.getByRole('article')).toHaveCount(Math.min(12, reviewer.reviewCount));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/profile-${width}.png`, fullPage: true });

  // Keyboard only: the section links are reachable and open their section.
  const praised = sections.getByRole('link', { name: 'Pochwalone opinie' });
  await praised.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/profil/${reviewer.userId}/pochwaly`);
  await expect(page.getByRole('heading', { level: 2, name: 'Pochwalone opinie' })).toBeVisible();

  expect((await go(page, `/profil/${reviewer.userId}/szkice`))?.status()).toBe(404);
  expect((await go(page, '/profil/999999'))?.status()).toBe(404);

  // My archive: ania's drafts, with the review sent back to her to correct.
  await go(page, '/konto/profil/szkice');
  await expect(page.getByRole('heading', { level: 1, name: 'ania.demo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Szkice', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('Do poprawy').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Popraw opinię' }).first()).toHaveAttribute(
    'href',
    /^\/review\/edit\/\d+\/\d+$/,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/archive-${width}.png`, fullPage: true });
});

test('a review’s product on a profile opens the product page at its reviews, once (scrollToReviews)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const reviewer = await topReviewer(page);
  const login = await page.request.post('/api/login_check', {
    data: { username: 'ania@demo.kwc.pl', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  await go(page, `/profil/${reviewer.userId}`);
  const productLink = page.getByRole('article').first().locator('xpath=..').getByRole('link').first();
  const href = await productLink.getAttribute('href');
  expect(href).toMatch(/\.html$/);
  await productLink.click();
  await expect(page).toHaveURL(href!);
  const reviews = page.locator('#opinie');
  // The address changes at the click; the page comes with its data and code, slower on two busy cores.
  await expect(reviews).toBeAttached({ timeout: 20_000 });
  await expect(reviews).toBeInViewport();
  expect(await page.evaluate(() => window.localStorage.getItem('scrollToReviews'))).toBeNull();
  // The request was taken: the same page opened again starts at its top.
  await go(page, href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expect(reviews).not.toBeInViewport();
});

test('a review’s product tapped before the profile page is live opens at its reviews too', async ({ page }) => {
  test.setTimeout(90_000);
  const reviewer = await topReviewer(page);
  const login = await page.request.post('/api/login_check', {
    data: { username: 'ola@demo.kwc.pl', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  // The profile's scripts never come: the tap lands on the server's markup, a navigation of the browser's.
  const noScripts = (route: Route) => route.abort();
  await page.route(/\.js(\?|$)/, noScripts);
  await page.goto(`/profil/${reviewer.userId}`);
  const productLink = page.getByRole('article').first().locator('xpath=..').getByRole('link').first();
  const href = await productLink.getAttribute('href');
  await page.unroute(/\.js(\?|$)/, noScripts);
  await productLink.click();
  await expect(page).toHaveURL(href!);
  await hydrated(page);
  await expect(page.locator('#opinie')).toBeInViewport();
  expect(await page.evaluate(() => window.localStorage.getItem('scrollToReviews'))).toBeNull();
});
