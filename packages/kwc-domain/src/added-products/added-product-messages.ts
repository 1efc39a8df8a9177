/** Polish copy of `/add-product` and its moderation (not in the first view's `messages.ts`). ours. */
export const ADDED_PRODUCT_MESSAGES = {
  brandRequired: 'Wybierz markę z listy albo wpisz nazwę nowej marki',
  unknownBrand: 'Nie znamy takiej marki — wybierz ją z listy albo wpisz jako nową',
  unknownCategory: 'Wybierz kategorię z listy',
  invalidEan: 'Kod EAN to 8 albo 13 cyfr z poprawną cyfrą kontrolną',
  photoRequired: 'Dodaj zdjęcie produktu',
  unknownPhoto: 'Nie znaleźliśmy tego zdjęcia — dodaj je jeszcze raz',
  unknownIngredients: 'Tych składników nie ma w naszym słowniku — sprawdź pisownię:',
  likelyDuplicates: 'Czy to nie jeden z tych produktów? Jest już w katalogu:',
  sent: 'Dziękujemy! Produkt czeka na sprawdzenie przez moderatora. Napiszemy do Ciebie, gdy zostanie opublikowany.',
  alreadyDecided: 'Ten produkt został już sprawdzony',
  unknownAddedProduct: 'Nie ma takiego zgłoszonego produktu',
  tooShort: (min: number) => `Wpisz co najmniej ${min} znaki`,
  reasonsRequired: 'Wybierz co najmniej jeden powód odrzucenia',
} as const;
