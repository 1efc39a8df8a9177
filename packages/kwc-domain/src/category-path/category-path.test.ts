import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { CATALOGUE_BASE_PATH, LISTING_IGNORED_QUERY_KEYS } from '../constants';
import { type DecodedCategoryPath, decodedCategoryPathSchema } from '../schemas/category';
import { SORT_OPTIONS } from '../sort';
import {
  CategoryPathError,
  type CategoryPathOptions,
  decodeCategoryPath,
  encodeCategoryPath,
  isBrandUrlKey,
  isDecodedCategoryPath,
  isLandingPagePath,
  readCategoryUrlKey,
} from './category-path';

const template = ['brand', 'skin_type'];

function decoded(overrides: Partial<DecodedCategoryPath> = {}): DecodedCategoryPath {
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

function decodeOk(path: string, options?: CategoryPathOptions): DecodedCategoryPath {
  const result = decodeCategoryPath(path, options);
  if (!result.ok) throw new Error(`expected ${path} to decode, got ${result.error.code}: ${result.error.message}`);
  return result.value;
}

function decodeError(path: string, options?: CategoryPathOptions): CategoryPathError {
  const result = decodeCategoryPath(path, options);
  if (result.ok) throw new Error(`expected ${path} to be refused`);
  return result.error;
}

describe('decodeCategoryPath', () => {
  it('takes the url key from the part of the first segment before the first underscore', () => {
    expect(decodeOk('/kremy-do-twarzy')).toEqual(decoded());
    expect(decodeOk('/kremy-do-twarzy_bestsellery').url_key).toBe('kremy-do-twarzy');
  });

  it('reads the promo filter slugs joined by underscores as the 0/1 flags', () => {
    expect(decodeOk('/kremy-do-twarzy_bestsellery_nowosci_promocje').additionalFilters).toEqual({
      bestseller: ['1'],
      new_until_date: ['1'],
      offer_sale: ['1'],
    });
  });

  it('reads the shop filter as dot-joined values', () => {
    expect(decodeOk('/kremy-do-twarzy_promocje_sklep.rossmann.hebe').additionalFilters).toEqual({
      offer_sale: ['1'],
      partner: ['rossmann', 'hebe'],
    });
  });

  it('reads key filters from the second segment in url_template order, values joined by dots', () => {
    expect(decodeOk('/kremy-do-twarzy/marka-nivea.marka-garnier_sucha', { urlTemplate: template }).keyFilters).toEqual({
      brand: ['marka-nivea', 'marka-garnier'],
      skin_type: ['sucha'],
    });
    expect(decodeOk('/kremy-do-twarzy/_sucha', { urlTemplate: template }).keyFilters).toEqual({ skin_type: ['sucha'] });
  });

  it('reads additional filters as name.value pairs after the key filter slots', () => {
    const value = decodeOk('/kremy-do-twarzy/marka-nivea__pojemnosc.50-ml_pojemnosc.100-ml_spf.30', {
      urlTemplate: template,
    });
    expect(value.keyFilters).toEqual({ brand: ['marka-nivea'] });
    expect(value.additionalFilters).toEqual({ pojemnosc: ['50-ml', '100-ml'], spf: ['30'] });
    expect(decodeOk('/kremy/kolor.czerwony', { urlTemplate: [] }).additionalFilters).toEqual({ kolor: ['czerwony'] });
  });

  it('takes the sort from the query as value_direction, and keeps the rest of the query', () => {
    const value = decodeOk('/kremy-do-twarzy?q=krem+nawil%C5%BCaj%C4%85cy&sort=number_of_reviews_desc&page=2');
    expect(value.sort).toEqual({ value: 'number_of_reviews', direction: 'desc' });
    expect(value.queryParams).toEqual({ q: 'krem nawilżający', page: '2' });
  });

  it('drops every query key that listing URLs ignore', () => {
    const query = LISTING_IGNORED_QUERY_KEYS.map((key) => `${key}=x`).join('&');
    expect(decodeOk(`/kremy-do-twarzy?${query}&utm_source=newsletter`).queryParams).toEqual({
      utm_source: 'newsletter',
    });
  });

  it('reads the hash', () => {
    expect(decodeOk('/kremy-do-twarzy?page=2#opinie').hash).toBe('opinie');
    expect(decodeOk('/kremy-do-twarzy#').hash).toBeNull();
  });

  it('decodes a brand page and a full example', () => {
    expect(
      decodeOk('/kosmetyki/marka-nivea_bestsellery_sklep.rossmann/sucha_kolor.czerwony?sort=price_asc#produkty', {
        basePath: CATALOGUE_BASE_PATH,
        urlTemplate: ['skin_type'],
      }),
    ).toEqual({
      url_key: 'marka-nivea',
      queryParams: {},
      keyFilters: { skin_type: ['sucha'] },
      additionalFilters: { bestseller: ['1'], partner: ['rossmann'], kolor: ['czerwony'] },
      sort: { value: 'price', direction: 'asc' },
      hash: 'produkty',
    });
  });

  it('decodes Polish letters whether or not the URL percent-encodes them', () => {
    const options = { urlTemplate: ['brand'] };
    expect(decodeOk('/pielęgnacja/żółć.łąka', options).keyFilters).toEqual({ brand: ['żółć', 'łąka'] });
    expect(decodeOk('/piel%C4%99gnacja/%C5%BC%C3%B3%C5%82%C4%87', options)).toEqual(
      decoded({ url_key: 'pielęgnacja', keyFilters: { brand: ['żółć'] } }),
    );
  });

  it('keeps filter names like "constructor" and "__proto__" as plain data', () => {
    const value = decodeOk('/k/constructor.a_~5F~5Fproto~5F~5F.b', { urlTemplate: [] });
    expect(Object.keys(value.additionalFilters)).toEqual(['constructor', '__proto__']);
    expect(value.additionalFilters.constructor).toEqual(['a']);
  });

  it.each([
    ['', 'EMPTY_URL_KEY'],
    ['/', 'EMPTY_URL_KEY'],
    ['/_bestsellery', 'EMPTY_URL_KEY'],
    ['//kremy', 'EMPTY_SEGMENT'],
    ['/kremy_', 'EMPTY_SEGMENT'],
    ['/kremy/a/b', 'TOO_MANY_SEGMENTS'],
    ['/kremy_hity', 'UNKNOWN_PROMO_FILTER'],
    ['/kremy_nowosci_nowosci', 'DUPLICATE_FILTER'],
    ['/kremy_sklep.a_sklep.b', 'DUPLICATE_FILTER'],
    ['/kremy_marka.nivea', 'MALFORMED_FILTER'],
    ['/kremy_sklep.', 'MALFORMED_FILTER'],
    ['/krem%E0%A4%A', 'INVALID_ESCAPE'],
    ['/krem~ZZ', 'INVALID_ESCAPE'],
    ['/krem~', 'INVALID_ESCAPE'],
    ['/kremy?sort=price_sideways', 'INVALID_SORT'],
    ['/kremy?sort=latest_asc', 'INVALID_SORT'],
    ['/kremy?q=%E0%A4%A', 'INVALID_QUERY'],
    ['/kremy#%E0%A4%A', 'INVALID_HASH'],
  ])('refuses %j with %s', (path, code) => {
    const error = decodeError(path, { urlTemplate: template });
    expect(error).toBeInstanceOf(CategoryPathError);
    expect(error.code).toBe(code);
    expect(error.message).not.toBe('');
  });

  it.each([
    ['/kremy/a.b.c', [], 'MALFORMED_FILTER'],
    ['/kremy/a._x.y.z', ['brand'], 'MALFORMED_FILTER'],
    ['/kremy/a.b_c', [], 'MALFORMED_FILTER'],
    ['/kremy/_', template, 'EMPTY_SEGMENT'],
    ['/kremy/__', template, 'MALFORMED_FILTER'],
    ['/kremy/partner.rossmann', [], 'MALFORMED_FILTER'],
    ['/kremy/bestseller.1', [], 'MALFORMED_FILTER'],
    ['/kremy/a..b', ['brand'], 'MALFORMED_FILTER'],
  ] as const)('refuses the filter segment of %j (template %j) with %s', (path, urlTemplate, code) => {
    expect(decodeError(path, { urlTemplate }).code).toBe(code);
  });

  it('reads pairs right after the template slots, even when the slots are empty', () => {
    expect(decodeOk('/kremy/_x.y', { urlTemplate: ['brand'] })).toEqual(
      decoded({ url_key: 'kremy', additionalFilters: { x: ['y'] } }),
    );
    expect(decodeOk('/kremy/x.y', { urlTemplate: ['brand'] }).keyFilters).toEqual({ brand: ['x', 'y'] });
  });

  it('needs the url_template to read a second segment, since its groups are positional', () => {
    expect(decodeError('/kremy/marka-nivea').code).toBe('MISSING_URL_TEMPLATE');
  });

  it('checks the base path', () => {
    expect(decodeError('/katalog/kremy', { basePath: CATALOGUE_BASE_PATH }).code).toBe('BASE_PATH_MISMATCH');
    expect(decodeError('/kosmetykix/kremy', { basePath: '/kosmetyki/' }).code).toBe('BASE_PATH_MISMATCH');
    expect(decodeOk('/kosmetyki/kremy/', { basePath: 'kosmetyki' }).url_key).toBe('kremy');
  });

  it('never throws, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary' }), fc.stringMatching(/^\/[a-z~%_./?#&=+0-9-]{0,30}$/), fc.anything()),
        (input) => {
          const result = decodeCategoryPath(input as string, { urlTemplate: template });
          expect(result.ok || result.error instanceof CategoryPathError).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

const polishLetters = ['ą', 'ć', 'ę', 'ł', 'ń', 'ó', 'ś', 'ź', 'ż', 'Ą', 'Ć', 'Ę', 'Ł', 'Ń', 'Ó', 'Ś', 'Ź', 'Ż'];
const structural = ['_', '.', ' ', '/', '?', '#', '&', '=', '+', '%', '~', '-'];

/** Any non-empty well-formed string, biased towards Polish letters and the codec's separators. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1 }),
  fc.string({ unit: fc.constantFrom(...polishLetters, ...structural, 'a', 'Z', '1'), minLength: 1 }),
  fc.constantFrom('__proto__', 'constructor', 'toString', '~5F', '%2E', 'lp-', 'marka-nivea'),
);

const sortArb = fc.oneof(
  fc.constant(null),
  fc.constantFrom(...SORT_OPTIONS.map((option) => ({ value: option.field, direction: option.direction }))),
  fc
    .constantFrom('price', 'number_of_hits', 'number_of_reviews')
    .chain((value) => fc.constantFrom('asc', 'desc').map((direction) => ({ value, direction }))),
);

const validDecoded = fc
  .record({
    template: fc.uniqueArray(text, { maxLength: 4 }),
    url_key: text,
    promos: fc.subarray(['bestseller', 'new_until_date', 'offer_sale'] as const),
    partner: fc.option(fc.array(text, { minLength: 1, maxLength: 3 }), { nil: undefined }),
    additional: fc.dictionary(
      text.filter((name) => !['bestseller', 'new_until_date', 'offer_sale', 'partner'].includes(name)),
      fc.array(text, { minLength: 1, maxLength: 3 }),
      { maxKeys: 3 },
    ),
    keyValues: fc.array(fc.option(fc.array(text, { minLength: 1, maxLength: 3 }), { nil: undefined }), {
      maxLength: 4,
    }),
    queryParams: fc.dictionary(
      text.filter((key) => key !== 'sort' && !(LISTING_IGNORED_QUERY_KEYS as readonly string[]).includes(key)),
      fc.string({ unit: 'grapheme' }),
      { maxKeys: 4 },
    ),
    sort: sortArb,
    hash: fc.option(text, { nil: null }),
    basePath: fc.constantFrom(undefined, CATALOGUE_BASE_PATH),
  })
  .map(({ template: urlTemplate, promos, partner, additional, keyValues, basePath, ...rest }) => {
    const keyFilters: Record<string, string[]> = {};
    urlTemplate.forEach((name, index) => {
      const values = keyValues[index];
      if (values !== undefined)
        Object.defineProperty(keyFilters, name, {
          value: values,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    });
    const additionalFilters: Record<string, string[]> = { ...additional };
    for (const promo of promos) additionalFilters[promo] = ['1'];
    if (partner !== undefined) additionalFilters.partner = partner;
    const value = { ...rest, keyFilters, additionalFilters } as DecodedCategoryPath;
    return { value, options: { urlTemplate, basePath } satisfies CategoryPathOptions };
  });

describe('encodeCategoryPath', () => {
  it('writes the url key, promo slugs, shop, key filters, additional pairs, query and hash in spec order', () => {
    expect(
      encodeCategoryPath(
        decoded({
          url_key: 'marka-nivea',
          additionalFilters: {
            partner: ['rossmann', 'hebe'],
            kolor: ['czerwony'],
            offer_sale: ['1'],
            bestseller: ['1'],
          },
          keyFilters: { brand: ['marka-nivea'] },
          queryParams: { q: 'krem', page: '2' },
          sort: { value: 'price', direction: 'asc' },
          hash: 'opinie',
        }),
        { urlTemplate: template, basePath: CATALOGUE_BASE_PATH },
      ),
    ).toBe(
      '/kosmetyki/marka-nivea_bestsellery_promocje_sklep.rossmann.hebe/marka-nivea__kolor.czerwony?page=2&q=krem&sort=price_asc#opinie',
    );
  });

  it('drops trailing empty key filter slots when no pairs follow', () => {
    expect(encodeCategoryPath(decoded({ keyFilters: { brand: ['a'] } }), { urlTemplate: template })).toBe(
      '/kremy-do-twarzy/a',
    );
    expect(encodeCategoryPath(decoded({ keyFilters: { skin_type: ['b'] } }), { urlTemplate: template })).toBe(
      '/kremy-do-twarzy/_b',
    );
    expect(encodeCategoryPath(decoded(), { urlTemplate: template })).toBe('/kremy-do-twarzy');
  });

  it('escapes separators so values keep underscores, dots and spaces, and percent-encodes Polish letters', () => {
    const path = encodeCategoryPath(decoded({ url_key: 'a_b', additionalFilters: { 'x.y': ['50 ml_ż'] } }), {
      urlTemplate: [],
    });
    expect(path).toBe('/a~5Fb/x~2Ey.50~20ml~5F%C5%BC');
  });

  it('never writes ignored query keys', () => {
    expect(encodeCategoryPath(decoded({ queryParams: { gclid: 'x', page: '3' } }))).toBe('/kremy-do-twarzy?page=3');
  });

  it.each([
    ['an empty url key', decoded({ url_key: '' }), {}, 'INVALID_DECODED_PATH'],
    [
      'an empty filter value',
      decoded({ additionalFilters: { kolor: [''] } }),
      { urlTemplate: [] },
      'INVALID_DECODED_PATH',
    ],
    ['a promo flag other than 1', decoded({ additionalFilters: { bestseller: ['0'] } }), {}, 'MALFORMED_FILTER'],
    [
      'a key filter outside the template',
      decoded({ keyFilters: { colour: ['red'] } }),
      { urlTemplate: template },
      'KEY_FILTER_NOT_IN_TEMPLATE',
    ],
    ['pairs without a template', decoded({ additionalFilters: { kolor: ['red'] } }), {}, 'MISSING_URL_TEMPLATE'],
    ['a sort query key', decoded({ queryParams: { sort: 'price_asc' } }), {}, 'INVALID_QUERY'],
  ] as const)('refuses %s with a CategoryPathError', (_case, value, options, code) => {
    expect(() => encodeCategoryPath(value as DecodedCategoryPath, options)).toThrow(
      expect.objectContaining({ name: 'CategoryPathError', code }),
    );
  });
});

describe('the category path codec', () => {
  it('decodes what it encodes, for every valid decoded path', () => {
    fc.assert(
      fc.property(validDecoded, ({ value, options }) => {
        expect(decodeCategoryPath(encodeCategoryPath(value, options), options)).toEqual({ ok: true, value });
      }),
      { numRuns: 1000 },
    );
  });

  it('round-trips Polish letters in every position', () => {
    const polish = fc.string({ unit: fc.constantFrom(...polishLetters), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(polish, polish, polish, polish, (urlKey, name, value, hash) => {
        const value_ = decoded({
          url_key: urlKey,
          keyFilters: { [name]: [value] },
          additionalFilters: { [`${name}x`]: [value], partner: [value] },
          queryParams: { [name]: value },
          hash,
        });
        const options = { urlTemplate: [name] };
        const path = encodeCategoryPath(value_, options);
        expect(path).toMatch(/^[\x21-\x7e]+$/);
        expect(decodeCategoryPath(path, options)).toEqual({ ok: true, value: value_ });
        // A proxy that percent-decodes the path once must not change the result.
        expect(decodeCategoryPath(decodeURI(path), options)).toEqual({ ok: true, value: value_ });
      }),
    );
  });
});

describe('readCategoryUrlKey', () => {
  it('reads the url key without the template, so the API can find the category first', () => {
    expect(
      readCategoryUrlKey('/kosmetyki/marka-nivea_bestsellery/x.y?sort=price_asc', { basePath: '/kosmetyki' }),
    ).toEqual({
      ok: true,
      value: 'marka-nivea',
    });
    expect(readCategoryUrlKey('/a/b/c')).toMatchObject({ ok: false, error: { code: 'TOO_MANY_SEGMENTS' } });
  });
});

describe('page kinds', () => {
  it('recognises brand url keys by marka-', () => {
    expect(isBrandUrlKey('marka-nivea')).toBe(true);
    expect(isBrandUrlKey('kremy-marka-nivea')).toBe(false);
  });

  it('recognises landing pages by lp- starting a path segment or slug word', () => {
    expect(isLandingPagePath('/lp-swieta')).toBe(true);
    expect(isLandingPagePath('/kosmetyki/kremy-lp-lato?x=1')).toBe(true);
    expect(isLandingPagePath('/kremy?ref=lp-x')).toBe(false);
    expect(isLandingPagePath('/pomoc/help-desk')).toBe(false);
  });
});

describe('isDecodedCategoryPath', () => {
  const anything = fc.anything({
    withNullPrototype: true,
    withSparseArray: true,
    withBoxedValues: true,
    withMap: true,
  });
  const values = fc.oneof(fc.array(fc.oneof(text, fc.constant(''), anything), { maxLength: 3 }), anything);
  const record = fc.oneof(
    fc.dictionary(fc.oneof(text, fc.constant('')), values, { maxKeys: 3 }),
    fc.dictionary(text, fc.array(text, { minLength: 1, maxLength: 2 }), { maxKeys: 3 }),
    fc.dictionary(text, fc.string(), { maxKeys: 3 }),
    anything,
  );
  const field = <T>(valid: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: anything });
  const candidate = fc.oneof(
    validDecoded.map(({ value }) => value as unknown),
    fc.record(
      {
        url_key: field(fc.oneof(text, fc.constant(''))),
        queryParams: record,
        keyFilters: record,
        additionalFilters: record,
        sort: field(
          fc.oneof(
            sortArb,
            fc.record({
              value: fc.constantFrom('price', 'relevance', 'latest', 'x'),
              direction: fc.constantFrom('asc', 'desc', 'up'),
            }),
          ),
        ),
        hash: field(fc.oneof(fc.constant(null), text, fc.constant(''))),
      },
      { requiredKeys: [] },
    ),
    anything,
  );

  it('accepts exactly what decodedCategoryPathSchema accepts', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        expect(isDecodedCategoryPath(value)).toBe(decodedCategoryPathSchema.safeParse(value).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('follows zod on records: plain objects, non-empty string keys, __proto__ skipped, every array index', () => {
    const symbolKeyed = { [Symbol('x')]: ['a'] };
    const withProto = JSON.parse('{"__proto__": 5}') as Record<string, string[]>;
    // eslint-disable-next-line no-sparse-arrays
    const sparse = [, 'a'] as string[];
    class Filters {}
    const cases: unknown[] = [
      decoded({ keyFilters: symbolKeyed as Record<string, string[]> }),
      decoded({ keyFilters: withProto }),
      decoded({ keyFilters: { a: sparse } }),
      decoded({ keyFilters: new Filters() as Record<string, string[]> }),
      decoded({ keyFilters: Object.create(null) as Record<string, string[]> }),
      decoded({ queryParams: [] as unknown as Record<string, string> }),
      decoded({ sort: { value: 'relevance', direction: 'asc' } }),
      Object.create(decoded()),
    ];
    for (const value of cases) {
      expect(isDecodedCategoryPath(value)).toBe(decodedCategoryPathSchema.safeParse(value).success);
    }
  });

  it('is what encodeCategoryPath checks first', () => {
    expect(() => encodeCategoryPath(decoded({ hash: '' }))).toThrow(
      expect.objectContaining({ code: 'INVALID_DECODED_PATH', message: expect.stringContaining('`hash`') }),
    );
  });
});
