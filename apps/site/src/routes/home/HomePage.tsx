import type { HomeResponse } from '@kwc/domain';
import { homeKey, useHomeSections } from '@kwc/hooks';
import { memo, useEffect } from 'react';

import { contextCategories, useContextCategory } from '../../app/contextCategory';
import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { Seo } from '../../app/Seo';
import { useDeferredDrawing } from '../../app/deferredDrawing';
import { usePageAdsContext } from '../../app/analytics';
import { useSiteContext } from '../../app/SiteContext';
import { useTopLevelMenu } from '../../app/siteMenu';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { useTileWishlist } from '../shared/useTileWishlist';
import { HomeHero } from './HomeHero';
import { HomeSection } from './HomeSection';
import { HOME_SECTION_TABLE } from './homeSections';
import { HOME_COPY } from './messages';

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const slug = context.params.slug;
  if (slug === undefined) return { fallback: { [homeKey()]: await context.fetchJson(homeKey()) } };
  // The home-with-context route (spec section 2): only with the feature on, for a context category.
  // The menu it checks is the layout's, which every page already carries.
  if (!context.features.contextCategory) return { status: 404 };
  const [menu, home] = await Promise.all([context.client.getMenu('uroda'), context.fetchJson(homeKey())]);
  if (!contextCategories(menu).some((category) => category.url_key === slug)) return { status: 404 };
  return { fallback: { [homeKey()]: home } };
}

export default function HomePage({ params }: PageProps) {
  const { origin, features } = useSiteContext();
  const { data } = useHomeSections();
  useDeferredDrawing(params.slug ?? '');
  const context = useContextCategory(useTopLevelMenu(), features.contextCategory);
  const routeContext = params.slug
    ? context.categories.find((category) => category.url_key === params.slug)
    : undefined;
  const { current, choose } = context;
  // The home of a context category is that category's page for the ads context.
  usePageAdsContext({ contentType: 'home', categoryIds: routeContext ? [routeContext.id] : [] });
  // Opening the home of a context makes it the visitor's context (kept 365 days).
  useEffect(() => {
    if (routeContext && current?.id !== routeContext.id) choose(routeContext);
  }, [routeContext, current, choose]);
  const siteUrl = `${origin}/`;
  const jsonLd = [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      '@id': `${siteUrl}#website`,
      name: 'KWC',
      alternateName: 'KWC — kosmetyki, opinie, składniki',
      url: siteUrl,
      inLanguage: 'pl-PL',
      publisher: { '@id': `${siteUrl}#organization` },
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${siteUrl}#organization`,
      name: 'Wydawnictwo KWC',
      url: siteUrl,
      logo: `${origin}/favicon.svg`,
    },
    trailJsonLd([HOME_CRUMB], origin),
  ];

  return (
    <>
      <Seo title={HOME_COPY.title} description={HOME_COPY.description} canonicalPath="/" jsonLd={jsonLd} />
      <HomeHero context={routeContext ?? null} />
      {data ? <HomeSections data={data} /> : null}
    </>
  );
}

// Memoised: the page re-renders right after hydration (its data hook settles), the sections' data
// does not change with it, and re-rendering every section and tile is most of a phone's main-thread
// time on this page.
const HomeSections = memo(function HomeSections({ data }: { data: HomeResponse }) {
  const tiles = useTileWishlist([
    ...data.rewardedProducts.map((award) => award.product),
    ...data.newProducts,
    ...data.mostReviewed,
  ]);
  return (
    <>
      {HOME_SECTION_TABLE.map((row) =>
        data[row.section].length > 0 ? (
          <HomeSection key={row.section} row={row}>
            {row.content({ data, tiles, title: row.title })}
          </HomeSection>
        ) : null,
      )}
    </>
  );
});
