/**
 * Every Polish string the spec fixes, in one place (STYLE.md "Components": Polish copy comes from one
 * module of constants). Strings the spec does not give are marked `ours`.
 */

/** Validation messages, spec section 5 table. */
export const VALIDATION_MESSAGES = {
  required: 'To pole jest wymagane',
  invalidEmail: 'Błędny adres email',
  emailAlreadyRegistered: 'Podany adres email jest już zarejestrowany',
  passwordRule: 'Hasło musi zawierać co najmniej jedną cyfrę i literę oraz mieć co najmniej 8 znaków',
  wrongLoginOrPassword: 'Błędny login lub hasło',
  passwordsDiffer: 'Hasła nie mogą być różne',
  wrongPassword: 'Błędne hasło',
  // ours: the spec states these rules (sections 5 and 7) but not their messages.
  invalidBirthDate: 'Podaj prawidłową datę urodzenia',
  birthDateInFuture: 'Data urodzenia nie może być z przyszłości',
  tooYoung: 'Musisz mieć co najmniej 16 lat',
  wishlistLimitReached: 'Możesz mieć najwyżej 5 list życzeń',
  hitLimitReached: 'Możesz oznaczyć jako HIT najwyżej 30 produktów',
  invalidSku: 'Nieprawidłowy kod produktu',
  invalidNumber: 'Podaj liczbę całkowitą',
  numberTooSmall: 'Wartość jest za mała',
  numberTooLarge: 'Wartość jest za duża',
  invalidValue: 'Nieprawidłowa wartość',
  tooLong: 'Tekst jest za długi',
  usernameTooLong: 'Nazwa użytkownika może mieć najwyżej 50 znaków',
  invalidRating: 'Wybierz ocenę od 1 do 5',
  categoryIdOrUrlKey: 'Podaj categoryId albo urlKey',
  nothingToUpdate: 'Nie podano żadnych zmian',
  unknownSort: 'Nieznany sposób sortowania',
  unknownMenu: 'Nieznane menu: dozwolone są uroda i uroda_footer',
  currentPasswordRequired: 'Podaj obecne hasło, aby zmienić e-mail lub hasło',
} as const;

/** Search panel (spec section 2 "Search" and "Mobile menu and search panel"). */
export const SEARCH_MESSAGES = {
  tooShort: 'Wpisz przynajmniej 3 znaki',
  noResults: 'Brak wyników dla podanej frazy...',
  title: 'Szukaj',
  placeholder: 'Szukaj',
} as const;

/** Mobile menu (spec section 2 "Mobile menu and search panel"). */
export const MENU_MESSAGES = {
  titleWithContext: 'Przeglądaj',
  title: 'Menu',
  addProduct: 'Dodaj produkt',
} as const;

/** Error page and toasts (spec sections 2 and 8). */
export const ERROR_MESSAGES = {
  notFound: 'Strona o podanym adresie nie istnieje',
  unexpected: 'Wystąpił nieoczekiwany błąd',
  /** 503: the database is restarting or out of reach for a moment. */
  unavailable: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
  backToHome: 'Wróć na stronę główną',
  legalHintLoadFailed: 'Coś poszło nie tak',
} as const;

/** Adult gate (spec sections 2 and 4). */
export const ADULT_GATE_MESSAGES = {
  confirmTitle: 'Chcesz odkryć więcej?',
  deniedTitle: 'Brak wstępu',
  confirm: 'Tak, mam 18 lat',
  decline: 'Nie mam 18 lat, rezygnuję',
  back: 'Wróć',
  home: 'Przejdź na stronę główną',
  navigating: '...',
} as const;

/** Guided tour buttons (spec section 2). */
export const TOUR_MESSAGES = {
  next: 'Dalej',
  back: 'Wstecz',
  finish: 'Koniec',
} as const;

/** Category status labels (spec section 3), keyed by status. */
export const CATEGORY_STATUS_LABELS = {
  EXPIRING: 'WYGASAJĄCY',
  PUBLISHED: 'OPUBLIKOWANY',
  ARCHIVED: 'ZARCHIWIZOWANY',
  REDIRECTED: 'PRZEKIEROWANY',
} as const;

/** Label of the partner (shop) filter (spec section 3 "Filters state"). */
export const SHOP_FILTER_LABEL = 'Sklep';

/**
 * Console and internal messages the spec fixes (section 8). They are for developers, so some are
 * in English as the spec gives them.
 */
export const LOG_MESSAGES = {
  pageNotFound: 'Page not found',
  dataMissing: 'Data is missing!',
  gtmIdNotSet: '[Analytics]: GTM ID not set',
  gtmInitFailed: 'Failed to init GTM',
  apmNotInitialized: 'apm not initialized',
} as const;
