import type { HomeResponse, Product } from '@kwc/domain';
import { DEFAULT_PRODUCT_GRID_COLUMNS, ProductGrid, productGridSizes } from '@kwc/ui';
import type { ReactNode } from 'react';

import { RouterLink } from '../../app/RouterLink';
import type { useTileWishlist } from '../shared/useTileWishlist';
import { RewardedProducts } from './AwardTiles';
import { PopularBrands } from './BrandCards';
import { CategoryCards } from './CategoryCards';
import { EditorialPicks, TestingCampaigns } from './FeatureCards';
import { HOME_COPY } from './messages';
import { ActiveReviewers } from './ReviewerCards';

/** What a section's content is drawn from. */
export interface HomeSectionContext {
  data: HomeResponse;
  /** The wishlist hearts of the page's product tiles. */
  tiles: ReturnType<typeof useTileWishlist>;
  title: string;
}

/** A home page section of spec section 1, and how it shows. */
export interface HomeSectionRow {
  section: keyof HomeResponse;
  title: string;
  /** Its heading's id, and the hero's shortcut to it. */
  anchor?: { id: string; shortcut: string };
  tone: 'plain' | 'soft';
  eyebrow?: string;
  description?: string;
  seeAll?: { href: string; label: string };
  content: (context: HomeSectionContext) => ReactNode;
}

const columns = DEFAULT_PRODUCT_GRID_COLUMNS;

const productGrid = (products: readonly Product[], { tiles, title }: HomeSectionContext) => (
  <ProductGrid products={products} columns={columns} priorityCount={0} linkAs={RouterLink} label={title} {...tiles} />
);

/** The home page's sections in the order of spec section 1; the 1st, 2nd, 3rd and 6th carry an anchor. */
export const HOME_SECTION_TABLE: readonly HomeSectionRow[] = [
  {
    section: 'editorialRecommendations',
    title: 'Polecane przez redakcję',
    anchor: { id: 'polecane-przez-redakcje', shortcut: 'Polecane' },
    tone: 'plain',
    eyebrow: 'Wybór redakcji',
    description: 'Kosmetyki, które przetestowałyśmy i do których wracamy.',
    content: ({ data }) => <EditorialPicks picks={data.editorialRecommendations} />,
  },
  {
    section: 'popularBrands',
    title: 'Najpopularniejsze marki',
    anchor: { id: 'najpopularniejsze-marki', shortcut: 'Marki' },
    tone: 'soft',
    seeAll: { href: '/popularne-marki', label: HOME_COPY.allBrands },
    content: ({ data }) => <PopularBrands brands={data.popularBrands} />,
  },
  {
    section: 'testing',
    title: 'Testowanie',
    anchor: { id: 'testowanie', shortcut: 'Testowanie' },
    tone: 'plain',
    eyebrow: 'Testuj z nami',
    description: 'Zgłoś się do testów, odbierz kosmetyk i podziel się opinią z innymi.',
    content: ({ data }) => <TestingCampaigns campaigns={data.testing} />,
  },
  {
    section: 'activeReviewers',
    title: 'Najaktywniejsze recenzentki',
    tone: 'soft',
    seeAll: { href: '/recenzentki.html', label: HOME_COPY.allReviewers },
    content: ({ data }) => <ActiveReviewers reviewers={data.activeReviewers} />,
  },
  {
    section: 'rewardedProducts',
    title: 'Nagrodzone produkty',
    tone: 'plain',
    eyebrow: 'Wyróżnienia',
    description: 'Zwycięzcy plebiscytów i testów KWC.',
    content: ({ data, tiles }) => (
      <RewardedProducts awards={data.rewardedProducts} sizes={productGridSizes(columns)} tiles={tiles} />
    ),
  },
  {
    section: 'newProducts',
    title: 'Nowości',
    anchor: { id: 'nowosci', shortcut: 'Nowości' },
    tone: 'soft',
    description: 'Najświeższe kosmetyki w katalogu.',
    content: (context) => productGrid(context.data.newProducts, context),
  },
  {
    section: 'mostReviewed',
    title: 'Najczęściej recenzowane',
    tone: 'plain',
    seeAll: { href: '/najnowsze-recenzje', label: HOME_COPY.newestReviews },
    description: 'Produkty, o których napisałyście najwięcej.',
    content: (context) => productGrid(context.data.mostReviewed, context),
  },
  {
    section: 'categories',
    title: 'Przeglądaj kategorie',
    tone: 'soft',
    seeAll: { href: '/lista-kategorii', label: HOME_COPY.allCategories },
    content: ({ data }) => <CategoryCards categories={data.categories} />,
  },
];
