import { REVIEW } from '../constants';

// In the reviews area, not messages/messages.ts: the anonymous first view keeps that module.
/** Writing and moderating reviews. ours: the spec gives none of these texts. */
export const REVIEW_MESSAGES = {
  bodyTooShort: `Opinia powinna mieć co najmniej ${REVIEW.bodyMinLength} znaków`,
  tooManyPhotos: `Możesz dodać najwyżej ${REVIEW.maxPhotos} zdjęć`,
  titleOverHint: `Tytuł ma ponad ${REVIEW.titleSuggestedMaxLength} znaków: postaraj się go skrócić`,
  photoType: 'Zdjęcie musi być plikiem JPG, PNG, WebP lub AVIF',
  photoTooLarge: `Zdjęcie może mieć najwyżej ${REVIEW.maxPhotoMegabytes} MB`,
  photoUnreadable: 'Nie udało się odczytać zdjęcia. Wybierz inny plik.',
  unknownProduct: 'Nie ma takiego produktu',
  unknownShop: 'Nie ma takiego sklepu',
  unknownPhoto: 'Nie ma takiego zdjęcia',
  unknownReview: 'Nie ma takiej opinii',
  detailsRequired: 'Uzupełnij nazwę użytkownika i datę urodzenia, aby dodać opinię.',
  alreadyReviewed: 'Ten produkt ma już Twoją opinię: możesz ją edytować',
  notEditable: 'Tej opinii nie można już zmienić',
  notDecidable: 'Ta opinia nie czeka na decyzję',
  reasonsRequired: 'Wybierz przynajmniej jeden powód',
  reasonsKind: 'Te powody nie pasują do tej decyzji',
  notYourReview: 'To nie jest Twoja opinia',
  cannotLikeOwn: 'Nie możesz pochwalić własnej opinii',
  notPublished: 'Ta opinia nie jest opublikowana',
  saved: 'Szkic zapisany',
  savingDraft: 'Zapisywanie szkicu…',
  draftFailed: 'Nie udało się zapisać szkicu',
  submitted: 'Dziękujemy! Opinia trafiła do moderacji.',
} as const;
