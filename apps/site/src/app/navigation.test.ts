import { describe, expect, it } from 'vitest';

import { isBuildOutdated } from './buildCheck';
import { FEATURES } from './config';
import { pageUrlOfPayload, payloadUrl } from './loadPage';
import { fullReloadReason, mayForceReload } from './navigation';
import { resolveRoute } from './routes';
import { pageTitle } from './Seo';
import { searchTargetPath } from './SiteLayout';

describe('routes of spec section 2', () => {
  it.each([
    ['/', 'home', {}],
    ['/kwc-o-nas', 'cms', { slug: 'o-nas' }],
    ['/wishlist', 'wishlist', {}],
    ['/krem-nivea,120.html', 'product', { slug: 'krem-nivea,120' }],
    ['/szukaj.html', 'search', {}],
    ['/recenzentki.html', 'reviewers', {}],
    ['/najnowsze-recenzje', 'newestReviews', {}],
    ['/popularne-marki', 'popularBrands', {}],
    ['/wazne-skladniki', 'importantIngredients', {}],
    ['/lista-kategorii', 'categoryList', {}],
    ['/mapa-kategorii/pielegnacja-twarzy', 'categoryMap', { slug: 'pielegnacja-twarzy' }],
    ['/skladnik-niacynamid', 'ingredient', { slug: 'niacynamid', tail: '' }],
    // Its listing's states: flags after the slug, filters in a second segment, as the URL has them.
    ['/skladnik-kwas-hialuronowy_promocje', 'ingredient', { slug: 'kwas-hialuronowy', tail: '_promocje' }],
    ['/skladnik-niacynamid/marka.marka-l%27or', 'ingredient', { slug: 'niacynamid', tail: '/marka.marka-l%27or' }],
    ['/katalog-uroda/kremy-do-twarzy/marka-nivea', 'catalogue', { path: '/kremy-do-twarzy/marka-nivea' }],
    // The catalogue root and base path list the whole catalogue.
    ['/katalog-uroda', 'catalogue', { path: '/lp-wszystkie-kosmetyki', root: '/katalog-uroda' }],
    ['/katalog-uroda/', 'catalogue', { path: '/lp-wszystkie-kosmetyki', root: '/katalog-uroda/' }],
    ['/kosmetyki', 'catalogue', { path: '/lp-wszystkie-kosmetyki', root: '/kosmetyki' }],
    ['/marka-nivea_promocje', 'brand', { path: '/marka-nivea_promocje' }],
    ['/kremy-do-twarzy', 'category', { path: '/kremy-do-twarzy' }],
  ])('%s is the %s route', (path, name, params) => {
    const { route, params: matched } = resolveRoute(path);
    expect(route?.name).toBe(name);
    expect(matched).toEqual(params);
  });

  it('rejects parameters that fail validation', () => {
    expect(resolveRoute('/skladnik-Wielkie_Litery').route?.name).not.toBe('ingredient');
    expect(resolveRoute('/skladnik-niacynamid/marka.x/trzeci').route?.name).not.toBe('ingredient');
    expect(resolveRoute('/mapa-kategorii/a/b').route?.name).not.toBe('categoryMap');
  });
});

describe('page payload URLs', () => {
  it('puts _payload.json after the path and keeps the query', () => {
    expect(payloadUrl('/')).toBe('/_payload.json');
    expect(payloadUrl('/kremy-do-twarzy?sort=price_asc')).toBe('/kremy-do-twarzy/_payload.json?sort=price_asc');
    expect(payloadUrl('/krem,1.html')).toBe('/krem,1.html/_payload.json');
    expect(pageUrlOfPayload(new URL('http://x/kremy/_payload.json?page=2')).href).toBe('http://x/kremy?page=2');
    expect(pageUrlOfPayload(new URL('http://x/_payload.json')).pathname).toBe('/');
  });
});

describe('full page reloads (spec section 9)', () => {
  const features = { ...FEATURES };

  it('reloads on navigation to the main page while that feature is on', () => {
    expect(fullReloadReason('/', { features, newBuild: false })).toBe('main-page');
    expect(
      fullReloadReason('/', { features: { ...features, fullPageReloadOnMainPageNavigation: false }, newBuild: false }),
    ).toBeNull();
  });

  it('forces product reloads only with the flag on (off by default)', () => {
    expect(FEATURES.forcedProductReload).toBe(false);
    expect(fullReloadReason('/krem,40.html', { features, newBuild: false })).toBeNull();
    const on = { ...features, forcedProductReload: true };
    expect(fullReloadReason('/krem,40.html', { features: on, newBuild: false })).toBe('forced-product');
    expect(fullReloadReason('/krem,41.html', { features: on, newBuild: false })).toBeNull();
    expect(fullReloadReason('/krem,420000.html', { features: on, newBuild: false })).toBeNull();
  });

  it('turns every navigation into a reload once a newer build is out', () => {
    expect(fullReloadReason('/kremy-do-twarzy', { features, newBuild: true })).toBe('new-build');
    expect(fullReloadReason('/kremy-do-twarzy', { features, newBuild: false })).toBeNull();
  });

  it('allows a forced reload only when none happened in the last 10 s', () => {
    expect(mayForceReload(null, 50_000, 10_000)).toBe(true);
    expect(mayForceReload(45_000, 50_000, 10_000)).toBe(false);
    expect(mayForceReload(40_000, 50_000, 10_000)).toBe(true);
    // A clock that went back does not block reloads for ever.
    expect(mayForceReload(60_000, 50_000, 10_000)).toBe(true);
  });

  it('reads the build metadata: another latest build or a 404 means outdated', async () => {
    const answer = (status: number, body?: unknown) => async () =>
      new Response(body ? JSON.stringify(body) : null, { status });
    expect(await isBuildOutdated('a', answer(200, { id: 'a', timestamp: 1, latest: 'a' }) as typeof fetch)).toBe(false);
    expect(await isBuildOutdated('a', answer(200, { id: 'a', timestamp: 1, latest: 'b' }) as typeof fetch)).toBe(true);
    expect(await isBuildOutdated('a', answer(404) as typeof fetch)).toBe(true);
    expect(await isBuildOutdated('a', answer(503) as typeof fetch)).toBe(false);
  });
});

describe('page titles and header search', () => {
  it('adds the configured suffix, or gives the site name for an empty title', () => {
    expect(pageTitle('Kremy do twarzy')).toMatch(/^Kremy do twarzy \| KWC/);
    expect(pageTitle('')).toBe('KWC — kosmetyki, opinie, składniki');
    expect(pageTitle('   ')).toBe('KWC — kosmetyki, opinie, składniki');
  });

  it('applies a header search to the current listing without its filters', () => {
    expect(searchTargetPath('/kremy-do-twarzy/marka-nivea')).toBe('/kremy-do-twarzy');
    expect(searchTargetPath('/katalog-uroda/kremy-do-twarzy/marka-nivea')).toBe('/katalog-uroda/kremy-do-twarzy');
    expect(searchTargetPath('/krem,1.html')).toBeNull();
    expect(searchTargetPath('/')).toBeNull();
    expect(searchTargetPath('/skladnik-gliceryna')).toBeNull();
    // Promo and shop choices are filters too; a query (the menu route's `back`) is not part of it.
    expect(searchTargetPath('/makijaz_promocje')).toBe('/makijaz');
    expect(searchTargetPath('/makijaz_bestsellery_sklep.rossmann/marka-nivea')).toBe('/makijaz');
    expect(searchTargetPath('/makijaz?sort=price_asc&page=2')).toBe('/makijaz');
    expect(searchTargetPath('/katalog-uroda/makijaz_promocje')).toBe('/katalog-uroda/makijaz');
    expect(searchTargetPath('/szukaj.html?tryb=szukaj')).toBeNull();
  });
});
