import type { DecodedCategoryPath } from '@kwc/domain';
import { describe, expect, it } from 'vitest';

import { listingDescription, listingHeading, listingIndexing, listingTitle } from './listingSeo';

const TEMPLATE = ['marka', 'rodzaj_skory'];

function path(overrides: Partial<DecodedCategoryPath> = {}): DecodedCategoryPath {
  return {
    url_key: 'kremy-do-twarzy',
    queryParams: {},
    keyFilters: {},
    additionalFilters: {},
    sort: null,
    hash: null,
    ...overrides,
  };
}

describe('listingIndexing (the noindex whitelist)', () => {
  it('indexes the bare category, canonical to itself', () => {
    expect(listingIndexing(path(), TEMPLATE)).toEqual({
      indexable: true,
      robots: undefined,
      canonicalPath: '/kremy-do-twarzy',
    });
  });

  it('indexes exactly one key filter value (one brand), canonical to itself', () => {
    const brand = listingIndexing(path({ keyFilters: { marka: ['marka-nivea'] } }), TEMPLATE);
    expect(brand).toEqual({ indexable: true, robots: undefined, canonicalPath: '/kremy-do-twarzy/marka-nivea' });
    const skin = listingIndexing(path({ keyFilters: { rodzaj_skory: ['sucha'] } }), TEMPLATE);
    expect(skin).toEqual({ indexable: true, robots: undefined, canonicalPath: '/kremy-do-twarzy/_sucha' });
  });

  it('indexes one brand with one value of another key filter, canonical to itself', () => {
    const both = listingIndexing(path({ keyFilters: { marka: ['marka-nivea'], rodzaj_skory: ['sucha'] } }), TEMPLATE);
    expect(both).toEqual({ indexable: true, robots: undefined, canonicalPath: '/kremy-do-twarzy/marka-nivea_sucha' });
    const unknownSkin = listingIndexing(
      path({ keyFilters: { marka: ['marka-nivea'], rodzaj_skory: ['nie-ma'] } }),
      TEMPLATE,
      (name) => name === 'marka',
    );
    expect(unknownSkin.indexable).toBe(false);
  });

  it.each<[string, Partial<DecodedCategoryPath>]>([
    ['two values of one key filter', { keyFilters: { marka: ['marka-nivea', 'marka-ziaja'] } }],
    ['two key filters without a brand', { keyFilters: { rodzaj_skory: ['sucha'], dzialanie: ['nawilzajace'] } }],
    [
      'a brand and two values of another key filter',
      { keyFilters: { marka: ['marka-nivea'], rodzaj_skory: ['sucha', 'tlusta'] } },
    ],
    [
      'a brand, a key filter and an additional filter',
      { keyFilters: { marka: ['marka-nivea'], rodzaj_skory: ['sucha'] }, additionalFilters: { wiek: ['30-plus'] } },
    ],
    [
      'a key filter and an additional filter',
      { keyFilters: { marka: ['marka-nivea'] }, additionalFilters: { wiek: ['30-plus'] } },
    ],
    ['an additional filter', { additionalFilters: { wiek: ['30-plus'] } }],
    ['a price range', { additionalFilters: { cena: ['10-50'] } }],
    ['a promo flag', { additionalFilters: { bestseller: ['1'] } }],
    ['the shop filter', { additionalFilters: { partner: ['rossmann'] } }],
    ['a sort', { sort: { value: 'price', direction: 'asc' } }],
    ['a page past the first', { queryParams: { page: '2' } }],
    ['a search phrase', { queryParams: { q: 'krem' } }],
    ['a brand with a sort', { keyFilters: { marka: ['marka-nivea'] }, sort: { value: 'rating', direction: 'desc' } }],
  ])('sends %s to noindex,follow with the bare category as canonical', (_, overrides) => {
    expect(listingIndexing(path(overrides), TEMPLATE)).toEqual({
      indexable: false,
      robots: 'noindex,follow',
      canonicalPath: '/kremy-do-twarzy',
    });
  });

  it('ignores tracking parameters and an explicit first page, which the canonical drops', () => {
    expect(listingIndexing(path({ queryParams: { utm_source: 'newsletter', page: '1' } }), TEMPLATE)).toEqual({
      indexable: true,
      robots: undefined,
      canonicalPath: '/kremy-do-twarzy',
    });
  });

  it('does not index a key filter value that names no option (an old link listing everything)', () => {
    const known = (name: string, value: string) => name === 'marka' && value === 'marka-nivea';
    expect(listingIndexing(path({ keyFilters: { marka: ['marka-nivea'] } }), TEMPLATE, known).indexable).toBe(true);
    expect(listingIndexing(path({ keyFilters: { marka: ['marka-dawna'] } }), TEMPLATE, known)).toEqual({
      indexable: false,
      robots: 'noindex,follow',
      canonicalPath: '/kremy-do-twarzy',
    });
  });
});

describe('listing titles', () => {
  it('names the category with its key filters', () => {
    const base = { name: 'Kremy do twarzy', isBrandPage: false, page: 1 };
    expect(listingTitle({ ...base, keyFilters: [] })).toBe('Kremy do twarzy');
    expect(listingTitle({ ...base, keyFilters: [{ name: 'marka', filterLabel: 'Marka', label: 'Nivea' }] })).toBe(
      'Kremy do twarzy Nivea',
    );
    expect(
      listingTitle({ ...base, keyFilters: [{ name: 'rodzaj_skory', filterLabel: 'Rodzaj skóry', label: 'Sucha' }] }),
    ).toBe('Kremy do twarzy – rodzaj skóry: sucha');
    expect(listingTitle({ ...base, page: 3, keyFilters: [] })).toBe('Kremy do twarzy – strona 3');
    expect(listingTitle({ ...base, phrase: 'krem', keyFilters: [] })).toBe(
      'Kremy do twarzy – wyniki wyszukiwania „krem”',
    );
  });

  it('calls a brand page "Kosmetyki {marka}"', () => {
    expect(listingHeading({ name: 'Ziaja', isBrandPage: true, keyFilters: [] })).toBe('Kosmetyki Ziaja');
  });

  it('writes the description with the Polish plural of the count', () => {
    const template = { heading: 'Kremy do twarzy', metaDescription: 'Kremy do twarzy: opinie i ceny.' };
    expect(listingDescription('Kremy do twarzy', 1, template)).toBe(
      'Kremy do twarzy: opinie i ceny. W katalogu KWC: 1 produkt.',
    );
    expect(listingDescription('Kremy do twarzy', 22, template)).toContain('22 produkty');
    expect(listingDescription('Kremy do twarzy – wiek: 30+', 25, template)).toBe(
      'Kremy do twarzy – wiek: 30+: opinie użytkowniczek, oceny, składy i ceny w sklepach. W katalogu KWC: 25 produktów.',
    );
  });
});
