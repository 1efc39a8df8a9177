// Story and test data for the filter widgets: a face-cream listing as the category response gives it.
// Not exported by the package.
import type { AggFilter, AggFilters } from '@kwc/domain';

import type { CheckboxFilterOption } from '../CheckboxFilter';

const CATEGORY_PATH = '/kosmetyki/kremy-do-twarzy';

/** A wordmark as an SVG data URI, so stories show logos without a network. */
function wordmark(name: string, color: string, font: 'serif' | 'sans'): string {
  const family = font === 'serif' ? 'Georgia, serif' : 'Arial, Helvetica, sans-serif';
  const size = name.length > 10 ? 17 : 22;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">` +
    `<text x="80" y="31" text-anchor="middle" font-family="${family}" font-size="${size}" font-weight="700" ` +
    `letter-spacing="0.5" fill="${color}">${name}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function option(slug: string, label: string, count: number, extra: Partial<CheckboxFilterOption> = {}) {
  return {
    slug,
    label,
    url: `${CATEGORY_PATH}/${slug}`,
    image_desktop: null,
    image_mobile: null,
    attribute_priority: 0,
    order_value: 0,
    count,
    ...extra,
  } satisfies CheckboxFilterOption;
}

const brands: [string, string, number, string, 'serif' | 'sans'][] = [
  ['nivea', 'Nivea', 142, '#0b3b8c', 'sans'],
  ['garnier', 'Garnier', 128, '#2f6b2f', 'sans'],
  ['ziaja', 'Ziaja', 117, '#8a1c2b', 'serif'],
  ['loreal-paris', "L'Oréal Paris", 96, '#1a1a1a', 'serif'],
  ['bielenda', 'Bielenda', 88, '#7b3fa0', 'serif'],
  ['eveline-cosmetics', 'Eveline Cosmetics', 81, '#b0125b', 'serif'],
  ['la-roche-posay', 'La Roche-Posay', 74, '#1f5fa8', 'sans'],
  ['cerave', 'CeraVe', 69, '#1d4f91', 'sans'],
  ['tolpa', 'Tołpa', 61, '#3d6b35', 'serif'],
  ['vichy', 'Vichy', 57, '#1a1a1a', 'sans'],
  ['bioderma', 'Bioderma', 52, '#2a5caa', 'sans'],
  ['iwostin', 'Iwostin', 47, '#5a3d8a', 'sans'],
  ['eucerin', 'Eucerin', 41, '#c0392b', 'sans'],
  ['avene', 'Avène', 38, '#c0392b', 'serif'],
  ['lirene', 'Lirene', 35, '#1f7a6d', 'serif'],
  ['dr-irena-eris', 'Dr Irena Eris', 31, '#1a1a1a', 'serif'],
  ['pharmaceris', 'Pharmaceris', 29, '#1f5fa8', 'sans'],
  ['soraya', 'Soraya', 26, '#b0125b', 'serif'],
  ['floslek', 'Floslek', 22, '#2f6b2f', 'sans'],
  ['mixa', 'Mixa', 19, '#1f5fa8', 'sans'],
  ['yope', 'Yope', 16, '#1a1a1a', 'sans'],
  ['resibo', 'Resibo', 14, '#8a1c2b', 'serif'],
  ['clochee', 'Clochee', 12, '#5f566a', 'serif'],
  ['nacomi', 'Nacomi', 11, '#7b3fa0', 'sans'],
  ['sylveco', 'Sylveco', 9, '#2f6b2f', 'serif'],
  ['hagi', 'Hagi', 7, '#8a5a00', 'sans'],
];

/** Brands with logos (`image_desktop`), biggest first as the API sends them. */
export const brandOptions = brands.map(([slug, label, count, color, font], index) =>
  option(`marka-${slug}`, label, count, {
    image_desktop: wordmark(label, color, font),
    attribute_priority: 1,
    order_value: index,
  }),
);

/** The next page of brands, for 'Pokaż więcej'. */
export const moreBrandOptions = [
  option('marka-alterra', 'Alterra', 6),
  option('marka-isana', 'Isana', 5),
  option('marka-skin79', 'Skin79', 4),
  option('marka-the-ordinary', 'The Ordinary', 4),
  option('marka-uriage', 'Uriage', 3),
  option('marka-weleda', 'Weleda', 2),
];

/** The shop filter 'Sklep' (the partner filter). */
export const shopOptions = [
  option('rossmann', 'Rossmann', 312),
  option('hebe', 'Hebe', 276),
  option('notino', 'Notino', 241),
  option('douglas', 'Douglas', 188),
  option('super-pharm', 'Super-Pharm', 143),
  option('sephora', 'Sephora', 121),
  option('drogerie-natura', 'Drogerie Natura', 97),
  option('ezebra', 'Ezebra', 64),
  option('cocolita', 'Cocolita', 41),
  option('gemini', 'Gemini', 33),
];

/** A property pattern with the `tiles` layout. */
export const skinTypeOptions = [
  option('cera-sucha', 'Sucha', 84),
  option('cera-mieszana', 'Mieszana', 77),
  option('cera-wrazliwa', 'Wrażliwa', 71),
  option('cera-normalna', 'Normalna', 63),
  option('cera-tlusta', 'Tłusta', 52),
  option('cera-dojrzala', 'Dojrzała', 48),
  option('cera-naczynkowa', 'Naczynkowa', 23),
  option('cera-tradzikowa', 'Trądzikowa', 19),
];

/** Lipstick shades: `tiles` with a swatch colour each. */
export const shadeOptions = [
  option('odcien-nude', 'Nude', 58, { color: '#d8a48f' }),
  option('odcien-roz', 'Róż', 47, { color: '#e38aa6' }),
  option('odcien-czerwien', 'Czerwień', 42, { color: '#c1272d' }),
  option('odcien-koral', 'Koral', 27, { color: '#f0785a' }),
  option('odcien-sliwka', 'Śliwka', 21, { color: '#6d2847' }),
  option('odcien-braz', 'Brąz', 16, { color: '#8a5a44' }),
  option('odcien-transparentny', 'Transparentny', 9, { color: '#ffffff' }),
];

/** A property pattern with the `list` layout. */
export const effectOptions = [
  option('dzialanie-nawilzajace', 'Nawilżające', 156),
  option('dzialanie-odzywcze', 'Odżywcze', 98),
  option('dzialanie-lagodzace', 'Łagodzące', 87),
  option('dzialanie-przeciwzmarszczkowe', 'Przeciwzmarszczkowe', 73),
  option('dzialanie-regenerujace', 'Regenerujące', 66),
  option('dzialanie-matujace', 'Matujące', 41),
  option('dzialanie-rozswietlajace', 'Rozświetlające', 38),
  option('dzialanie-zluszczajace', 'Złuszczające', 24),
];

/** Important ingredients. */
export const ingredientOptions = [
  option('skladnik-kwas-hialuronowy', 'Kwas hialuronowy', 64),
  option('skladnik-niacynamid', 'Niacynamid', 52),
  option('skladnik-ceramidy', 'Ceramidy', 41),
  option('skladnik-witamina-c', 'Witamina C', 33),
  option('skladnik-retinol', 'Retinol', 28),
  option('skladnik-pantenol', 'Pantenol', 25),
];

function pick<T extends { slug: string }>(list: readonly T[], slugs: readonly string[]): T[] {
  return slugs.flatMap((slug) => list.filter((item) => item.slug === slug));
}

function optionsFilter(
  label: string,
  options: CheckboxFilterOption[],
  value: string[],
  total = options.length,
  predefined = false,
): AggFilter {
  return {
    type: 'options',
    label,
    visible: options.length > 0,
    predefined,
    value,
    selectedOptions: pick(options, value),
    options,
    total,
  };
}

function rangeFilter(label: string, min: number | null, max: number | null, bounds: { min: number; max: number }) {
  return {
    type: 'range',
    label,
    visible: true,
    predefined: false,
    value: { min, max },
    selectedOptions: [],
    bounds,
  } satisfies AggFilter;
}

function flagFilter(label: string, value: 0 | 1, visible = true) {
  return { type: 'flag', label, visible, predefined: false, value, selectedOptions: [] } satisfies AggFilter;
}

/** The listing's filters with a few chosen: two brands, a skin type, a price range and bestsellers. */
export const listingFilters: AggFilters = {
  agg_bestseller: flagFilter('Bestsellery', 1),
  agg_marka: optionsFilter('Marka', brandOptions, ['marka-cerave', 'marka-nivea'], 87),
  agg_rodzaj_cery: optionsFilter('Rodzaj cery', skinTypeOptions, ['cera-wrazliwa']),
  agg_price: rangeFilter('Cena', 20, 150, { min: 4, max: 389 }),
  agg_dzialanie: optionsFilter('Działanie', effectOptions, []),
  agg_partner: optionsFilter('Sklep', shopOptions, []),
  agg_skladnik: optionsFilter('Składniki', ingredientOptions, []),
  agg_number_of_reviews: rangeFilter('Liczba opinii', null, null, { min: 0, max: 1480 }),
  agg_number_of_hits: rangeFilter('Liczba HITów', null, null, { min: 0, max: 320 }),
  agg_new_until_date: flagFilter('Nowości', 0),
  agg_offer_sale: flagFilter('Promocje', 0, false),
};

/** The same listing with nothing chosen. */
export const emptyListingFilters: AggFilters = Object.fromEntries(
  Object.entries(listingFilters).map(([name, filter]) => {
    switch (filter.type) {
      case 'options':
        return [name, { ...filter, value: [], selectedOptions: [] }];
      case 'range':
        return [name, { ...filter, value: { min: null, max: null } }];
      case 'flag':
        return [name, { ...filter, value: 0 }];
    }
  }),
) as AggFilters;

/** A landing page 'Kremy Nivea': the brand is fixed by the page, the visitor added a skin type. */
export const landingPageFilters: AggFilters = {
  ...emptyListingFilters,
  agg_marka: optionsFilter('Marka', brandOptions, ['marka-nivea'], 87, true),
  agg_rodzaj_cery: optionsFilter('Rodzaj cery', skinTypeOptions, ['cera-sucha']),
};

/** Layouts of the listing's property patterns (the category's `property_patterns`). */
export const listingLayouts = { agg_marka: 'logos', agg_rodzaj_cery: 'tiles' } as const;
