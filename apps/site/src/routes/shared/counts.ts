import { formatCount, type PolishPluralForms } from '@kwc/domain';

/** Polish nouns after a number, for the counts the screens show. */
export const COUNT_FORMS = {
  products: ['produkt', 'produkty', 'produktów'],
  reviews: ['opinia', 'opinie', 'opinii'],
  likes: ['pochwała', 'pochwały', 'pochwał'],
  brands: ['marka', 'marki', 'marek'],
  ingredients: ['składnik', 'składniki', 'składników'],
  categories: ['kategoria', 'kategorie', 'kategorii'],
  reviewers: ['recenzentka', 'recenzentki', 'recenzentek'],
} as const satisfies Record<string, PolishPluralForms>;

/** `12 produktów`, `1 opinia`… */
export function countText(count: number, noun: keyof typeof COUNT_FORMS): string {
  return formatCount(count, COUNT_FORMS[noun]);
}
