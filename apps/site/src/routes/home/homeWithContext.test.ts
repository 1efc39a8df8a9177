import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { siteFeatures } from '../../app/config';
import { openTestSite, type TestSite } from '../../testing/testSite';
import { canonicalOf, h1Of, textOf } from '../shared/pageAssertions';

let site: TestSite;

beforeAll(async () => {
  site = await openTestSite(60, { features: siteFeatures('contextCategory') });
}, 120_000);
afterAll(async () => {
  await site.close();
});

describe('home with a context category (feature on)', () => {
  it('renders the home page for a context category, naming it and linking its listing', async () => {
    const { status, html } = await site.page('/pielegnacja-twarzy/strona-glowna');
    expect(status).toBe(200);
    expect(h1Of(html)).toBe('Kosmetyki sprawdzone przez tysiące recenzentek');
    expect(textOf(html)).toContain('Przeglądasz kategorię: Pielęgnacja twarzy');
    expect(html).toMatch(/<a[^>]*href="\/pielegnacja-twarzy"[^>]*>Pielęgnacja twarzy<\/a>/);
    // The same content as the home page: search engines are sent there.
    expect(canonicalOf(html)).toBe('http://kwc.test/');
  });

  it('tells the browser the features it runs with, so the menu switcher shows', async () => {
    const { html } = await site.page('/');
    expect(html).toContain('"contextCategory":true');
  });

  it('answers 404 for a category that is not a context, or a path that is not a slug', async () => {
    for (const path of ['/kremy-do-twarzy/strona-glowna', '/nie-ma-takiej/strona-glowna', '/Makijaz/strona-glowna']) {
      const { status } = await site.page(path);
      expect(status, path).toBe(404);
    }
  });
});
