import { expect, test, type Page } from '@playwright/test';

import { ownMailSite } from './mailSite';
import { hydrated } from './support';

// A published review reaches every place that shows reviews (issue 32), on a server of its own with a
// real SMTP listener: the moderator publishes ania's five-star review by keyboard; the product page,
// its JSON-LD, the category listing sorted by rating and the newest-reviews page show it with the new
// average. A rejection mails its reasons and publishes nothing.

const { at, mailbox, loggedIn, visitor } = ownMailSite(67);

const PUBLISHED = 'Mój ulubiony krem na co dzień';
const REJECTED = 'Poprawny, ale bez zachwytu';

async function go(page: Page, path: string) {
  const response = await page.goto(at(path));
  await hydrated(page);
  return response;
}

type Rating = { ratingValue: number; reviewCount: number };
type ProductLd = {
  '@type': string;
  name: string;
  aggregateRating?: Rating;
  review?: { name: string; reviewRating: { ratingValue: number } }[];
};

/** The Product object of the page's JSON-LD, as the server sent it. */
async function productLd(page: Page): Promise<ProductLd> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const found = blocks
    .flatMap((text) => [JSON.parse(text) as ProductLd | ProductLd[]].flat())
    .find((entry) => entry['@type'] === 'Product');
  if (!found) throw new Error('no Product in the JSON-LD');
  return found;
}

/** The moderator's queue at its last page (the demo reviews are the newest) with `title` current. */
async function queueAt(page: Page, title: string) {
  await go(page, '/moderacja');
  const total = Number(
    /\((\d+)\)/.exec((await page.getByRole('list', { name: /^Opinie/ }).getAttribute('aria-label'))!)![1],
  );
  await go(page, `/moderacja?page=${Math.ceil(total / 20)}`);
  const item = page.getByRole('article').filter({ hasText: title });
  await item.focus();
  await expect(item).toHaveAttribute('aria-current', 'true');
  return item;
}

test('a published review shows on the product page, in its JSON-LD, the listing by rating and the newest reviews', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const moderator = await loggedIn(browser, 'moderator@demo.kwc.pl');
  const item = await queueAt(moderator, PUBLISHED);
  const productPath = (await item.getByRole('link').first().getAttribute('href'))!;

  const reader = await visitor(browser);
  await go(reader, productPath);
  const name = (await reader.getByRole('heading', { level: 1 }).textContent())!.trim();
  const before = (await productLd(reader)).aggregateRating ?? { ratingValue: 0, reviewCount: 0 };
  // The product's own category: the last breadcrumb that is not the product.
  const crumbs = await reader
    .getByRole('navigation', { name: 'Jesteś tutaj' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const categoryPath = crumbs.filter((href) => href !== productPath && href !== '/').at(-1);
  expect(categoryPath).toMatch(/^\/[a-z0-9-]+$/);

  await moderator.keyboard.press('p');
  await expect(moderator.getByRole('article').filter({ hasText: PUBLISHED })).toHaveCount(0);

  // The average as the site computes it: the published ratings' mean, one decimal in Polish.
  const count = before.reviewCount + 1;
  const average = (before.ratingValue * before.reviewCount + 5) / count;
  const label = `Ocena ${(Math.round(average * 10) / 10).toLocaleString('pl-PL')} na 5`;
  // The seeded product's figures differ from the new ones, so the pages below show a change.
  expect(Math.round(before.ratingValue * 10)).not.toBe(Math.round(average * 10));

  await test.step('the product page and its JSON-LD', async () => {
    await go(reader, productPath);
    await expect(reader.getByRole('heading', { name: PUBLISHED })).toBeVisible({ timeout: 15_000 });
    const ld = await productLd(reader);
    expect(ld.aggregateRating?.reviewCount).toBe(count);
    expect(ld.aggregateRating?.ratingValue).toBeCloseTo(average, 1);
    expect(ld.review?.find((review) => review.name === PUBLISHED)?.reviewRating.ratingValue).toBe(5);
  });

  await test.step('the category listing sorted by rating, once the catalogue index has synced', async () => {
    const tile = reader.getByRole('article').filter({ has: reader.getByRole('link', { name, exact: true }) });
    await expect(async () => {
      await go(reader, `${categoryPath}?sort=rating_desc`);
      await expect(tile.getByRole('img', { name: label })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    // Sorted: the tiles' averages never rise down the page.
    const averages = (await reader
      .getByRole('img', { name: /^Ocena [\d,]+ na 5$/ })
      .evaluateAll((stars) =>
        stars.map((star) =>
          Number(/Ocena ([\d,]+) na 5/.exec(star.getAttribute('aria-label')!)![1]!.replace(',', '.')),
        ),
      )) as number[];
    expect(averages.length).toBeGreaterThan(0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
  });

  await test.step('the newest reviews page, first', async () => {
    await go(reader, '/najnowsze-recenzje');
    const first = reader
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: reader.getByRole('heading', { level: 2 }) })
      .first();
    await expect(first).toContainText(PUBLISHED, { timeout: 15_000 });
    await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute('href', productPath);
    // The product's average beside its name (the review's own stars can carry the same label: a
    // product without earlier reviews averages the five stars just published).
    await expect(
      first.getByRole('paragraph').filter({ hasText: /opini/ }).getByRole('img', { name: label }),
    ).toBeVisible();
  });
});

test('a rejection mails its reasons to the author and publishes nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const moderator = await loggedIn(browser, 'moderator@demo.kwc.pl');
  const item = await queueAt(moderator, REJECTED);
  const productPath = (await item.getByRole('link').first().getAttribute('href'))!;

  const since = mailbox().count();
  // O without a final code: the Polish message, nothing sent.
  await moderator.keyboard.press('o');
  await expect(moderator.getByText('Wybierz przynajmniej jeden powód')).toBeVisible();
  const reason = moderator.getByRole('checkbox', { name: 'Opinia jest skopiowana z innego miejsca' });
  await reason.focus();
  await moderator.keyboard.press('Space');
  await expect(reason).toBeChecked();
  await moderator.getByRole('textbox', { name: 'Uwaga dla autorki (opcjonalnie)' }).fill('Ten tekst jest w sklepie.');
  await item.focus();
  await moderator.keyboard.press('o');
  await expect(moderator.getByRole('article').filter({ hasText: REJECTED })).toHaveCount(0);

  const text = await mailbox().text('ania@demo.kwc.pl', since);
  expect(text).toContain('Powody decyzji: Opinia jest skopiowana z innego miejsca.');
  expect(text).toContain('Ten tekst jest w sklepie.');

  const reader = await visitor(browser);
  await go(reader, productPath);
  await expect(reader.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reader.getByRole('heading', { name: REJECTED })).toHaveCount(0);
});
