/** The review pages' own copy (the form's is kwc-ui's, the API's kwc-domain's). ours. */
export const REVIEW_PAGE_MESSAGES = {
  createTitle: 'Dodaj opinię',
  editTitle: 'Edytuj opinię',
  sentTitle: 'Opinia wysłana',
  sentNew: 'Moderator sprawdzi ją najczęściej w ciągu kilku dni. Po akceptacji pojawi się na karcie produktu.',
  sentRevision:
    'Zmiany czekają na moderację. Do tego czasu na karcie produktu widać opublikowaną wersję Twojej opinii.',
  backToProduct: 'Wróć do produktu',
  publishedNote:
    'Ta opinia jest opublikowana. Zmiany trafią do moderacji, a do tego czasu widoczna pozostaje obecna wersja.',
  pendingNote: 'Ta opinia czeka na moderację. Możesz ją jeszcze poprawić: zmiany zastąpią wysłaną treść.',
} as const;
