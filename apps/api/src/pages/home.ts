import { PAGES_LIMITS, type HomeResponse } from '@kwc/domain';

import { popularBrands } from '../catalog/brands';
import { topCategories } from '../catalog/category-tree';
import { editorialRecommendations, rewardedProducts, testingCampaigns } from '../editorial/service';
import type { RequestContext } from '../http/context';
import { forEveryone, mostReviewedProducts, newestProducts } from '../products/service';
import { activeReviewers } from '../reviews/service';

/**
 * The eight home page sections of spec section 1, in order. Adult products never show on the home
 * page: every section that shows products leaves them out.
 */
export async function home(context: RequestContext, now: Date): Promise<HomeResponse> {
  const size = PAGES_LIMITS.homeSectionSize;
  const homeProducts = forEveryone(context);
  await context.dictionary.ready();
  const [recommended, brands, testing, active, rewarded, newest, mostReviewed, categories] = await Promise.all([
    editorialRecommendations(context, homeProducts, size),
    popularBrands(context, size),
    testingCampaigns(context, homeProducts, now, size),
    activeReviewers(context, size, 0),
    rewardedProducts(context, homeProducts, size),
    newestProducts(context, homeProducts, size),
    mostReviewedProducts(context, homeProducts, size),
    topCategories(context, PAGES_LIMITS.homeSectionMax),
  ]);
  return {
    editorialRecommendations: recommended,
    popularBrands: brands,
    testing,
    activeReviewers: active,
    rewardedProducts: rewarded,
    newProducts: newest,
    mostReviewed,
    categories,
  };
}
