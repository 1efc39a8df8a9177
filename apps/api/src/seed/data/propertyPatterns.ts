/**
 * Curated property patterns: the filters ("agg_*" facets) that categories offer, with their options.
 * Brands are not here (the `marka` key filter comes from brands.ts). Codes are ASCII snake_case, URL slugs
 * and option slugs are ASCII kebab-case, labels are Polish.
 *
 * Added field: `hex` on options of `layout: 'color'` patterns — the swatch colour shown in the filter
 * (CSS colour; 'transparent' or a gradient keyword is not used: multicolour options simply have no hex).
 */
export interface CuratedPropertyOption {
  slug: string;
  label: string;
  orderValue: number;
  /** Swatch colour (#rrggbb) for options of colour patterns. */
  hex?: string;
}

export interface CuratedPropertyPattern {
  code: string;
  label: string;
  urlSlug: string;
  layout: 'checkbox' | 'image' | 'color';
  options: CuratedPropertyOption[];
}

/** Builds options with orderValue 10, 20, 30 … in the listed order. */
function opts(...pairs: [slug: string, label: string][]): CuratedPropertyOption[] {
  return pairs.map(([slug, label], i) => ({ slug, label, orderValue: (i + 1) * 10 }));
}

function colours(...items: [slug: string, label: string, hex?: string][]): CuratedPropertyOption[] {
  return items.map(([slug, label, hex], i) => ({ slug, label, orderValue: (i + 1) * 10, ...(hex ? { hex } : {}) }));
}

export const propertyPatterns: CuratedPropertyPattern[] = [
  {
    code: 'rodzaj_skory',
    label: 'Rodzaj skóry',
    urlSlug: 'rodzaj-skory',
    layout: 'checkbox',
    options: opts(
      ['sucha', 'Sucha'],
      ['tlusta', 'Tłusta'],
      ['mieszana', 'Mieszana'],
      ['normalna', 'Normalna'],
      ['wrazliwa', 'Wrażliwa'],
      ['dojrzala', 'Dojrzała'],
      ['tradzikowa', 'Trądzikowa'],
      ['naczynkowa', 'Naczynkowa'],
      ['odwodniona', 'Odwodniona'],
      ['atopowa', 'Atopowa'],
    ),
  },
  {
    code: 'dzialanie',
    label: 'Działanie',
    urlSlug: 'dzialanie',
    layout: 'checkbox',
    options: opts(
      ['nawilzajace', 'Nawilżające'],
      ['odzywcze', 'Odżywcze'],
      ['przeciwzmarszczkowe', 'Przeciwzmarszczkowe'],
      ['matujace', 'Matujące'],
      ['rozjasniajace', 'Rozjaśniające'],
      ['lagodzace', 'Łagodzące'],
      ['zluszczajace', 'Złuszczające'],
      ['ujedrniajace', 'Ujędrniające'],
      ['regenerujace', 'Regenerujące'],
      ['ochronne', 'Ochronne'],
      ['oczyszczajace', 'Oczyszczające'],
      ['wygladzajace', 'Wygładzające'],
      ['wzmacniajace', 'Wzmacniające'],
      ['antycellulitowe', 'Antycellulitowe'],
      ['przeciwtradzikowe', 'Przeciwtrądzikowe'],
      ['odswiezajace', 'Odświeżające'],
    ),
  },
  {
    code: 'problem_skory',
    label: 'Problem skóry',
    urlSlug: 'problem-skory',
    layout: 'checkbox',
    options: opts(
      ['zmarszczki', 'Zmarszczki'],
      ['przebarwienia', 'Przebarwienia'],
      ['niedoskonalosci', 'Niedoskonałości'],
      ['rozszerzone-pory', 'Rozszerzone pory'],
      ['zaczerwienienia', 'Zaczerwienienia'],
      ['cienie-pod-oczami', 'Cienie pod oczami'],
      ['utrata-jedrnosci', 'Utrata jędrności'],
      ['szorstkosc', 'Szorstkość i przesuszenie'],
      ['cellulit', 'Cellulit'],
      ['rozstepy', 'Rozstępy'],
      ['podraznienia', 'Podrażnienia'],
      ['blyszczenie', 'Błyszczenie się skóry'],
    ),
  },
  {
    code: 'rodzaj_wlosow',
    label: 'Rodzaj włosów',
    urlSlug: 'rodzaj-wlosow',
    layout: 'image',
    options: opts(
      ['normalne', 'Normalne'],
      ['suche', 'Suche'],
      ['przetluszczajace-sie', 'Przetłuszczające się'],
      ['farbowane', 'Farbowane'],
      ['zniszczone', 'Zniszczone'],
      ['krecone', 'Kręcone i falowane'],
      ['cienkie', 'Cienkie'],
      ['geste', 'Gęste'],
      ['niskoporowate', 'Niskoporowate'],
      ['srednioporowate', 'Średnioporowate'],
      ['wysokoporowate', 'Wysokoporowate'],
      ['siwe', 'Siwe'],
    ),
  },
  {
    code: 'problem_wlosow',
    label: 'Problem włosów',
    urlSlug: 'problem-wlosow',
    layout: 'checkbox',
    options: opts(
      ['wypadanie', 'Wypadanie włosów'],
      ['lupiez', 'Łupież'],
      ['puszenie-sie', 'Puszenie się'],
      ['rozdwojone-konce', 'Rozdwojone końcówki'],
      ['brak-objetosci', 'Brak objętości'],
      ['przetluszczanie-sie', 'Przetłuszczanie się'],
      ['wrazliwa-skora-glowy', 'Wrażliwa skóra głowy'],
      ['lamliwosc', 'Łamliwość'],
      ['matowosc', 'Matowość'],
      ['platanie-sie', 'Plątanie się'],
    ),
  },
  {
    code: 'wykonczenie',
    label: 'Wykończenie',
    urlSlug: 'wykonczenie',
    layout: 'checkbox',
    options: opts(
      ['matowe', 'Matowe'],
      ['satynowe', 'Satynowe'],
      ['swietliste', 'Świetliste'],
      ['blyszczace', 'Błyszczące'],
      ['naturalne', 'Naturalne'],
      ['metaliczne', 'Metaliczne'],
      ['brokatowe', 'Brokatowe'],
    ),
  },
  {
    code: 'kolor',
    label: 'Kolor',
    urlSlug: 'kolor',
    layout: 'color',
    options: colours(
      ['czarny', 'Czarny', '#1a1a1a'],
      ['brazowy', 'Brązowy', '#6b4226'],
      ['bezowy', 'Beżowy', '#d9b99b'],
      ['nude', 'Nude', '#e3bc9a'],
      ['rozowy', 'Różowy', '#f4a6c0'],
      ['czerwony', 'Czerwony', '#c8102e'],
      ['bordowy', 'Bordowy', '#6d071a'],
      ['koralowy', 'Koralowy', '#ff7f50'],
      ['pomaranczowy', 'Pomarańczowy', '#f28c28'],
      ['fioletowy', 'Fioletowy', '#7b3f98'],
      ['sliwkowy', 'Śliwkowy', '#5e2750'],
      ['niebieski', 'Niebieski', '#1f5fbf'],
      ['zielony', 'Zielony', '#2e8b57'],
      ['szary', 'Szary', '#8a8d91'],
      ['bialy', 'Biały', '#ffffff'],
      ['zloty', 'Złoty', '#d4af37'],
      ['srebrny', 'Srebrny', '#c0c0c0'],
      ['bezbarwny', 'Bezbarwny'],
      ['wielokolorowy', 'Wielokolorowy'],
    ),
  },
  {
    code: 'kryje',
    label: 'Krycie',
    urlSlug: 'krycie',
    layout: 'checkbox',
    options: opts(['lekkie', 'Lekkie'], ['srednie', 'Średnie'], ['mocne', 'Mocne']),
  },
  {
    code: 'konsystencja',
    label: 'Konsystencja',
    urlSlug: 'konsystencja',
    layout: 'checkbox',
    options: opts(
      ['krem', 'Krem'],
      ['zel', 'Żel'],
      ['emulsja', 'Emulsja / mleczko'],
      ['serum', 'Serum'],
      ['olejek', 'Olejek'],
      ['balsam', 'Balsam'],
      ['maslo', 'Masło'],
      ['pianka', 'Pianka'],
      ['mus', 'Mus'],
      ['plyn', 'Płyn'],
      ['spray', 'Spray / mgiełka'],
      ['sztyft', 'Sztyft'],
      ['puder', 'Puder'],
      ['kostka', 'Kostka'],
    ),
  },
  {
    code: 'rodzaj_zapachu',
    label: 'Rodzaj zapachu',
    urlSlug: 'rodzaj-zapachu',
    layout: 'image',
    options: opts(
      ['kwiatowy', 'Kwiatowy'],
      ['owocowy', 'Owocowy'],
      ['cytrusowy', 'Cytrusowy'],
      ['drzewny', 'Drzewny'],
      ['orientalny', 'Orientalny'],
      ['swiezy', 'Świeży'],
      ['slodki', 'Słodki (gourmand)'],
      ['przyprawowy', 'Przyprawowy'],
      ['pudrowy', 'Pudrowy'],
      ['szyprowy', 'Szyprowy'],
      ['aromatyczny', 'Aromatyczny'],
      ['wodny', 'Wodny (morski)'],
    ),
  },
  {
    code: 'nuty_zapachowe',
    label: 'Nuty zapachowe',
    urlSlug: 'nuty-zapachowe',
    layout: 'checkbox',
    options: opts(
      ['bergamotka', 'Bergamotka'],
      ['cytryna', 'Cytryna'],
      ['pomarancza', 'Pomarańcza'],
      ['grejpfrut', 'Grejpfrut'],
      ['roza', 'Róża'],
      ['jasmin', 'Jaśmin'],
      ['piwonia', 'Piwonia'],
      ['irys', 'Irys'],
      ['frezja', 'Frezja'],
      ['lawenda', 'Lawenda'],
      ['kwiat-pomaranczy', 'Kwiat pomarańczy'],
      ['gruszka', 'Gruszka'],
      ['malina', 'Malina'],
      ['wanilia', 'Wanilia'],
      ['fasola-tonka', 'Fasola tonka'],
      ['karmel', 'Karmel'],
      ['pizmo', 'Piżmo'],
      ['ambra', 'Ambra'],
      ['paczula', 'Paczula'],
      ['drzewo-sandalowe', 'Drzewo sandałowe'],
      ['cedr', 'Cedr'],
      ['wetyweria', 'Wetyweria'],
      ['oud', 'Oud'],
      ['pieprz', 'Pieprz'],
      ['imbir', 'Imbir'],
      ['kokos', 'Kokos'],
      ['herbata', 'Herbata'],
      ['skora', 'Skóra'],
    ),
  },
  {
    code: 'przeznaczenie',
    label: 'Dla kogo',
    urlSlug: 'dla-kogo',
    layout: 'checkbox',
    options: opts(['dla-kobiet', 'Dla kobiet'], ['dla-mezczyzn', 'Dla mężczyzn'], ['unisex', 'Unisex']),
  },
  {
    code: 'wiek',
    label: 'Wiek',
    urlSlug: 'wiek',
    layout: 'checkbox',
    options: opts(
      ['od-urodzenia', 'Od urodzenia'],
      ['dzieci-3-plus', 'Dzieci 3+'],
      ['nastolatki', 'Nastolatki'],
      ['20-plus', '20+'],
      ['30-plus', '30+'],
      ['40-plus', '40+'],
      ['50-plus', '50+'],
      ['60-plus', '60+'],
    ),
  },
  {
    code: 'certyfikaty',
    label: 'Certyfikaty i deklaracje',
    urlSlug: 'certyfikaty',
    layout: 'checkbox',
    options: opts(
      ['weganski', 'Wegański'],
      ['cruelty-free', 'Cruelty free'],
      ['naturalny', 'Naturalny'],
      ['organiczny', 'Organiczny'],
      ['dermatologicznie-testowany', 'Dermatologicznie testowany'],
      ['hipoalergiczny', 'Hipoalergiczny'],
      ['dla-alergikow', 'Dla alergików'],
      ['niekomedogenny', 'Niekomedogenny'],
    ),
  },
  {
    code: 'bez_skladnikow',
    label: 'Bez składników',
    urlSlug: 'bez-skladnikow',
    layout: 'checkbox',
    options: opts(
      ['bez-parabenow', 'Bez parabenów'],
      ['bez-silikonow', 'Bez silikonów'],
      ['bez-sls-sles', 'Bez SLS i SLES'],
      ['bez-alkoholu', 'Bez alkoholu'],
      ['bez-zapachu', 'Bez kompozycji zapachowej'],
      ['bez-olejow-mineralnych', 'Bez olejów mineralnych'],
      ['bez-peg', 'Bez PEG'],
      ['bez-barwnikow', 'Bez barwników'],
    ),
  },
  {
    code: 'pojemnosc',
    label: 'Pojemność',
    urlSlug: 'pojemnosc',
    layout: 'checkbox',
    options: opts(
      ['do-15-ml', 'do 15 ml'],
      ['16-50-ml', '16–50 ml'],
      ['51-100-ml', '51–100 ml'],
      ['101-250-ml', '101–250 ml'],
      ['251-500-ml', '251–500 ml'],
      ['powyzej-500-ml', 'powyżej 500 ml'],
    ),
  },
  {
    code: 'spf',
    label: 'Filtr SPF',
    urlSlug: 'spf',
    layout: 'checkbox',
    options: opts(
      ['spf-do-15', 'do SPF 15'],
      ['spf-20-25', 'SPF 20–25'],
      ['spf-30', 'SPF 30'],
      ['spf-50', 'SPF 50'],
      ['spf-50-plus', 'SPF 50+'],
    ),
  },
];

/** The codes above, for lookups and tests. */
export const propertyPatternCodes: ReadonlySet<string> = new Set(propertyPatterns.map((p) => p.code));
