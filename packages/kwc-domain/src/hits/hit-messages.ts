import { VALIDATION_MESSAGES } from '../messages';
import { pluralPl, type PolishPluralForms } from '../rules/polish';

/** Polish copy of the HIT mark (spec section 5: at most 30 products). ours unless the spec gives it. */
export const HIT_MESSAGES = {
  /** The 31st HIT's refusal (409), the issue 33 contract's sentence. */
  limitReached: `${VALIDATION_MESSAGES.hitLimitReached}.`,
  label: 'HIT',
  /** The button's accessible name: what pressing it does. */
  give: 'Oznacz jako HIT',
  takeBack: 'Cofnij HIT',
  given: 'Oznaczono jako HIT',
  takenBack: 'Cofnięto HIT',
  failed: 'Nie udało się zmienić HITu. Spróbuj ponownie.',
  /** The anonymous visitor's hint: the button leads to the login page. */
  loginToGive: 'Zaloguj się, aby oznaczyć produkt jako HIT',
} as const;

/** "HIT" after a number: 1 HIT, 2 HITy, 5 HITów. */
export const HIT_FORMS: PolishPluralForms = ['HIT', 'HITy', 'HITów'];

/** "Zostało Ci N HITów" with the verb and the noun agreeing with `left` (0…30). */
export function hitsLeftText(left: number): string {
  const verb = pluralPl(left, ['Został', 'Zostały', 'Zostało']);
  return `${verb} Ci ${left} ${pluralPl(left, HIT_FORMS)}`;
}
