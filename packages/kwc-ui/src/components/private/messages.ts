/**
 * Copy that several components show. ours: the spec gives none of it. A component's own copy stays
 * in its `*_MESSAGES` export, which takes these values where it shows the same words.
 */
export const SHARED_MESSAGES = {
  close: 'Zamknij',
  clear: 'Wyczyść',
  clearAll: 'Wyczyść wszystkie',
  loadMore: 'Pokaż więcej',
  /** After a link that opens in a new tab, for screen readers. */
  newTab: '(otwiera się w nowej karcie)',
  /** Beside a filter value a landing page fixes. */
  predefined: 'Ustawione na tej stronie',
  /** `pluralPl` forms of "produkt": 1 produkt, 2 produkty, 5 produktów. */
  productForms: ['produkt', 'produkty', 'produktów'],
} as const;
