import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('home page is Polish, styled and hydrated without console errors', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page).toHaveTitle('KWC — kosmetyki, opinie, składniki');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kosmetyki, którym możesz zaufać');
  // Categories come from the API through the server-filled SWR cache.
  await expect(page.getByRole('link', { name: /^Pielęgnacja twarzy/ }).first()).toHaveAttribute(
    'href',
    '/pielegnacja-twarzy',
  );
  // Styled from the first byte: the stylesheet is linked in the head and the theme applies.
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body);
    return { font: style.fontFamily, margin: style.margin };
  });
  expect(body.font).toContain('DM Sans');
  expect(body.margin).toBe('0px');
  expect(errors).toEqual([]);
});

test('home page has no accessibility violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
});

test('the server sends the stylesheet in the head of the first response', async ({ request }) => {
  const response = await request.get('/');
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+\.css"/);
  expect(response.headers()['content-type']).toContain('text/html');
});

test('an unknown address answers the Polish 404 page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const response = await page.goto('/cokolwiek-nieistniejacego');
  expect(response?.status()).toBe(404);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Strona o podanym adresie nie istnieje');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
  await page.getByRole('link', { name: 'Wróć na stronę główną' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kosmetyki, którym możesz zaufać');
  // The browser asks for a favicon on its own; everything else must be clean.
  expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
});

test('the API is mounted at /api and checks the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
});
