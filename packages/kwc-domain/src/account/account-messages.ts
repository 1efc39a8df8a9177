// In the account area, not messages/messages.ts: the anonymous first view keeps that module, and
// would carry this copy with it once any account chunk reads it.
/** Accounts and sessions (DESIGN.md section 4). ours: the spec gives none of these texts. */
export const ACCOUNT_MESSAGES = {
  linkInvalid: 'Ten link jest nieprawidłowy, został już użyty albo wygasł.',
  tooManyAttempts: 'Zbyt wiele prób. Spróbuj ponownie później.',
  crossSiteRequest: 'Żądanie odrzucone: pochodzi spoza serwisu.',
  loginRequired: 'Zaloguj się, aby kontynuować.',
  sessionExpired: 'Sesja wygasła. Zaloguj się ponownie.',
  sessionNotFound: 'Nie ma takiego zalogowania na Twoim koncie. Mogło się już zakończyć.',
  forbidden: 'Nie masz uprawnień do tej operacji.',
  moderatorTwoFactorRequired: 'Moderacja wymaga weryfikacji dwuetapowej: włącz ją w edycji konta.',
  accountInactive: 'Potwierdź adres email, aby kontynuować.',
  avatarType: 'Zdjęcie musi być plikiem JPG, PNG, WebP lub AVIF',
  avatarTooLarge: 'Zdjęcie może mieć najwyżej 5 MB',
  avatarUnreadable: 'Nie udało się odczytać zdjęcia. Wybierz inny plik.',
  facebookFailed: 'Logowanie przez Facebooka nie powiodło się. Spróbuj ponownie.',
} as const;

/** Two-step verification (ASVS 6.3.3; ours: the spec has no second factor). */
export const TWO_FACTOR_MESSAGES = {
  codeFormat: 'Wpisz 6 cyfr z aplikacji albo kod zapasowy (np. abcd-efgh)',
  appCodeFormat: 'Wpisz 6 cyfr z aplikacji',
  wrongCode: 'Nieprawidłowy kod. Sprawdź godzinę w telefonie i wpisz aktualny kod.',
  stepExpired: 'Czas na podanie kodu minął. Zaloguj się ponownie.',
  noSetup: 'Zacznij od nowa: zeskanuj nowy kod QR.',
  alreadyOn: 'Weryfikacja dwuetapowa jest już włączona.',
  notOn: 'Weryfikacja dwuetapowa nie jest włączona.',
  needsPassword: 'Ustaw najpierw hasło do konta.',
  needsVerifiedEmail: 'Potwierdź najpierw adres email.',
} as const;

/** The account fields' validation messages (section 5 style; ours). */
export const ACCOUNT_FIELD_MESSAGES = {
  usernameTaken: 'Ta nazwa użytkownika jest już zajęta',
  /** Deactivating an account without a password: its e-mail address typed again. */
  confirmEmail: 'Wpisz adres e-mail tego konta, aby potwierdzić',
  usernameCharacters: 'Nazwa użytkownika może zawierać litery, cyfry, kropkę, myślnik i podkreślenie',
  passwordTooCommon: 'To hasło jest zbyt popularne. Wybierz trudniejsze do odgadnięcia.',
  passwordContextWord:
    'Hasło jest zbyt łatwe do odgadnięcia: nie opieraj go na nazwie serwisu, swoim adresie email ani nazwie użytkownika.',
  captchaRequired: 'Potwierdź, że nie jesteś robotem',
  captchaFailed: 'Weryfikacja się nie powiodła. Spróbuj jeszcze raz.',
  socialLinkHost: 'Podaj adres profilu w tym serwisie (https://…)',
  sameEmail: 'To jest Twój obecny adres email',
} as const;

/** Password strength level names, score 0 to 4 (spec section 3; Polish wording ours). */
export const PASSWORD_STRENGTH_LABELS = ['bardzo słabe', 'słabe', 'średnie', 'silne', 'bardzo silne'] as const;
