import { expect, test, type Browser, type Page } from '@playwright/test';

import { ownMailSite } from './mailSite';
import { expectNoAxeViolations, hydrated } from './support';

// Named wishlists (issue 33) on a server of its own: ania.demo (two seeded lists, three products on
// the default list) makes a list, renames it, moves a product into it, filters by it and deletes it
// (the product back on the default list); the 6th list is refused with the API's Polish message.

const { at, loggedIn } = ownMailSite(77);
const SHOTS = 'test-results/wishlist-lists';

/** ania, logged in, past the wishlist's guided tour (its dialog would cover the page). */
async function ania(browser: Browser): Promise<Page> {
  const page = await loggedIn(browser, 'ania@demo.kwc.pl');
  await page.context().addCookies([{ name: 'is-wishlist-onboarding-finished', value: '1', url: at('/') }]);
  return page;
}

async function go(page: Page, path: string) {
  await page.goto(at(path));
  await hydrated(page);
}

async function screenshot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const lists = (page: Page) => page.getByRole('navigation', { name: 'Pokaż listę' });
const chip = (page: Page, name: string) => lists(page).getByRole('link', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const products = (page: Page) => page.getByRole('list', { name: 'Ulubione produkty' }).getByRole('article');

/** Opens the name dialog with the keyboard, types the name and sends it with Enter. */
async function nameList(page: Page, button: string, name: string) {
  await page.getByRole('button', { name: button, exact: true }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const field = dialog.getByRole('textbox', { name: /Nazwa listy/ });
  await expect(field).toBeFocused();
  await field.fill(name);
  await field.press('Enter');
}

test('ania makes, renames, fills, filters and deletes a list; the 6th list is refused', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await ania(browser);
  await go(page, '/wishlist');
  await expect(chip(page, 'Wszystkie')).toHaveText('Wszystkie (8)');
  await expect(chip(page, 'Wszystkie')).toHaveAttribute('aria-current', 'page');
  await expect(chip(page, 'Bez listy')).toHaveText('Bez listy (3)');
  await expect(chip(page, 'Pielęgnacja twarzy')).toHaveText('Pielęgnacja twarzy (3)');
  await expect(chip(page, 'Na prezent')).toHaveText('Na prezent (2)');
  await expect(products(page)).toHaveCount(8);

  await nameList(page, 'Nowa lista', 'Kosmetyczka');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(chip(page, 'Kosmetyczka')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/\?lista=\d+$/);
  // An empty list says how to fill it, not that the wishlist is empty.
  await expect(page.getByRole('heading', { name: 'Ta lista jest jeszcze pusta' })).toBeVisible();
  await expect(page.getByText('Nie masz jeszcze ulubionych kosmetyków')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pokaż wszystkie ulubione' })).toHaveAttribute('href', '/wishlist');
  await screenshot(page, 'empty-list-1280');

  await nameList(page, 'Zmień nazwę', 'Podróżna kosmetyczka');
  await expect(chip(page, 'Podróżna kosmetyczka')).toHaveText('Podróżna kosmetyczka (0)');
  await expect(chip(page, 'Kosmetyczka')).toHaveCount(0);

  // The default list: its first product moves into the new list through the menu, by keyboard.
  await chip(page, 'Bez listy').click();
  await expect(products(page)).toHaveCount(3);
  const first = products(page).first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  const menu = first.getByRole('button', { name: `Przenieś do listy: ${name}` });
  await menu.focus();
  await page.keyboard.press('Enter');
  const choices = page.getByRole('menu', { name: 'Przenieś do listy' });
  await expect(choices.getByRole('menuitem')).toHaveText(['Pielęgnacja twarzy', 'Na prezent', 'Podróżna kosmetyczka']);
  await expectNoAxeViolations(page, { label: 'the move menu open' });
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Produkt jest teraz na liście „Podróżna kosmetyczka”.', { exact: true })).toBeVisible();
  await expect(chip(page, 'Bez listy')).toHaveText('Bez listy (2)');
  await expect(products(page)).toHaveCount(2);
  await expect(chip(page, 'Podróżna kosmetyczka')).toHaveText('Podróżna kosmetyczka (1)');

  await chip(page, 'Podróżna kosmetyczka').click();
  await expect(products(page)).toHaveCount(1);
  await expect(products(page).first().getByRole('heading')).toHaveText(name);
  await expectNoAxeViolations(page, { label: 'a named list shown' });
  await screenshot(page, 'list-1280');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'list-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Deleting asks first; the product goes back to the default list.
  await page.getByRole('button', { name: 'Usuń listę' }).click();
  const confirm = page.getByRole('dialog', { name: 'Usunąć listę „Podróżna kosmetyczka”?' });
  await expect(confirm).toContainText('wrócą do produktów bez listy');
  await expectNoAxeViolations(page, { label: 'the delete confirmation' });
  await confirm.getByRole('button', { name: 'Tak, usuń listę' }).click();
  await expect(page).toHaveURL(at('/wishlist'));
  await expect(chip(page, 'Podróżna kosmetyczka')).toHaveCount(0);
  await expect(chip(page, 'Bez listy')).toHaveText('Bez listy (3)');
  await chip(page, 'Bez listy').click();
  await expect(products(page).getByRole('heading', { name })).toBeVisible();

  // Two seeded lists and three new ones make five; the sixth is the API's 409, shown in the dialog.
  for (const list of ['Lato', 'Zima', 'Wiosna']) {
    await nameList(page, 'Nowa lista', list);
    await expect(chip(page, list)).toHaveAttribute('aria-current', 'page');
  }
  await nameList(page, 'Nowa lista', 'Jesień');
  const dialog = page.getByRole('dialog', { name: 'Nowa lista ulubionych' });
  await expect(dialog).toContainText('Możesz mieć najwyżej 5 list życzeń');
  await expect(dialog.getByRole('textbox', { name: /Nazwa listy/ })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page, { label: 'the sixth list refused' });
  await screenshot(page, 'sixth-refused-1280');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(lists(page).getByRole('link')).toHaveCount(7);
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'lists-375');
});

test('the product page offers the lists once the product is on ania’s wishlist', async ({ browser }) => {
  const page = await ania(browser);
  await go(page, '/wishlist?lista=0');
  const first = products(page).first();
  const name = (await first.getByRole('heading').textContent())!.trim();
  await first.getByRole('link').first().click();
  await hydrated(page);
  const menu = page.getByRole('button', { name: 'Dodaj do listy…' });
  await expect(menu).toBeVisible({ timeout: 15_000 });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Na prezent' }).click();
  await expect(page.getByText('Produkt jest teraz na liście „Na prezent”.', { exact: true })).toBeVisible();
  await go(page, '/wishlist');
  await chip(page, 'Na prezent').click();
  await expect(products(page).getByRole('heading', { name })).toBeVisible();
});
