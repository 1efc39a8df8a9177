// Test fixtures: valid payloads the schema tests start from. Not exported by the package.
import type { Category, CategoryResponse, Product } from '.';

export const productFixture: Product = {
  sku: 'KWC-1240',
  brandName: 'Nivea',
  name: 'Krem nawilżający Soft',
  shortDescription: 'Lekki krem do twarzy i ciała',
  productState: null,
  images: [{ path: '/produkty/1240/1.webp' }],
  urlPath: '/krem-nawilzajacy-soft,1240.html',
  belongsToAdultCategory: false,
  rating: 4.6,
  numberOfReviews: 128,
  numberOfHits: 12,
  price: 19.99,
};

export const categoryFixture: Category = {
  id: 12,
  slug: 'kremy-do-twarzy',
  url_key: 'kremy-do-twarzy',
  full_name: 'Kremy do twarzy',
  status: 'PUBLISHED',
  breadcrumbs: [{ id: 1, full_name: 'Pielęgnacja twarzy', url_key: 'pielegnacja-twarzy' }],
  property_patterns: [{ property_attribute: 'brand', label: 'Marka', layout: 'logos', url_slug: 'marka' }],
  url_template: ['brand'],
  static_filters: { shop: true, price: true },
  is_adults_only: false,
};

const option = {
  slug: 'marka-nivea',
  label: 'Nivea',
  url: '/kremy-do-twarzy/marka-nivea',
  image_desktop: '/marki/nivea.webp',
  image_mobile: null,
  attribute_priority: 1,
  order_value: 10,
  count: 42,
};

export const categoryResponseFixture: CategoryResponse = {
  redirect: null,
  code: 301,
  isLandingPageCategory: false,
  landingPageNavigationRoot: null,
  landingPageLinkedCategory: null,
  category: categoryFixture,
  decodedCategoryPath: {
    url_key: 'kremy-do-twarzy',
    queryParams: {},
    keyFilters: { brand: ['marka-nivea'] },
    additionalFilters: { bestseller: ['1'] },
    sort: { value: 'price', direction: 'asc' },
    hash: null,
  },
  decodedCategoryPathWithPredefinedFilters: null,
  renderedTemplates: {
    title: 'Kremy do twarzy Nivea',
    heading: 'Kremy do twarzy',
    metaDescription: '…',
    description: null,
  },
  navigationBack: { id: 1, full_name: 'Pielęgnacja twarzy', url_key: 'pielegnacja-twarzy' },
  navigationRoot: {
    id: 1,
    full_name: 'Pielęgnacja twarzy',
    url_key: 'pielegnacja-twarzy',
    children: [{ id: 12, full_name: 'Kremy do twarzy', url_key: 'kremy-do-twarzy', children: [] }],
  },
  popularLinksList: [{ label: 'Kremy z filtrem', url: '/kremy-z-filtrem' }],
  popularCategoriesMenu: [{ id: 13, full_name: 'Serum do twarzy', url_key: 'serum-do-twarzy', image: null }],
  brandSeoLinks: [],
  products: [productFixture],
  total: 1,
  filters: {
    agg_brand: {
      type: 'options',
      visible: true,
      predefined: false,
      label: 'Marka',
      value: ['marka-nivea'],
      selectedOptions: [option],
      options: [option],
      total: 87,
    },
    agg_price: {
      type: 'range',
      visible: true,
      predefined: false,
      label: 'Cena',
      value: { min: 10, max: null },
      selectedOptions: [],
      bounds: { min: 0, max: 899 },
    },
    agg_bestseller: {
      type: 'flag',
      visible: true,
      predefined: true,
      label: 'Bestsellery',
      value: 1,
      selectedOptions: [],
    },
  },
  contextCategory: null,
};
