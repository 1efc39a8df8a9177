import { describe, expect, it } from 'vitest';

import {
  ADULT_GATE_MESSAGES,
  CATEGORY_STATUS_LABELS,
  ERROR_MESSAGES,
  SEARCH_MESSAGES,
  TOUR_MESSAGES,
  VALIDATION_MESSAGES,
} from './messages';
import { PASSWORD_STRENGTH_LABELS } from '../account/account-messages';

describe('Polish copy fixed by the spec', () => {
  it('has the validation messages of the section 5 table', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      required: 'To pole jest wymagane',
      invalidEmail: 'Błędny adres email',
      emailAlreadyRegistered: 'Podany adres email jest już zarejestrowany',
      passwordRule: 'Hasło musi zawierać co najmniej jedną cyfrę i literę oraz mieć co najmniej 8 znaków',
      wrongLoginOrPassword: 'Błędny login lub hasło',
      passwordsDiffer: 'Hasła nie mogą być różne',
      wrongPassword: 'Błędne hasło',
    });
  });

  it('has the error page, search, adult gate and tour texts', () => {
    expect(ERROR_MESSAGES).toEqual({
      notFound: 'Strona o podanym adresie nie istnieje',
      unexpected: 'Wystąpił nieoczekiwany błąd',
      unavailable: 'Serwis jest chwilowo niedostępny. Spróbuj ponownie za chwilę.',
      backToHome: 'Wróć na stronę główną',
      legalHintLoadFailed: 'Coś poszło nie tak',
    });
    expect(SEARCH_MESSAGES.tooShort).toBe('Wpisz przynajmniej 3 znaki');
    expect(SEARCH_MESSAGES.noResults.startsWith('Brak wyników dla podanej frazy...')).toBe(true);
    expect(ADULT_GATE_MESSAGES).toEqual({
      confirmTitle: 'Chcesz odkryć więcej?',
      deniedTitle: 'Brak wstępu',
      confirm: 'Tak, mam 18 lat',
      decline: 'Nie mam 18 lat, rezygnuję',
      back: 'Wróć',
      home: 'Przejdź na stronę główną',
      navigating: '...',
    });
    expect(TOUR_MESSAGES).toEqual({ next: 'Dalej', back: 'Wstecz', finish: 'Koniec' });
  });

  it('labels category statuses and password strength levels', () => {
    expect(CATEGORY_STATUS_LABELS).toEqual({
      EXPIRING: 'WYGASAJĄCY',
      PUBLISHED: 'OPUBLIKOWANY',
      ARCHIVED: 'ZARCHIWIZOWANY',
      REDIRECTED: 'PRZEKIEROWANY',
    });
    expect(PASSWORD_STRENGTH_LABELS[0]).toBe('bardzo słabe');
    expect(PASSWORD_STRENGTH_LABELS[4]).toBe('bardzo silne');
  });
});
