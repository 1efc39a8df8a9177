import type { CategorySummary, MenuItem } from '@kwc/domain';

// Seed-like `uroda` menu for stories and tests: the shape the menu API answers with (spec section 3
// "Menu item"), a flat list in menu order.

let nextCategoryId = 100;

function category(
  node_id: number,
  parent_id: number | null,
  level: number,
  title: string,
  url_key: string,
  is_active: '0' | '1' = '1',
): MenuItem {
  const category_id = nextCategoryId++;
  return {
    node_id,
    parent_id,
    title,
    type: 'category',
    level,
    classes: '',
    content: JSON.stringify({ category_id, url_key }),
    category_id,
    category_url_key: url_key,
    is_active,
  };
}

function wrapper(node_id: number, parent_id: number | null, level: number, title: string, classes = ''): MenuItem {
  return {
    node_id,
    parent_id,
    title,
    type: 'wrapper',
    level,
    classes,
    content: '',
    category_id: null,
    category_url_key: null,
    is_active: '1',
  };
}

function customUrl(
  node_id: number,
  parent_id: number | null,
  level: number,
  title: string,
  url: string,
  classes = '',
): MenuItem {
  return {
    node_id,
    parent_id,
    title,
    type: 'custom_url',
    level,
    classes,
    content: JSON.stringify({ url }),
    category_id: null,
    category_url_key: null,
    is_active: '1',
  };
}

/** The `uroda` menu: four levels under 'Pielęgnacja twarzy', a wrapper 'Inspiracje', a hidden node. */
export const urodaMenu: MenuItem[] = [
  category(1, null, 1, 'Pielęgnacja twarzy', 'pielegnacja-twarzy'),
  category(2, 1, 2, 'Kremy do twarzy', 'kremy-do-twarzy'),
  category(3, 2, 3, 'Kremy na dzień', 'kremy-na-dzien'),
  category(4, 3, 4, 'Kremy z filtrem SPF', 'kremy-z-filtrem-spf'),
  category(5, 3, 4, 'Kremy nawilżające', 'kremy-nawilzajace-na-dzien'),
  category(6, 3, 4, 'Kremy matujące', 'kremy-matujace'),
  category(7, 3, 4, 'Kremy przeciwzmarszczkowe', 'kremy-przeciwzmarszczkowe-na-dzien'),
  category(8, 2, 3, 'Kremy na noc', 'kremy-na-noc'),
  category(9, 2, 3, 'Kremy pod oczy', 'kremy-pod-oczy'),
  category(10, 2, 3, 'Kremy BB i CC', 'kremy-bb-i-cc'),
  category(11, 1, 2, 'Oczyszczanie twarzy', 'oczyszczanie-twarzy'),
  category(12, 11, 3, 'Żele do mycia twarzy', 'zele-do-mycia-twarzy'),
  category(13, 11, 3, 'Płyny micelarne', 'plyny-micelarne'),
  category(14, 11, 3, 'Toniki', 'toniki'),
  category(15, 11, 3, 'Peelingi do twarzy', 'peelingi-do-twarzy'),
  category(16, 1, 2, 'Serum do twarzy', 'serum-do-twarzy'),
  category(17, 1, 2, 'Maseczki do twarzy', 'maseczki-do-twarzy'),
  category(18, 1, 2, 'Demakijaż', 'demakijaz'),
  category(20, null, 1, 'Makijaż', 'makijaz'),
  category(21, 20, 2, 'Twarz', 'makijaz-twarzy'),
  category(22, 21, 3, 'Podkłady', 'podklady'),
  category(23, 21, 3, 'Korektory', 'korektory'),
  category(24, 21, 3, 'Pudry', 'pudry'),
  category(25, 21, 3, 'Róże do policzków', 'roze-do-policzkow'),
  category(26, 20, 2, 'Oczy', 'makijaz-oczu'),
  category(27, 26, 3, 'Tusze do rzęs', 'tusze-do-rzes'),
  category(28, 26, 3, 'Cienie do powiek', 'cienie-do-powiek'),
  category(29, 26, 3, 'Eyelinery', 'eyelinery'),
  category(30, 20, 2, 'Usta', 'makijaz-ust'),
  category(31, 30, 3, 'Pomadki', 'pomadki'),
  category(32, 30, 3, 'Błyszczyki', 'blyszczyki'),
  category(40, null, 1, 'Włosy', 'wlosy'),
  category(41, 40, 2, 'Szampony', 'szampony'),
  category(42, 40, 2, 'Odżywki do włosów', 'odzywki-do-wlosow'),
  category(43, 40, 2, 'Maski do włosów', 'maski-do-wlosow'),
  category(44, 40, 2, 'Olejki do włosów', 'olejki-do-wlosow'),
  category(50, null, 1, 'Ciało', 'cialo'),
  category(51, 50, 2, 'Balsamy do ciała', 'balsamy-do-ciala'),
  category(52, 50, 2, 'Peelingi do ciała', 'peelingi-do-ciala'),
  category(53, 50, 2, 'Żele pod prysznic', 'zele-pod-prysznic'),
  category(54, 50, 2, 'Dezodoranty i antyperspiranty', 'dezodoranty-i-antyperspiranty'),
  category(60, null, 1, 'Perfumy', 'perfumy'),
  category(61, 60, 2, 'Wody perfumowane', 'wody-perfumowane'),
  category(62, 60, 2, 'Wody toaletowe', 'wody-toaletowe'),
  category(70, null, 1, 'Paznokcie', 'paznokcie'),
  category(71, 70, 2, 'Lakiery do paznokci', 'lakiery-do-paznokci'),
  category(72, 70, 2, 'Odżywki do paznokci', 'odzywki-do-paznokci'),
  category(75, null, 1, 'Nowości', 'nowosci'),
  wrapper(80, null, 1, 'Inspiracje'),
  customUrl(81, 80, 2, 'Trendy w makijażu', 'https://magazyn.kwc.pl/trendy-makijaz'),
  customUrl(82, 80, 2, 'Pielęgnacja krok po kroku', 'https://magazyn.kwc.pl/pielegnacja-krok-po-kroku'),
  customUrl(83, 80, 2, 'Testowanie KWC', '/kwc-testowanie'),
  // Hidden at the first level (is_active '0', spec section 2).
  category(90, null, 1, 'Dla mężczyzn', 'dla-mezczyzn', '0'),
  category(91, 90, 2, 'Golenie', 'golenie'),
];

/** Context categories for the switcher. */
export const contextCategories: CategorySummary[] = [
  { id: 501, full_name: 'Dla niej', url_key: 'dla-niej' },
  { id: 502, full_name: 'Dla niego', url_key: 'dla-niego' },
  { id: 503, full_name: 'Dla dziecka', url_key: 'dla-dziecka' },
];
