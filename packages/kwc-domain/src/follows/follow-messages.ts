import type { PolishPluralForms } from '../rules/polish';
import { FOLLOW_LABELS } from './follow-labels';

/** Polish copy of follows and the activity feed (not in the first view's `messages.ts`). ours. */
export const FOLLOW_MESSAGES = {
  loginRequired: 'Zaloguj się, aby obserwować innych użytkowników.',
  cannotFollowSelf: 'Nie możesz obserwować samej siebie.',
  unknownUser: 'Nie ma takiego użytkownika.',
  invalidCursor: 'Nieprawidłowy adres kolejnej strony — wczytaj listę od początku.',
  ...FOLLOW_LABELS,
  showMore: 'Pokaż więcej',
  noFollowed: 'Nikogo jeszcze nie obserwujesz.',
  noFollowers: 'Nikt jeszcze nie obserwuje tego profilu.',
  noActivity:
    'Nie ma jeszcze aktywności obserwowanych osób. Obserwuj autorki opinii, by zobaczyć tu ich nowe opinie, HITy i dodane produkty.',
} as const;

/** Plural forms of the follow counts: "1 obserwujący", "12 obserwowanych". */
export const FOLLOW_PLURALS = {
  followers: ['obserwujący', 'obserwujących', 'obserwujących'],
  followed: ['obserwowana osoba', 'obserwowane osoby', 'obserwowanych osób'],
  reviews: ['opinia', 'opinie', 'opinii'],
} as const satisfies Record<string, PolishPluralForms>;
