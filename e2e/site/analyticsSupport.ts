import { expect, type BrowserContext, type Page } from '@playwright/test';

import { dataLayerOf } from './support';

// What the analytics specs (analytics.spec.ts, analytics-configured.spec.ts) share.

export type Entry = Record<string, unknown>;

/** The tracking code comes after the first view: the visitor's first sign of use starts it now. */
export async function startTracking(page: Page) {
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 6);
}

/** Hydration on a spec's own server, which renders its first listings while the shared one runs too. */
export async function hydratedOwn(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
}

/** The `abconfig` cookie's value, decoded. */
export async function abCookie(context: BrowserContext): Promise<string | undefined> {
  const value = (await context.cookies()).find((cookie) => cookie.name === 'abconfig')?.value;
  return value === undefined ? undefined : decodeURIComponent(value);
}

/** The data layer's entries that `predicate` keeps. */
export async function entries(page: Page, predicate: (entry: Entry) => boolean): Promise<Entry[]> {
  return (await dataLayerOf(page)).filter(predicate);
}
