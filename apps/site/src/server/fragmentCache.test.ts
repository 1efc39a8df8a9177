import { createApi, type DatabaseHandle } from '@kwc/api';
import { openSeededDatabase } from '@kwc/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SEED_NOW, TEST_ORIGIN } from '../testing/testSite';
import { createSiteApp } from './app';
import { createFragmentCache, innerHtmlOf, type FragmentCache } from './fragmentCache';

describe('innerHtmlOf', () => {
  it("gives the markup between the element's tags, past nested elements of the same tag", () => {
    const html = '<main><div id="a" class="x"><div><div>1</div></div><p>2</p></div><div id="b">3</div></main>';
    expect(innerHtmlOf(html, 'a')).toBe('<div><div>1</div></div><p>2</p>');
    expect(innerHtmlOf(html, 'b')).toBe('3');
    expect(innerHtmlOf('<section id="s"><section>in</section></section>', 's')).toBe('<section>in</section>');
  });

  it('gives nothing for a missing or repeated id, an unclosed element, or content left to the client', () => {
    expect(innerHtmlOf('<div id="a">1</div>', 'b')).toBeUndefined();
    expect(innerHtmlOf('<div id="a">1</div><div id="a">2</div>', 'a')).toBeUndefined();
    expect(innerHtmlOf('<div id="a"><div>1</div>', 'a')).toBeUndefined();
    expect(innerHtmlOf('<div id="a"><!--$!--><template></template><!--/$--></div>', 'a')).toBeUndefined();
    // An id that only ends like the one asked for is another element.
    expect(innerHtmlOf('<div data-id="a">1</div>', 'a')).toBeUndefined();
  });
});

describe('createFragmentCache', () => {
  const render = (cache: FragmentCache, props: object, html: string) => {
    const view = cache.forRender();
    const found = view.fragments.get('slot', props, 'R1');
    view.keep(html);
    return found;
  };

  it('keeps what a render wrote and gives it to a later render with the same props and place', () => {
    const cache = createFragmentCache();
    expect(render(cache, { a: 1, onChange: () => {} }, '<div id="slot">one</div>')).toBeUndefined();
    // Handlers are not part of the markup: other functions, same entry.
    expect(render(cache, { a: 1, onChange: () => 1 }, '')).toBe('one');
    expect(render(cache, { a: 2 }, '<div id="slot">two</div>')).toBeUndefined();
    const view = cache.forRender();
    expect(view.fragments.get('slot', { a: 1 }, 'R2')).toBeUndefined();
    expect(cache.stats).toEqual({ hits: 1, misses: 3 });
    expect(cache.size).toBe(2);
  });

  it('keeps nothing from a render that did not write the element', () => {
    const cache = createFragmentCache();
    render(cache, { a: 1 }, '<div id="other">x</div>');
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used markup beyond its size', () => {
    // Room for two entries: a key of 15 characters ('slot', the place, '{"n":1}') and 10 of markup,
    // 50 bytes each.
    const cache = createFragmentCache({ maxBytes: 100 });
    const ten = (text: string) => `<div id="slot">${text.padEnd(10, '.')}</div>`;
    render(cache, { n: 1 }, ten('1'));
    render(cache, { n: 2 }, ten('2'));
    expect(render(cache, { n: 1 }, '')).toBe('1.........');
    render(cache, { n: 3 }, ten('3'));
    expect(cache.size).toBe(2);
    expect(render(cache, { n: 1 }, '')).toBe('1.........');
    expect(render(cache, { n: 2 }, ten('2'))).toBeUndefined();
  });
});

describe('the listing controls kept across renders', () => {
  let database: DatabaseHandle;
  let cache: FragmentCache;
  let withCache: (path: string) => Promise<string>;
  let withoutCache: (path: string) => Promise<string>;

  beforeAll(async () => {
    database = await openSeededDatabase(60, { now: SEED_NOW });
    const api = createApi(database);
    const site = (fragmentCache?: FragmentCache) => {
      const app = createSiteApp({
        api,
        assets: { css: ['/assets/site.css'], js: ['/assets/entry-client.js'] },
        build: { id: 'test-build', timestamp: SEED_NOW.getTime() },
        ...(fragmentCache ? { fragmentCache } : {}),
      });
      return async (path: string) => {
        const response = await app.fetch(new Request(new URL(path, TEST_ORIGIN)));
        expect(response.status).toBe(200);
        return response.text();
      };
    };
    cache = createFragmentCache();
    withCache = site(cache);
    withoutCache = site();
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('renders a listing the same, byte for byte, from the kept controls as from rendering them', async () => {
    for (const path of ['/pielegnacja-twarzy', '/pielegnacja-twarzy?sort=price_asc', '/szukaj.html?q=krem']) {
      const rendered = await withoutCache(path);
      const slots = ['listing-filters', 'listing-sort', 'listing-chips'].filter(
        (id) => innerHtmlOf(rendered, id) !== undefined,
      );
      expect(await withCache(path)).toBe(rendered);
      const before = { ...cache.stats };
      expect(await withCache(path)).toBe(rendered);
      // The second render took every slot's controls kept, and rendered none of them.
      expect(cache.stats.hits - before.hits).toBe(slots.length);
      expect(cache.stats.misses).toBe(before.misses);
    }
    expect(innerHtmlOf(await withCache('/pielegnacja-twarzy'), 'listing-filters')).toContain('type="checkbox"');
  });

  it('renders the controls anew for another listing state', async () => {
    const sorted = await withCache('/pielegnacja-twarzy?sort=price_desc');
    const sort = innerHtmlOf(sorted, 'listing-sort');
    expect(sort).not.toBe(innerHtmlOf(await withCache('/pielegnacja-twarzy?sort=price_asc'), 'listing-sort'));
    expect(sorted).toBe(await withoutCache('/pielegnacja-twarzy?sort=price_desc'));
  });
});
