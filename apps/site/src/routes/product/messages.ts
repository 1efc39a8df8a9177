import type { ProductReviewSort, ProductState } from '@kwc/domain';

// ours: the spec fixes the product page's sections (section 1) but none of its copy except the
// adult gate's; every string the product page shows lives here.

/** The six sections of spec section 1, in order; all but the last carry an anchor. */
export const PRODUCT_SECTIONS = [
  { id: 'opis', title: 'Opis' },
  { id: 'skladniki', title: 'Składniki' },
  { id: 'opinie', title: 'Opinie użytkowniczek' },
  { id: 'podobne-produkty', title: 'Podobne produkty' },
  { id: 'artykuly', title: 'Artykuły' },
  { id: 'ostatnio-ogladane', title: 'Ostatnio oglądane' },
] as const;

export type ProductSectionId = (typeof PRODUCT_SECTIONS)[number]['id'];

/** The sections the anchor navigation lists: every one but the last (spec section 1). */
export const ANCHORED_SECTIONS = PRODUCT_SECTIONS.slice(0, -1);

/** Polish labels of the review orders of `PRODUCT_REVIEW_SORTS`. */
export const REVIEW_SORT_LABELS: Record<ProductReviewSort, string> = {
  newest: 'Najnowsze',
  oldest: 'Najstarsze',
  rating_desc: 'Najwyżej oceniane',
  rating_asc: 'Najniżej oceniane',
  most_liked: 'Najczęściej chwalone',
};

export const PRODUCT_MESSAGES = {
  home: 'Strona główna',
  sectionsNav: 'Sekcje strony produktu',
  noReviews: 'Brak opinii',
  addToWishlist: 'Dodaj do ulubionych',
  /** ours (issue 33): a logged-in user's lists menu beside the heart. */
  addToList: 'Dodaj do listy…',
  removeFromWishlist: 'Usuń z ulubionych',
  addedToWishlist: 'Dodano do ulubionych',
  removedFromWishlist: 'Usunięto z ulubionych',
  wishlistFailed: 'Nie udało się zmienić listy ulubionych. Spróbuj ponownie.',
  brandProducts: (brand: string) => `Wszystkie produkty marki ${brand}`,
  offersTitle: 'Gdzie kupić',
  offersCount: (count: string) => `Porównaj ceny w ${count}`,
  offerCta: 'Do sklepu',
  // Starts with the visible 'Do sklepu' (WCAG 2.5.3, label in name): voice control users say what they see.
  offerLinkLabel: (shop: string, price: string) => `Do sklepu ${shop} – ${price}`,
  noOffers: 'Obecnie żaden sklep partnerski nie ma tego produktu w ofercie.',
  awardsTitle: 'Nagrody',
  addedBy: 'Produkt dodała',
  states: {
    expiring: {
      title: 'Produkt wycofywany',
      text: 'Producent wycofuje ten kosmetyk ze sprzedaży — w sklepach mogą być już ostatnie sztuki.',
    },
    archived: {
      title: 'Produkt wycofany',
      text: 'Ten kosmetyk nie jest już produkowany. Opinie i skład zostawiamy, by łatwiej było znaleźć zamiennik.',
    },
  } satisfies Record<ProductState, { title: string; text: string }>,
  noDescription: 'Producent nie przekazał jeszcze opisu tego produktu.',
  ingredientsIntro: 'Skład w kolejności podanej przez producenta (INCI).',
  importantIngredient: 'Ważny składnik',
  importantLegend: 'oznacza składnik, który warto znać',
  noIngredients: 'Nie znamy jeszcze składu tego produktu.',
  ratingBreakdown: 'Rozkład ocen',
  addReview: 'Dodaj opinię',
  editReview: 'Edytuj swoją opinię',
  howWeVerify: 'Jak weryfikujemy opinie',
  ratingRow: (stars: number, count: string) => `${stars} na 5: ${count}`,
  sortReviews: 'Sortuj opinie',
  moreReviews: 'Pokaż więcej opinii',
  reviewsShown: (shown: number, total: string) => `Wyświetlono ${shown} z ${total}`,
  reviewsUnavailable: 'Nie udało się wczytać opinii. Odśwież stronę za chwilę.',
  noReviewsYet: 'Ten produkt nie ma jeszcze opinii. Znasz go? Twoja opinia pomoże innym w wyborze.',
  noSimilar: 'Nie mamy jeszcze podobnych produktów z tej kategorii.',
  noArticles: 'Nie mamy jeszcze artykułów o tym produkcie.',
  readArticle: 'Czytaj artykuł',
  recentlyViewedEmpty: 'Tu zobaczysz kosmetyki, które ostatnio oglądasz — łatwo do nich wrócisz.',
  showAllRecentlyViewed: 'Pokaż wszystkie',
  packshotAlt: (brand: string, name: string) => `${brand} ${name} — zdjęcie produktu`,
} as const;

/** Forms after a count: 1 opinia, 2 opinie, 5 opinii. */
export const REVIEW_FORMS = ['opinia', 'opinie', 'opinii'] as const;
/** Forms after a count: 1 sklepie, 2 sklepach, 5 sklepach (locative). */
export const SHOP_LOCATIVE_FORMS = ['sklepie', 'sklepach', 'sklepach'] as const;
