import type { GuidedTourStep } from '@kwc/ui';

// ours: the spec names the wishlist screen and its tour's buttons (section 2) but none of its copy.

export const WISHLIST_MESSAGES = {
  title: 'Ulubione',
  home: 'Strona główna',
  description: 'Kosmetyki, które oznaczyłaś serduszkiem — zapisane w tej przeglądarce, także bez logowania.',
  metaDescription: 'Twoja lista ulubionych kosmetyków w katalogu KWC.',
  listLabel: 'Ulubione produkty',
  loading: 'Wczytujemy Twoje ulubione…',
  removed: (name: string) => `Usunięto z ulubionych: ${name}. Kliknij serduszko, aby przywrócić.`,
  restored: (name: string) => `Przywrócono do ulubionych: ${name}.`,
  actionFailed: 'Nie udało się zmienić listy ulubionych. Spróbuj ponownie.',
  emptyTitle: 'Nie masz jeszcze ulubionych kosmetyków',
  emptyText:
    'Kliknij „Dodaj do ulubionych” na stronie produktu albo serduszko na liście, a kosmetyk trafi tutaj. Łatwo do niego wrócisz i porównasz ceny.',
  browseCategories: 'Przeglądaj kategorie',
  popularBrands: 'Popularne marki',
  pageOf: (page: number, pageCount: number) => `strona ${page} z ${pageCount}`,
} as const;

/** Forms after a count: 1 produkt, 2 produkty, 5 produktów. */
export const PRODUCT_FORMS = ['produkt', 'produkty', 'produktów'] as const;

/** The catalogue's entry points offered on an empty wishlist. */
export const WISHLIST_EMPTY_LINKS = {
  categories: '/lista-kategorii',
  brands: '/popularne-marki',
} as const;

/** The wishlist tour's id: its steps' group and its key among the finished tours. */
export const WISHLIST_TOUR = 'wishlist';

/** Where the tour's steps point (spec section 2: each step has a target selector). */
export const WISHLIST_TOUR_TARGETS = {
  content: '[data-tour="wishlist-content"]',
  firstHeart: '[data-tour="wishlist-content"] li:first-child button[aria-pressed]',
  headerLink: 'header a[href="/wishlist"]',
} as const;

/** The wishlist's guided tour (spec sections 2 and 4), shown once to a first-time visitor. */
export const WISHLIST_TOUR_STEPS: readonly GuidedTourStep[] = [
  {
    group: WISHLIST_TOUR,
    order: 1,
    target: WISHLIST_TOUR_TARGETS.content,
    title: 'Twoje ulubione w jednym miejscu',
    content:
      'Tu trafiają kosmetyki, które oznaczysz jako ulubione. Wracaj do nich, porównuj ceny i czytaj nowe opinie.',
  },
  {
    group: WISHLIST_TOUR,
    order: 2,
    target: WISHLIST_TOUR_TARGETS.firstHeart,
    title: 'Serduszko dodaje i usuwa',
    content:
      'Kliknij serduszko, aby usunąć produkt z listy. Zmienisz zdanie? Kliknij je jeszcze raz — produkt wróci na swoje miejsce.',
  },
  {
    group: WISHLIST_TOUR,
    order: 3,
    target: WISHLIST_TOUR_TARGETS.headerLink,
    title: 'Zawsze pod ręką',
    content:
      'Ulubione otworzysz z każdej strony serwisu — ikoną serca w nagłówku. Lista zapisuje się w tej przeglądarce.',
  },
];

/** Named lists of a logged-in user (issue 33). ours: the spec names the calls, not the copy. */
export const WISHLIST_LISTS_MESSAGES = {
  description: 'Kosmetyki, które oznaczyłaś serduszkiem. Układaj je w listy — możesz mieć do 5 własnych list.',
  filterLabel: 'Pokaż listę',
  all: 'Wszystkie',
  defaultList: 'Bez listy',
  newList: 'Nowa lista',
  rename: 'Zmień nazwę',
  remove: 'Usuń listę',
  nameLabel: 'Nazwa listy',
  create: 'Utwórz listę',
  save: 'Zapisz',
  cancel: 'Anuluj',
  createTitle: 'Nowa lista ulubionych',
  renameTitle: 'Zmień nazwę listy',
  removeTitle: (name: string) => `Usunąć listę „${name}”?`,
  removeText: 'Produkty z tej listy nie znikną z ulubionych — wrócą do produktów bez listy.',
  removeConfirm: 'Tak, usuń listę',
  created: (name: string) => `Utworzono listę „${name}”.`,
  renamed: (name: string) => `Zmieniono nazwę listy na „${name}”.`,
  removed: (name: string) => `Usunięto listę „${name}”.`,
  moveTo: 'Przenieś do listy',
  addTo: 'Dodaj do listy…',
  movedTo: (name: string) => `Produkt jest teraz na liście „${name}”.`,
  addedOffer: (name: string) => `Dodano do ulubionych: ${name}.`,
  closeOffer: 'Zamknij',
  limitHint: (max: number) => `Masz już ${max} list — usuń jedną, aby utworzyć nową.`,
  emptyNamed: {
    title: 'Ta lista jest jeszcze pusta',
    text: 'W „Wszystkie” wybierz przy kosmetyku „Przenieś do listy” albo na stronie produktu „Dodaj do listy…”, a trafi tutaj.',
  },
  emptyDefault: {
    title: 'Każdy ulubiony kosmetyk jest już na którejś liście',
    text: 'Tu trafiają ulubione bez listy: kosmetyki, które dodasz serduszkiem, zanim przypiszesz je do listy.',
  },
  showAll: 'Pokaż wszystkie ulubione',
} as const;
