import type { SearchResult } from '@kwc/domain';

// Seed-like answers of the text search for stories and tests (spec section 3 "Search result"):
// each links by one of slug (brand), url_key, url or url_path.

/** Results for the phrase 'krem', every type and every link field. */
export const kremResults: SearchResult[] = [
  { _id: 'brand-1', _type: 'brand', _source: { slug: 'krem-de-la-krem', full_name: 'Krem de la Krem' } },
  { _id: 'brand-2', _type: 'brand', _source: { slug: 'marka-kremowa-apteka', full_name: 'Kremowa Apteka' } },
  { _id: 'category-1', _type: 'category', _source: { url_key: 'kremy-do-twarzy', full_name: 'Kremy do twarzy' } },
  { _id: 'category-2', _type: 'category', _source: { url_key: 'kremy-pod-oczy', full_name: 'Kremy pod oczy' } },
  { _id: 'category-3', _type: 'category', _source: { url_key: 'kremy-do-rak', full_name: 'Kremy do rąk' } },
  {
    _id: 'product-1',
    _type: 'product',
    _source: { url_path: 'nivea-soft-krem-nawilzajacy,1041.html', name: 'Nivea Soft, krem intensywnie nawilżający' },
  },
  {
    _id: 'product-2',
    _type: 'product',
    _source: {
      url_path: 'la-roche-posay-toleriane-sensitive-krem,2207.html',
      name: 'La Roche-Posay Toleriane Sensitive, krem kojący',
    },
  },
  {
    _id: 'product-3',
    _type: 'product',
    _source: { url_path: 'ziaja-krem-z-kozim-mlekiem,3310.html', name: 'Ziaja, Kozie mleko, krem na dzień' },
  },
  {
    _id: 'ingredient-1',
    _type: 'ingredient',
    _source: { url: '/skladnik-maslo-shea', title: 'Masło shea' },
  },
];

/** Base URL of product links (url_path). */
export const searchBaseUrl = 'https://kwc.pl';
