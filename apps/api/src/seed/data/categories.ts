/**
 * Curated Polish category tree of the KWC catalogue.
 *
 * - `urlKey` is unique across the whole tree (ASCII, lowercase, hyphens); every url key of the `uroda`
 *   menu (seed/content.ts) exists here.
 * - `adultsOnly`, `propertyPatterns` and `urlTemplate` are inherited by children when absent.
 * - `obfTags` are Open Beauty Facts category tags (taxonomy `taxonomies/beauty/categories.txt`) whose
 *   products belong here. A tag is the first `en:` name of an entry, lower-cased, with every run of
 *   characters other than a-z and 0-9 turned into one hyphen — the way OBF itself canonicalises tags,
 *   and the form found in the products' `categories_tags` (so "Shampoos + shower gels" is
 *   `en:shampoos-shower-gels`, "Children's toothpastes" is `en:children-s-toothpastes`). Each tag is mapped
 *   once, to the most specific category that fits; generic OBF parents map to the top-level branches. A few
 *   tags that OBF products use although the taxonomy lists them under another name (e.g. `en:nail-polish`,
 *   `en:mouthwashes`, `en:body-lotion`, `en:lip-cosmetics`, `en:solid-shampoos`) are mapped as well.
 *   A handful of `fr:` tags that OBF products carry untranslated (e.g. `fr:savons-liquides`) are mapped too.
 *   OBF entries without a beauty meaning (non-beauty products, eye drops, tablets) are left unmapped.
 * - Every leaf has `productTypes`: Polish product-type phrases that start generated product names.
 */
export interface CuratedCategory {
  name: string;
  urlKey: string;
  adultsOnly?: boolean;
  propertyPatterns?: string[];
  urlTemplate?: string[];
  obfTags?: string[];
  productTypes?: string[];
  description?: string;
  children?: CuratedCategory[];
}

const FACE = [
  'rodzaj_skory',
  'dzialanie',
  'problem_skory',
  'wiek',
  'konsystencja',
  'certyfikaty',
  'bez_skladnikow',
  'pojemnosc',
];
const BODY = [
  'rodzaj_skory',
  'dzialanie',
  'problem_skory',
  'konsystencja',
  'certyfikaty',
  'bez_skladnikow',
  'pojemnosc',
];
const SUN = ['spf', 'rodzaj_skory', 'konsystencja', 'certyfikaty', 'bez_skladnikow', 'pojemnosc'];
const HAIR = [
  'rodzaj_wlosow',
  'problem_wlosow',
  'dzialanie',
  'konsystencja',
  'certyfikaty',
  'bez_skladnikow',
  'pojemnosc',
];
const FACE_MAKEUP = ['kolor', 'kryje', 'wykonczenie', 'rodzaj_skory', 'spf', 'certyfikaty'];
const COLOUR_MAKEUP = ['kolor', 'wykonczenie', 'certyfikaty'];
const PERFUME = ['przeznaczenie', 'rodzaj_zapachu', 'nuty_zapachowe', 'pojemnosc'];
const HYGIENE = ['rodzaj_skory', 'dzialanie', 'przeznaczenie', 'certyfikaty', 'bez_skladnikow', 'pojemnosc'];
const KIDS = ['wiek', 'rodzaj_skory', 'certyfikaty', 'bez_skladnikow', 'pojemnosc'];

export const categoryTree: CuratedCategory[] = [
  {
    name: 'Pielęgnacja twarzy',
    urlKey: 'pielegnacja-twarzy',
    propertyPatterns: FACE,
    urlTemplate: ['marka', 'rodzaj_skory'],
    obfTags: ['en:face'],
    description:
      'Kremy, sera, maseczki i kosmetyki do oczyszczania twarzy z opiniami użytkowniczek KWC. Sprawdź, co naprawdę działa na Twój rodzaj skóry.',
    children: [
      {
        name: 'Kremy do twarzy',
        urlKey: 'kremy-do-twarzy',
        obfTags: ['en:facial-creams', 'en:day-and-night-creams'],
        description: 'Kremy na dzień, na noc i do każdego rodzaju cery — porównaj składy, ceny i recenzje.',
        children: [
          {
            name: 'Kremy na dzień',
            urlKey: 'kremy-na-dzien',
            obfTags: ['en:day-creams'],
            productTypes: [
              'Krem na dzień',
              'Lekki krem na dzień',
              'Krem nawilżający na dzień',
              'Krem matujący na dzień',
            ],
            description: 'Kremy na dzień, które nawilżają, chronią i dobrze współpracują z makijażem.',
          },
          {
            name: 'Kremy na noc',
            urlKey: 'kremy-na-noc',
            obfTags: ['en:night-creams'],
            productTypes: ['Krem na noc', 'Regenerujący krem na noc', 'Odżywczy krem na noc', 'Maska-krem na noc'],
            description: 'Bogatsze formuły do stosowania wieczorem, wspierające regenerację skóry podczas snu.',
          },
          {
            name: 'Kremy nawilżające',
            urlKey: 'kremy-nawilzajace',
            obfTags: ['en:moisturizing-creams', 'en:moisturizing-cream'],
            productTypes: [
              'Krem nawilżający',
              'Krem-żel nawilżający',
              'Nawilżający krem do twarzy',
              'Krem intensywnie nawilżający',
            ],
            description: 'Kremy, które uzupełniają wilgoć w naskórku i wzmacniają barierę hydrolipidową.',
          },
          {
            name: 'Kremy przeciwzmarszczkowe',
            urlKey: 'kremy-przeciwzmarszczkowe',
            obfTags: ['en:anti-wrinkles-creams', 'en:anti-aging-face-care-products'],
            productTypes: ['Krem przeciwzmarszczkowy', 'Krem ujędrniający', 'Krem liftingujący', 'Krem z retinolem'],
            description: 'Kosmetyki do skóry dojrzałej: z retinoidami, peptydami i antyoksydantami.',
          },
          {
            name: 'Kremy z filtrem do twarzy',
            urlKey: 'kremy-z-filtrem-do-twarzy',
            propertyPatterns: ['spf', ...FACE],
            obfTags: ['en:facial-sunscreens'],
            productTypes: [
              'Krem z filtrem SPF 50',
              'Fluid ochronny SPF 50+',
              'Krem ochronny SPF 30',
              'Lekka emulsja z filtrem',
            ],
            description: 'Codzienna ochrona przed promieniowaniem UVA i UVB — fluidy, kremy i mgiełki z filtrem.',
          },
        ],
      },
      {
        name: 'Kremy pod oczy',
        urlKey: 'kremy-pod-oczy',
        obfTags: ['en:eye-contour-creams', 'fr:contours-des-yeux'],
        productTypes: ['Krem pod oczy', 'Żel pod oczy', 'Serum pod oczy', 'Płatki pod oczy'],
        description: 'Kremy, żele i płatki na cienie, obrzęki i pierwsze zmarszczki wokół oczu.',
      },
      {
        name: 'Serum do twarzy',
        urlKey: 'serum-do-twarzy',
        productTypes: [
          'Serum do twarzy',
          'Serum nawilżające',
          'Serum z witaminą C',
          'Serum z niacynamidem',
          'Ampułka do twarzy',
        ],
        description:
          'Skoncentrowane sera z aktywnymi składnikami: kwasem hialuronowym, niacynamidem, retinolem i witaminą C.',
      },
      {
        name: 'Oczyszczanie twarzy',
        urlKey: 'oczyszczanie-twarzy',
        obfTags: ['en:cleansers', 'en:nose-strips'],
        description: 'Demakijaż i mycie twarzy: płyny micelarne, żele, pianki, olejki i toniki.',
        children: [
          {
            name: 'Płyny micelarne',
            urlKey: 'plyny-micelarne',
            obfTags: ['en:cleansing-waters', 'en:micellar-water'],
            productTypes: ['Płyn micelarny', 'Woda micelarna', 'Dwufazowy płyn micelarny'],
          },
          {
            name: 'Żele i pianki do mycia twarzy',
            urlKey: 'zele-do-mycia-twarzy',
            productTypes: [
              'Żel do mycia twarzy',
              'Pianka do mycia twarzy',
              'Emulsja do mycia twarzy',
              'Olejek do demakijażu',
            ],
          },
          {
            name: 'Mleczka do demakijażu',
            urlKey: 'mleczka-do-demakijazu',
            obfTags: ['en:cleansing-milks'],
            productTypes: ['Mleczko do demakijażu', 'Mleczko oczyszczające', 'Balsam do demakijażu'],
          },
          {
            name: 'Demakijaż oczu',
            urlKey: 'demakijaz-oczu',
            obfTags: ['en:eye-makeup-remover'],
            productTypes: ['Płyn do demakijażu oczu', 'Dwufazowy płyn do demakijażu oczu', 'Żel do demakijażu oczu'],
          },
          {
            name: 'Toniki i hydrolaty',
            urlKey: 'toniki-do-twarzy',
            obfTags: ['en:face-lotions'],
            productTypes: ['Tonik do twarzy', 'Tonik nawilżający', 'Tonik kwasowy', 'Hydrolat', 'Esencja do twarzy'],
          },
          {
            name: 'Peelingi do twarzy',
            urlKey: 'peelingi-do-twarzy',
            obfTags: ['en:face-scrubs'],
            productTypes: ['Peeling do twarzy', 'Peeling enzymatyczny', 'Peeling kwasowy', 'Peeling gruboziarnisty'],
          },
        ],
      },
      {
        name: 'Maseczki do twarzy',
        urlKey: 'maseczki-do-twarzy',
        obfTags: ['en:face-masks'],
        productTypes: [
          'Maseczka do twarzy',
          'Maska w płachcie',
          'Maseczka glinkowa',
          'Maska nawilżająca',
          'Maseczka oczyszczająca',
        ],
        description: 'Maski w płachcie, glinki, maski kremowe i całonocne — szybki zastrzyk pielęgnacji.',
      },
      {
        name: 'Pielęgnacja ust',
        urlKey: 'pielegnacja-ust',
        obfTags: ['en:lip-balms', 'en:lip-balms-with-sun-protection'],
        productTypes: ['Balsam do ust', 'Pomadka ochronna', 'Peeling do ust', 'Maska do ust na noc'],
        description: 'Balsamy, pomadki ochronne i peelingi, które chronią usta przed przesuszeniem.',
      },
    ],
  },
  {
    name: 'Pielęgnacja ciała',
    urlKey: 'pielegnacja-ciala',
    propertyPatterns: BODY,
    urlTemplate: ['marka', 'dzialanie'],
    obfTags: ['en:body', 'en:body-gels', 'en:body-powders', 'en:petroleum-jellies'],
    description: 'Balsamy, masła, olejki i peelingi do ciała oraz kosmetyki do opalania — z opiniami i składami.',
    children: [
      {
        name: 'Balsamy i mleczka do ciała',
        urlKey: 'balsamy-do-ciala',
        obfTags: ['en:body-milks', 'en:body-lotion'],
        productTypes: ['Balsam do ciała', 'Mleczko do ciała', 'Emulsja do ciała', 'Balsam nawilżający do ciała'],
      },
      {
        name: 'Masła i kremy do ciała',
        urlKey: 'masla-do-ciala',
        obfTags: ['en:body-creams', 'en:body-balms-and-butters'],
        productTypes: ['Masło do ciała', 'Krem do ciała', 'Mus do ciała', 'Odżywcze masło do ciała'],
      },
      {
        name: 'Olejki do ciała',
        urlKey: 'olejki-do-ciala',
        obfTags: ['en:body-oils', 'en:massage-oils', 'en:massage-gels'],
        productTypes: ['Olejek do ciała', 'Suchy olejek do ciała', 'Olejek do masażu', 'Oliwka do ciała'],
      },
      {
        name: 'Peelingi do ciała',
        urlKey: 'peelingi-do-ciala',
        obfTags: ['en:body-scrubs'],
        productTypes: ['Peeling do ciała', 'Peeling cukrowy', 'Peeling solny', 'Peeling kawowy'],
      },
      {
        name: 'Kosmetyki antycellulitowe i ujędrniające',
        urlKey: 'kosmetyki-antycellulitowe',
        obfTags: ['en:slimming-gels'],
        productTypes: [
          'Balsam antycellulitowy',
          'Serum ujędrniające do ciała',
          'Żel wyszczuplający',
          'Olejek antycellulitowy',
        ],
      },
      {
        name: 'Kosmetyki na rozstępy',
        urlKey: 'kosmetyki-na-rozstepy',
        productTypes: ['Krem na rozstępy', 'Olejek na rozstępy', 'Serum na rozstępy'],
      },
      {
        name: 'Pielęgnacja biustu',
        urlKey: 'pielegnacja-biustu',
        obfTags: ['en:bust'],
        productTypes: ['Serum do biustu', 'Krem ujędrniający do biustu', 'Żel do biustu'],
      },
      {
        name: 'Kremy do rąk',
        urlKey: 'kremy-do-rak',
        obfTags: ['en:hand-creams', 'en:hand-lotion'],
        productTypes: ['Krem do rąk', 'Regenerujący krem do rąk', 'Maska do dłoni', 'Balsam do rąk'],
      },
      {
        name: 'Pielęgnacja stóp i nóg',
        urlKey: 'pielegnacja-stop',
        obfTags: ['en:foot-creams', 'en:leg-care-products'],
        productTypes: ['Krem do stóp', 'Krem do pięt z mocznikiem', 'Skarpetki złuszczające', 'Żel chłodzący do nóg'],
      },
      {
        name: 'Kosmetyki do opalania',
        urlKey: 'kosmetyki-do-opalania',
        propertyPatterns: SUN,
        urlTemplate: ['marka', 'spf'],
        obfTags: ['en:suncare', 'en:tan-preparers'],
        description: 'Balsamy i spraye z filtrem, kosmetyki po opalaniu i samoopalacze na lato i cały rok.',
        children: [
          {
            name: 'Balsamy i spraye z filtrem',
            urlKey: 'balsamy-z-filtrem',
            obfTags: ['en:in-sun-protections', 'en:sunscreen'],
            productTypes: ['Balsam do opalania', 'Spray ochronny', 'Mleczko do opalania', 'Olejek do opalania'],
          },
          {
            name: 'Kosmetyki po opalaniu',
            urlKey: 'kosmetyki-po-opalaniu',
            obfTags: ['en:after-sun-care'],
            productTypes: [
              'Balsam po opalaniu',
              'Żel po opalaniu',
              'Pianka po opalaniu',
              'Mleczko łagodzące po opalaniu',
            ],
          },
          {
            name: 'Samoopalacze',
            urlKey: 'samoopalacze',
            obfTags: ['en:self-tanner'],
            productTypes: ['Samoopalacz', 'Pianka samoopalająca', 'Balsam brązujący', 'Krople samoopalające'],
          },
        ],
      },
    ],
  },
  {
    name: 'Pielęgnacja włosów',
    urlKey: 'pielegnacja-wlosow',
    propertyPatterns: HAIR,
    urlTemplate: ['marka', 'rodzaj_wlosow'],
    obfTags: ['en:hair', 'en:hair-care'],
    description:
      'Szampony, odżywki, maski, olejki i wcierki — pielęgnacja dopasowana do porowatości i potrzeb Twoich włosów.',
    children: [
      {
        name: 'Szampony',
        urlKey: 'szampony',
        obfTags: [
          'en:shampoos',
          'en:2-in-1-shampoos',
          'en:shampoos-conditioners',
          'en:shampoos-for-oily-hair',
          'en:shampoo-for-dry-hair',
          'en:anti-dryness-shampoos',
          'en:untangling-shampoos',
          'en:shampoos-for-colored-hair',
          'en:anti-dandruff-shampoos',
          'en:anti-hair-loss-shampoos',
          'en:fortifying-shampoos',
          'en:natural-extract-shampoos',
          'en:linden-shampoos',
          'en:nettle-shampoos',
          'en:lemon-balm-shampoos',
          'en:chamomile-shampoos',
          'en:honey-shampoos',
        ],
        productTypes: [
          'Szampon do włosów',
          'Szampon nawilżający',
          'Szampon oczyszczający',
          'Szampon przeciwłupieżowy',
          'Szampon wzmacniający',
          'Szampon do włosów farbowanych',
          'Szampon ziołowy',
        ],
        description: 'Szampony do każdego rodzaju włosów i skóry głowy — od delikatnych po mocno oczyszczające.',
      },
      {
        name: 'Suche szampony i szampony w kostce',
        urlKey: 'suche-szampony',
        obfTags: ['en:dry-shampoos', 'en:solid-shampoos'],
        productTypes: ['Suchy szampon', 'Szampon w kostce', 'Suchy szampon do ciemnych włosów'],
      },
      {
        name: 'Odżywki do włosów',
        urlKey: 'odzywki-do-wlosow',
        obfTags: [
          'en:hair-conditioners',
          'en:anti-dandruff-hair-conditioners',
          'en:hair-conditioners-for-colored-hair',
          'en:hair-conditioners-for-greasy-hair',
          'en:hair-conditioners-for-regular-hair',
          'en:hair-conditioners-for-dry-hair',
          'en:hair-conditioners-for-damaged-hair',
        ],
        productTypes: [
          'Odżywka do włosów',
          'Odżywka emolientowa',
          'Odżywka proteinowa',
          'Odżywka humektantowa',
          'Odżywka bez spłukiwania',
          'Odżywka w sprayu',
        ],
      },
      {
        name: 'Maski do włosów',
        urlKey: 'maski-do-wlosow',
        obfTags: ['en:hair-masks'],
        productTypes: ['Maska do włosów', 'Maska regenerująca', 'Maska nawilżająca do włosów', 'Maska proteinowa'],
      },
      {
        name: 'Olejki i sera do włosów',
        urlKey: 'olejki-do-wlosow',
        productTypes: ['Olejek do włosów', 'Olejek do olejowania włosów', 'Serum na końcówki', 'Eliksir do włosów'],
      },
      {
        name: 'Wcierki i kuracje do skóry głowy',
        urlKey: 'wcierki-do-wlosow',
        productTypes: [
          'Wcierka do skóry głowy',
          'Ampułki przeciw wypadaniu włosów',
          'Peeling do skóry głowy',
          'Serum do skóry głowy',
        ],
      },
      {
        name: 'Stylizacja włosów',
        urlKey: 'stylizacja-wlosow',
        obfTags: ['en:hair-styling-products', 'fr:coiffants', 'en:hair-sprays', 'en:hair-gel', 'en:hair-straightening'],
        productTypes: [
          'Lakier do włosów',
          'Pianka do włosów',
          'Żel do włosów',
          'Spray termoochronny',
          'Krem do stylizacji loków',
          'Pasta do stylizacji',
        ],
      },
      {
        name: 'Farby i koloryzacja',
        urlKey: 'farby-do-wlosow',
        propertyPatterns: ['kolor', 'rodzaj_wlosow', 'certyfikaty', 'bez_skladnikow'],
        urlTemplate: ['marka', 'kolor'],
        obfTags: ['en:hair-dyes'],
        productTypes: [
          'Farba do włosów',
          'Krem koloryzujący',
          'Farba bez amoniaku',
          'Toner do włosów',
          'Henna do włosów',
        ],
      },
    ],
  },
  {
    name: 'Makijaż',
    urlKey: 'makijaz',
    propertyPatterns: COLOUR_MAKEUP,
    urlTemplate: ['marka', 'kolor'],
    obfTags: ['en:makeup', 'en:halloween-cosmetics'],
    description:
      'Podkłady, tusze do rzęs, pomadki i cienie — kosmetyki kolorowe z opiniami i zdjęciami od użytkowniczek.',
    children: [
      {
        name: 'Makijaż twarzy',
        urlKey: 'makijaz-twarzy',
        propertyPatterns: FACE_MAKEUP,
        obfTags: ['en:face-makeup'],
        children: [
          {
            name: 'Podkłady',
            urlKey: 'podklady',
            obfTags: ['en:foundations', 'en:liquid-foundations', 'en:powder-foundations'],
            productTypes: [
              'Podkład do twarzy',
              'Podkład matujący',
              'Podkład rozświetlający',
              'Podkład kryjący',
              'Podkład mineralny',
            ],
          },
          {
            name: 'Kremy BB i CC',
            urlKey: 'kremy-bb-i-cc',
            obfTags: ['en:bb-creams', 'en:cc-creams', 'en:dd-creams'],
            productTypes: ['Krem BB', 'Krem CC', 'Krem tonujący', 'Fluid tonujący'],
          },
          {
            name: 'Korektory',
            urlKey: 'korektory',
            productTypes: ['Korektor pod oczy', 'Korektor w płynie', 'Korektor kryjący', 'Korektor w sztyfcie'],
          },
          {
            name: 'Pudry',
            urlKey: 'pudry',
            obfTags: ['en:loose-powders', 'en:setting-powders', 'fr:poudres-libres'],
            productTypes: ['Puder sypki', 'Puder prasowany', 'Puder matujący', 'Puder transparentny'],
          },
          {
            name: 'Róże do policzków',
            urlKey: 'roze-do-policzkow',
            obfTags: ['en:blush'],
            productTypes: ['Róż do policzków', 'Róż w kremie', 'Róż w płynie'],
          },
          {
            name: 'Bronzery i rozświetlacze',
            urlKey: 'bronzery-i-rozswietlacze',
            obfTags: ['en:bronzing-powders'],
            productTypes: ['Bronzer', 'Rozświetlacz', 'Paleta do konturowania', 'Rozświetlacz w płynie'],
          },
          {
            name: 'Bazy i utrwalacze makijażu',
            urlKey: 'bazy-pod-makijaz',
            obfTags: ['en:makeup-primers'],
            productTypes: ['Baza pod makijaż', 'Baza wygładzająca', 'Spray utrwalający makijaż', 'Mgiełka utrwalająca'],
          },
        ],
      },
      {
        name: 'Makijaż oczu',
        urlKey: 'makijaz-oczu',
        obfTags: ['en:eyes-makeup', 'en:eyes'],
        children: [
          {
            name: 'Tusze do rzęs',
            urlKey: 'tusze-do-rzes',
            obfTags: ['en:mascara'],
            productTypes: ['Tusz do rzęs', 'Tusz pogrubiający', 'Tusz wydłużający', 'Wodoodporny tusz do rzęs'],
          },
          {
            name: 'Eyelinery',
            urlKey: 'eyelinery',
            obfTags: ['en:eyeliners', 'en:liquid-eyeliner'],
            productTypes: ['Eyeliner w płynie', 'Eyeliner w pisaku', 'Eyeliner w żelu'],
          },
          {
            name: 'Kredki do oczu',
            urlKey: 'kredki-do-oczu',
            obfTags: ['en:eye-pencils', 'en:kohl-pencils'],
            productTypes: ['Kredka do oczu', 'Kredka kohl', 'Automatyczna kredka do oczu'],
          },
          {
            name: 'Cienie do powiek',
            urlKey: 'cienie-do-powiek',
            obfTags: ['en:eyeshadows'],
            productTypes: ['Paleta cieni do powiek', 'Cień do powiek', 'Cień w kremie', 'Cień w sztyfcie'],
          },
          {
            name: 'Makijaż brwi',
            urlKey: 'makijaz-brwi',
            productTypes: ['Kredka do brwi', 'Żel do brwi', 'Pomada do brwi', 'Mydło do stylizacji brwi'],
          },
          {
            name: 'Odżywki do rzęs i brwi',
            urlKey: 'odzywki-do-rzes',
            productTypes: ['Odżywka do rzęs', 'Serum do rzęs i brwi', 'Baza pod tusz'],
          },
        ],
      },
      {
        name: 'Makijaż ust',
        urlKey: 'makijaz-ust',
        obfTags: ['en:lip-makeup', 'en:lip-cosmetics', 'en:lip-stickers'],
        children: [
          {
            name: 'Pomadki',
            urlKey: 'pomadki',
            obfTags: ['en:lipsticks'],
            productTypes: ['Pomadka do ust', 'Matowa pomadka w płynie', 'Pomadka satynowa', 'Szminka'],
          },
          {
            name: 'Błyszczyki',
            urlKey: 'blyszczyki',
            obfTags: ['en:lip-gloss'],
            productTypes: ['Błyszczyk do ust', 'Błyszczyk powiększający usta', 'Olejek do ust'],
          },
          {
            name: 'Konturówki do ust',
            urlKey: 'konturowki-do-ust',
            obfTags: ['en:lip-pencils', 'en:lip-and-cheek-pencils'],
            productTypes: ['Konturówka do ust', 'Kredka do ust', 'Automatyczna konturówka'],
          },
        ],
      },
      {
        name: 'Akcesoria do makijażu',
        urlKey: 'akcesoria-do-makijazu',
        propertyPatterns: ['certyfikaty'],
        urlTemplate: ['marka'],
        productTypes: ['Pędzel do podkładu', 'Gąbka do makijażu', 'Zestaw pędzli', 'Zalotka', 'Puszek do pudru'],
      },
    ],
  },
  {
    name: 'Perfumy',
    urlKey: 'perfumy',
    propertyPatterns: PERFUME,
    urlTemplate: ['marka', 'rodzaj_zapachu'],
    obfTags: ['en:perfumes', 'en:eau-de-toilette'],
    description: 'Perfumy damskie, męskie i unisex — opisy nut zapachowych, trwałość i opinie perfumoholiczek.',
    children: [
      {
        name: 'Perfumy damskie',
        urlKey: 'perfumy-damskie',
        obfTags: ['en:women-perfumes'],
        productTypes: ['Woda perfumowana', 'Woda toaletowa', 'Perfumy', 'Woda perfumowana intense'],
      },
      {
        name: 'Perfumy męskie',
        urlKey: 'perfumy-meskie',
        obfTags: ['en:men-perfumes', 'en:cologne'],
        productTypes: ['Woda toaletowa', 'Woda perfumowana', 'Woda kolońska', 'Perfumy'],
      },
      {
        name: 'Mgiełki do ciała',
        urlKey: 'mgielki-do-ciala',
        obfTags: ['en:body-mists'],
        productTypes: ['Mgiełka do ciała', 'Perfumowana mgiełka do ciała i włosów'],
      },
      {
        name: 'Perfumy unisex',
        urlKey: 'perfumy-unisex',
        productTypes: ['Woda perfumowana unisex', 'Perfumy w olejku', 'Woda toaletowa unisex'],
      },
      {
        name: 'Zestawy zapachowe',
        urlKey: 'zestawy-zapachowe',
        productTypes: ['Zestaw upominkowy', 'Zestaw: woda perfumowana i balsam', 'Miniatury perfum'],
      },
    ],
  },
  {
    name: 'Paznokcie',
    urlKey: 'paznokcie',
    propertyPatterns: ['kolor', 'wykonczenie', 'certyfikaty', 'bez_skladnikow'],
    urlTemplate: ['marka', 'kolor'],
    obfTags: ['en:nail-products'],
    description: 'Lakiery klasyczne i hybrydowe, odżywki, zmywacze i akcesoria do manicure.',
    children: [
      {
        name: 'Lakiery klasyczne',
        urlKey: 'lakiery-do-paznokci',
        obfTags: [
          'en:nail-makeup',
          'en:nail-polishes',
          'en:nail-polish',
          'en:nail-polish-thinners',
          'en:nail-polish-drying-drops-sprays',
        ],
        productTypes: ['Lakier do paznokci', 'Lakier żelowy', 'Szybkoschnący lakier do paznokci'],
      },
      {
        name: 'Lakiery hybrydowe',
        urlKey: 'lakiery-hybrydowe',
        productTypes: ['Lakier hybrydowy', 'Lakier hybrydowy 3w1', 'Żel do przedłużania paznokci'],
      },
      {
        name: 'Bazy i topy',
        urlKey: 'bazy-i-topy',
        obfTags: ['en:top-coat'],
        productTypes: ['Top do lakieru', 'Baza pod lakier', 'Top matowy', 'Baza hybrydowa'],
      },
      {
        name: 'Odżywki do paznokci',
        urlKey: 'odzywki-do-paznokci',
        obfTags: ['en:nail-hardener'],
        productTypes: ['Odżywka do paznokci', 'Utwardzacz do paznokci', 'Serum do paznokci'],
      },
      {
        name: 'Pielęgnacja skórek',
        urlKey: 'pielegnacja-skorek',
        obfTags: ['en:cuticle-creams-oils', 'fr:huiles-pour-les-ongles'],
        productTypes: ['Oliwka do skórek', 'Krem do skórek', 'Żel do usuwania skórek'],
      },
      {
        name: 'Zmywacze do paznokci',
        urlKey: 'zmywacze-do-paznokci',
        obfTags: ['en:nail-polish-removers', 'en:nail-polish-remover'],
        productTypes: ['Zmywacz do paznokci', 'Zmywacz bezacetonowy', 'Płyn do usuwania hybrydy'],
      },
      {
        name: 'Sztuczne paznokcie i zdobienia',
        urlKey: 'sztuczne-paznokcie',
        obfTags: ['en:false-nails', 'en:manicure-glues', 'en:nail-art-kits-accessories', 'en:nail-patch'],
        productTypes: ['Tipsy', 'Naklejki na paznokcie', 'Klej do tipsów', 'Pyłek do zdobień'],
      },
      {
        name: 'Akcesoria do manicure',
        urlKey: 'akcesoria-do-manicure',
        propertyPatterns: ['certyfikaty'],
        urlTemplate: ['marka'],
        productTypes: ['Pilnik do paznokci', 'Polerka do paznokci', 'Cążki do skórek', 'Lampa UV/LED'],
      },
    ],
  },
  {
    name: 'Higiena',
    urlKey: 'higiena',
    propertyPatterns: HYGIENE,
    urlTemplate: ['marka'],
    obfTags: ['en:hygiene'],
    description: 'Żele pod prysznic, mydła, dezodoranty, pasty do zębów i kosmetyki do higieny intymnej.',
    children: [
      {
        name: 'Kąpiel i prysznic',
        urlKey: 'kapiel-i-prysznic',
        obfTags: ['en:showers-and-baths'],
        children: [
          {
            name: 'Żele pod prysznic',
            urlKey: 'zele-pod-prysznic',
            obfTags: ['en:shower-gels', 'en:shower-creams', 'en:shower-oils', 'fr:cremes-douche'],
            productTypes: [
              'Żel pod prysznic',
              'Kremowy żel pod prysznic',
              'Olejek pod prysznic',
              'Pianka pod prysznic',
            ],
          },
          {
            name: 'Płyny i sole do kąpieli',
            urlKey: 'plyny-do-kapieli',
            obfTags: ['en:bubble-baths', 'en:bath-salts'],
            productTypes: ['Płyn do kąpieli', 'Sól do kąpieli', 'Kula do kąpieli', 'Olejek do kąpieli'],
          },
          {
            name: 'Mydła w kostce',
            urlKey: 'mydla',
            obfTags: [
              'en:soaps',
              'en:bar-soaps',
              'en:scented-soaps',
              'en:unscented-soaps',
              'en:scented-bar-soaps',
              'en:marseille-soaps',
              'en:dermatological-soaps',
            ],
            productTypes: ['Mydło w kostce', 'Mydło naturalne', 'Szare mydło', 'Mydło glicerynowe'],
          },
          {
            name: 'Mydła w płynie',
            urlKey: 'mydla-w-plynie',
            obfTags: ['en:liquid-soaps', 'fr:savons-liquides', 'en:hand-soap'],
            productTypes: ['Mydło w płynie', 'Mydło do rąk', 'Mydło w piance'],
          },
        ],
      },
      {
        name: 'Dezodoranty',
        urlKey: 'dezodoranty',
        obfTags: [
          'en:deodorants',
          'en:foot-deodorants',
          'en:roll-on-deodorants',
          'en:deodorants-sticks',
          'en:deodorant-with-alum-stone',
        ],
        productTypes: [
          'Dezodorant w kulce',
          'Dezodorant w sztyfcie',
          'Dezodorant w sprayu',
          'Dezodorant w kremie',
          'Ałun w sztyfcie',
        ],
      },
      {
        name: 'Antyperspiranty',
        urlKey: 'antyperspiranty',
        obfTags: ['en:anti-perspirants'],
        productTypes: ['Antyperspirant w sprayu', 'Antyperspirant w kulce', 'Antyperspirant w sztyfcie'],
      },
      {
        name: 'Higiena jamy ustnej',
        urlKey: 'higiena-jamy-ustnej',
        children: [
          {
            name: 'Pasty do zębów',
            urlKey: 'pasty-do-zebow',
            obfTags: [
              'en:toothpastes',
              'en:toothpaste',
              'en:whitening-toothpastes',
              'en:tartar-control-toothpastes',
              'en:sensitivity-toothpastes',
            ],
            productTypes: ['Pasta do zębów', 'Pasta wybielająca', 'Pasta do zębów wrażliwych', 'Pasta z fluorem'],
          },
          {
            name: 'Płyny do płukania ust',
            urlKey: 'plyny-do-plukania-ust',
            obfTags: ['en:mouthwash', 'en:mouthwashes'],
            productTypes: [
              'Płyn do płukania jamy ustnej',
              'Płyn do płukania bez alkoholu',
              'Odświeżacz do ust w sprayu',
            ],
          },
          {
            name: 'Szczoteczki i nici dentystyczne',
            urlKey: 'szczoteczki-do-zebow',
            propertyPatterns: ['certyfikaty'],
            productTypes: ['Szczoteczka do zębów', 'Nić dentystyczna', 'Szczoteczki międzyzębowe'],
          },
        ],
      },
      {
        name: 'Higiena intymna',
        urlKey: 'higiena-intymna',
        obfTags: ['en:intimate-hygiene', 'en:intimate-wash-gels', 'fr:gels-pour-la-toilette-intime'],
        productTypes: ['Płyn do higieny intymnej', 'Żel do higieny intymnej', 'Pianka do higieny intymnej'],
      },
      {
        name: 'Tampony, podpaski i kubeczki',
        urlKey: 'tampony-i-podpaski',
        obfTags: ['en:tampons', 'en:regular-tampons', 'fr:tampons-hygieniques'],
        productTypes: ['Tampony', 'Podpaski', 'Wkładki higieniczne', 'Kubeczek menstruacyjny'],
      },
      {
        name: 'Depilacja',
        urlKey: 'depilacja',
        obfTags: [
          'en:hair-removal',
          'en:bleaching-gels',
          'en:depilatory-wax',
          'en:cold-depilatory-wax',
          'en:face-depilatory-wax',
          'en:post-epilation-lotion',
        ],
        productTypes: ['Krem do depilacji', 'Plastry z woskiem', 'Pasta cukrowa do depilacji', 'Balsam po depilacji'],
      },
      {
        name: 'Chusteczki, płatki i patyczki',
        urlKey: 'chusteczki-i-platki',
        propertyPatterns: ['certyfikaty', 'bez_skladnikow'],
        obfTags: ['en:moist-wipes', 'en:cotton-buds', 'en:accessories'],
        productTypes: [
          'Chusteczki nawilżane',
          'Płatki kosmetyczne',
          'Patyczki higieniczne',
          'Chusteczki do demakijażu',
        ],
      },
      {
        name: 'Żele i płyny antybakteryjne',
        urlKey: 'zele-antybakteryjne',
        obfTags: ['en:hydro-alcoholic-gels'],
        productTypes: ['Żel antybakteryjny do rąk', 'Płyn do dezynfekcji rąk', 'Spray antybakteryjny'],
      },
    ],
  },
  {
    name: 'Dla mężczyzn',
    urlKey: 'dla-mezczyzn',
    propertyPatterns: ['rodzaj_skory', 'dzialanie', 'nuty_zapachowe', 'certyfikaty', 'pojemnosc'],
    urlTemplate: ['marka'],
    obfTags: ['fr:produits-marketes-pour-les-hommes'],
    description: 'Kosmetyki do golenia, pielęgnacji brody i twarzy oraz dezodoranty dla mężczyzn.',
    children: [
      {
        name: 'Golenie',
        urlKey: 'golenie',
        obfTags: ['en:shaving'],
        children: [
          {
            name: 'Pianki i żele do golenia',
            urlKey: 'pianki-do-golenia',
            obfTags: [
              'en:shaving-foam',
              'en:shaving-gel',
              'en:pre-shave-products',
              'en:shaving-soaps',
              'fr:gel-de-rasage',
            ],
            productTypes: ['Pianka do golenia', 'Żel do golenia', 'Krem do golenia', 'Mydło do golenia'],
          },
          {
            name: 'Wody i balsamy po goleniu',
            urlKey: 'po-goleniu',
            obfTags: [
              'en:aftershaves',
              'en:aftershave-lotions',
              'en:aftershave-balms',
              'fr:lotion-post-rasage',
              'fr:baumes-apres-rasage',
            ],
            productTypes: ['Balsam po goleniu', 'Woda po goleniu', 'Żel po goleniu'],
          },
          {
            name: 'Maszynki i wkłady',
            urlKey: 'maszynki-do-golenia',
            propertyPatterns: ['certyfikaty'],
            obfTags: ['en:razors', 'en:razor-blades'],
            productTypes: ['Maszynka do golenia', 'Wkłady do maszynki', 'Maszynki jednorazowe'],
          },
        ],
      },
      {
        name: 'Pielęgnacja brody',
        urlKey: 'pielegnacja-brody',
        productTypes: ['Olejek do brody', 'Balsam do brody', 'Szampon do brody', 'Wosk do wąsów'],
      },
      {
        name: 'Pielęgnacja twarzy dla mężczyzn',
        urlKey: 'pielegnacja-twarzy-dla-mezczyzn',
        productTypes: [
          'Krem do twarzy dla mężczyzn',
          'Żel do mycia twarzy dla mężczyzn',
          'Krem nawilżający dla mężczyzn',
        ],
      },
      {
        name: 'Żele pod prysznic dla mężczyzn',
        urlKey: 'zele-pod-prysznic-dla-mezczyzn',
        obfTags: ['en:shampoos-shower-gels'],
        productTypes: ['Żel pod prysznic dla mężczyzn', 'Żel pod prysznic 3w1', 'Szampon i żel 2w1'],
      },
      {
        name: 'Dezodoranty dla mężczyzn',
        urlKey: 'dezodoranty-dla-mezczyzn',
        productTypes: [
          'Antyperspirant dla mężczyzn',
          'Dezodorant w sztyfcie dla mężczyzn',
          'Dezodorant w sprayu dla mężczyzn',
        ],
      },
      {
        name: 'Stylizacja włosów dla mężczyzn',
        urlKey: 'stylizacja-wlosow-dla-mezczyzn',
        productTypes: ['Pomada do włosów', 'Glinka do stylizacji', 'Żel do włosów dla mężczyzn', 'Pasta matująca'],
      },
    ],
  },
  {
    name: 'Dla dzieci',
    urlKey: 'dla-dzieci',
    propertyPatterns: KIDS,
    urlTemplate: ['marka', 'wiek'],
    description: 'Łagodne kosmetyki dla niemowląt i dzieci: do kąpieli, na odparzenia, z filtrem i do mycia zębów.',
    children: [
      {
        name: 'Pielęgnacja niemowląt',
        urlKey: 'pielegnacja-niemowlat',
        children: [
          {
            name: 'Kremy na odparzenia',
            urlKey: 'kremy-na-odparzenia',
            productTypes: ['Krem na odparzenia', 'Maść ochronna dla niemowląt', 'Krem z tlenkiem cynku'],
          },
          {
            name: 'Oliwki i balsamy dla dzieci',
            urlKey: 'oliwki-dla-dzieci',
            productTypes: [
              'Oliwka dla dzieci',
              'Balsam dla dzieci',
              'Krem dla dzieci na wiatr i mróz',
              'Emolient dla dzieci',
            ],
          },
          {
            name: 'Chusteczki dla dzieci',
            urlKey: 'chusteczki-dla-dzieci',
            obfTags: ['en:baby-wipes'],
            productTypes: ['Chusteczki nawilżane dla dzieci', 'Chusteczki wodne dla niemowląt'],
          },
        ],
      },
      {
        name: 'Kąpiel i mycie włosów dzieci',
        urlKey: 'kapiel-dziecka',
        obfTags: [
          'en:shampoos-for-children',
          'en:shampoos-for-babies',
          'en:hair-conditioners-for-children',
          'en:anti-lice-shampoos',
        ],
        productTypes: [
          'Szampon dla dzieci',
          'Płyn do kąpieli dla dzieci',
          'Żel do mycia 2w1 dla dzieci',
          'Odżywka ułatwiająca rozczesywanie',
        ],
      },
      {
        name: 'Pasty do zębów dla dzieci',
        urlKey: 'pasty-do-zebow-dla-dzieci',
        obfTags: ['en:children-s-toothpastes', 'fr:dentifrices-pour-enfants'],
        productTypes: ['Pasta do zębów dla dzieci', 'Żel do zębów dla dzieci', 'Pasta do zębów mlecznych'],
      },
      {
        name: 'Ochrona przeciwsłoneczna dla dzieci',
        urlKey: 'filtry-dla-dzieci',
        propertyPatterns: ['spf', ...KIDS],
        productTypes: [
          'Mleczko z filtrem dla dzieci',
          'Spray ochronny dla dzieci SPF 50+',
          'Sztyft ochronny dla dzieci',
        ],
      },
      {
        name: 'Wody i perfumy dla dzieci',
        urlKey: 'perfumy-dla-dzieci',
        obfTags: ['en:kids-perfumes'],
        productTypes: ['Woda toaletowa dla dzieci', 'Mgiełka dla dzieci'],
      },
    ],
  },
  {
    name: 'Strefa intymna 18+',
    urlKey: 'strefa-intymna-18',
    adultsOnly: true,
    propertyPatterns: ['certyfikaty', 'bez_skladnikow', 'pojemnosc'],
    urlTemplate: ['marka'],
    description:
      'Kosmetyki dla dorosłych: lubrykanty, olejki do masażu i prezerwatywy. Treści dostępne po potwierdzeniu pełnoletności.',
    children: [
      {
        name: 'Lubrykanty',
        urlKey: 'lubrykanty',
        obfTags: ['en:personal-lubricants', 'fr:gels-lubrifiants'],
        productTypes: ['Żel intymny', 'Lubrykant na bazie wody', 'Lubrykant silikonowy', 'Żel nawilżający'],
      },
      {
        name: 'Olejki i świece do masażu',
        urlKey: 'olejki-do-masazu',
        obfTags: ['en:edible-massage-oils', 'en:massage-candle', 'fr:gel-de-massage', 'fr:lotions-de-massage'],
        productTypes: ['Olejek do masażu', 'Świeca do masażu', 'Jadalny olejek do masażu', 'Żel do masażu'],
      },
      {
        name: 'Prezerwatywy',
        urlKey: 'prezerwatywy',
        obfTags: ['en:condoms', 'en:male-condoms', 'en:female-condoms', 'fr:preservatifs'],
        productTypes: ['Prezerwatywy', 'Prezerwatywy cienkie', 'Prezerwatywy nawilżane'],
      },
      {
        name: 'Kosmetyki erotyczne',
        urlKey: 'kosmetyki-erotyczne',
        productTypes: ['Żel stymulujący', 'Perfumy z feromonami', 'Pudry i mgiełki do ciała 18+'],
      },
    ],
  },
];
