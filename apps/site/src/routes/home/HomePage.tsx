import {
  formatDate,
  type ActiveReviewer,
  type CategoryWithCount,
  type EditorialRecommendation,
  type HomeResponse,
  type PopularBrand,
  type RewardedProduct,
  type TestingCampaign,
  type TestingStatus,
} from '@kwc/domain';
import { homeKey, useHomeSections } from '@kwc/hooks';
import {
  DEFAULT_PRODUCT_GRID_COLUMNS,
  Icon,
  type IconName,
  ProductGrid,
  productGridSizes,
  productImageSources,
  ProductTile,
  SectionHeading,
  UserBadge,
} from '@kwc/ui';
import { memo, Suspense, useEffect, type ReactNode } from 'react';

import { contextCategories, useContextCategory } from '../../app/contextCategory';
import { container } from '../../app/layout.css';
import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { DEFERRED_DRAWING, useDeferredDrawing } from '../../app/deferredDrawing';
import { usePageAdsContext } from '../../app/analytics';
import { useSiteContext } from '../../app/SiteContext';
import { useTopLevelMenu } from '../../app/siteMenu';
import { CompactRating } from '../shared/CompactRating';
import { countText } from '../shared/counts';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { listingHref, productHref, profileHref } from '../shared/hrefs';
import { useTileWishlist } from '../shared/useTileWishlist';
import * as styles from './HomePage.css';

/**
 * The home page sections of spec section 1, in order; the first, second, third and sixth carry
 * an anchor (their heading's id, linked from the hero's shortcuts).
 */
export const HOME_SECTION_COPY = {
  editorialRecommendations: { title: 'Polecane przez redakcję', anchor: 'polecane-przez-redakcje', short: 'Polecane' },
  popularBrands: { title: 'Najpopularniejsze marki', anchor: 'najpopularniejsze-marki', short: 'Marki' },
  testing: { title: 'Testowanie', anchor: 'testowanie', short: 'Testowanie' },
  activeReviewers: { title: 'Najaktywniejsze recenzentki', anchor: null, short: null },
  rewardedProducts: { title: 'Nagrodzone produkty', anchor: null, short: null },
  newProducts: { title: 'Nowości', anchor: 'nowosci', short: 'Nowości' },
  mostReviewed: { title: 'Najczęściej recenzowane', anchor: null, short: null },
  categories: { title: 'Przeglądaj kategorie', anchor: null, short: null },
} as const satisfies Record<keyof HomeResponse, { title: string; anchor: string | null; short: string | null }>;

const HOME_COPY = {
  title: '',
  description:
    'Katalog kosmetyków z opiniami i składami: polecane przez redakcję, testowanie, nagrodzone produkty, nowości i najpopularniejsze marki. Czytaj recenzje i wybieraj świadomie.',
  eyebrow: 'Kosmetyki · opinie · składniki',
  heading: 'Kosmetyki sprawdzone przez tysiące recenzentek',
  lead: 'Czytaj szczere opinie, porównuj składy i odkrywaj produkty, które naprawdę działają. Wybieraj kosmetyki z głową — zanim wydasz na nie pieniądze.',
  shortcuts: 'Na skróty',
  // ours: the home-with-context route names the context it set.
  context: 'Przeglądasz kategorię',
  startHere: 'Zacznij tutaj',
  guides: [
    { href: '/najnowsze-recenzje', icon: 'star', title: 'Najnowsze recenzje', text: 'Świeże opinie o kosmetykach' },
    { href: '/wazne-skladniki', icon: 'info', title: 'Ważne składniki', text: 'Co działa w składzie INCI' },
    { href: '/popularne-marki', icon: 'heart', title: 'Popularne marki', text: 'Marki od A do Z' },
    { href: '/lista-kategorii', icon: 'menu', title: 'Lista kategorii', text: 'Cały katalog w jednym miejscu' },
  ] satisfies { href: string; icon: IconName; title: string; text: string }[],
  testingStatus: {
    trwa: { label: 'Trwa', tone: 'running' },
    wkrótce: { label: 'Wkrótce', tone: 'upcoming' },
    zakończone: { label: 'Zakończone', tone: 'ended' },
  } satisfies Record<TestingStatus, { label: string; tone: keyof typeof styles.status }>,
  seeProduct: 'Zobacz produkt',
  allBrands: 'Wszystkie marki',
  allReviewers: 'Wszystkie recenzentki',
  newestReviews: 'Najnowsze recenzje',
  allCategories: 'Wszystkie kategorie',
  rank: (position: number) => `${position}. miejsce`,
} as const;

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
      <Hero context={routeContext ?? null} />
      {data ? <HomeSections data={data} /> : null}
    </>
  );
}

// Memoised: the page re-renders right after hydration (its data hook settles), the sections'
// data does not change with it, and re-rendering every section and tile is most of a phone's
// main-thread time on this page.
const Hero = memo(function Hero({ context }: { context: { full_name: string; url_key: string } | null }) {
  const shortcuts = Object.values(HOME_SECTION_COPY).filter((section) => section.anchor !== null);
  return (
    <div className={styles.hero}>
      <div className={`${container} ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.heroEyebrow}>
            {context ? (
              <>
                {HOME_COPY.context}:{' '}
                <RouterLink href={`/${context.url_key}`} className={styles.heroContext}>
                  {context.full_name}
                </RouterLink>
              </>
            ) : (
              HOME_COPY.eyebrow
            )}
          </p>
          <h1 className={styles.heroTitle}>{HOME_COPY.heading}</h1>
          <p className={styles.heroLead}>{HOME_COPY.lead}</p>
          <nav aria-label={HOME_COPY.shortcuts} className={styles.shortcuts}>
            <ul className={styles.shortcutList}>
              {shortcuts.map((section) => (
                <li key={section.anchor}>
                  <a href={`#${section.anchor}`} className={styles.shortcut}>
                    {section.short}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <nav aria-label={HOME_COPY.startHere} className={styles.guides}>
          <p className={styles.guidesTitle}>{HOME_COPY.startHere}</p>
          <ul className={styles.guideList}>
            {HOME_COPY.guides.map((guide) => (
              <li key={guide.href}>
                <RouterLink href={guide.href} className={styles.guide}>
                  <span className={styles.guideIcon}>
                    <Icon name={guide.icon} size={20} />
                  </span>
                  <span className={styles.guideText}>
                    <span className={styles.guideTitle}>{guide.title}</span>
                    <span className={styles.guideNote}>{guide.text}</span>
                  </span>
                  <Icon name="chevronRight" size={18} className={styles.guideArrow} />
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
});

function HomeSection({
  section,
  tone = 'plain',
  seeAllHref,
  seeAllLabel,
  eyebrow,
  description,
  children,
}: {
  section: keyof HomeResponse;
  tone?: 'plain' | 'soft';
  seeAllHref?: string;
  seeAllLabel?: string;
  eyebrow?: string;
  description?: string;
  children: ReactNode;
}) {
  const copy = HOME_SECTION_COPY[section];
  return (
    <section className={styles.section[tone]} aria-label={copy.title} data-section={section} {...DEFERRED_DRAWING}>
      <div className={container}>
        <SectionHeading
          title={copy.title}
          id={copy.anchor ?? undefined}
          eyebrow={eyebrow}
          description={description}
          seeAllHref={seeAllHref}
          seeAllLabel={seeAllLabel}
          linkAs={RouterLink}
        />
        {/* A boundary per section: hydration yields between them (shorter main-thread tasks). */}
        <Suspense>{children}</Suspense>
      </div>
    </section>
  );
}

const HomeSections = memo(function HomeSections({ data }: { data: HomeResponse }) {
  const tiles = useTileWishlist([
    ...data.rewardedProducts.map((award) => award.product),
    ...data.newProducts,
    ...data.mostReviewed,
  ]);
  const columns = DEFAULT_PRODUCT_GRID_COLUMNS;
  return (
    <>
      {data.editorialRecommendations.length > 0 && (
        <HomeSection
          section="editorialRecommendations"
          eyebrow="Wybór redakcji"
          description="Kosmetyki, które przetestowałyśmy i do których wracamy."
        >
          <ul className={styles.scroller}>
            {data.editorialRecommendations.map((pick, index) => (
              <li key={pick.id} className={styles.scrollerItem}>
                <PickCard pick={pick} priority={index === 0} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {data.popularBrands.length > 0 && (
        <HomeSection
          section="popularBrands"
          tone="soft"
          seeAllHref="/popularne-marki"
          seeAllLabel={HOME_COPY.allBrands}
        >
          <ul className={styles.brandGrid}>
            {data.popularBrands.map((brand, index) => (
              <li key={brand.slug}>
                <BrandCard brand={brand} index={index} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {data.testing.length > 0 && (
        <HomeSection
          section="testing"
          eyebrow="Testuj z nami"
          description="Zgłoś się do testów, odbierz kosmetyk i podziel się opinią z innymi."
        >
          <ul className={styles.scroller}>
            {data.testing.map((campaign) => (
              <li key={campaign.id} className={styles.scrollerItem}>
                <TestingCard campaign={campaign} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {data.activeReviewers.length > 0 && (
        <HomeSection
          section="activeReviewers"

          tone="soft"
          seeAllHref="/recenzentki.html"
          seeAllLabel={HOME_COPY.allReviewers}
        >
          <ol className={styles.reviewerGrid}>
            {data.activeReviewers.map((reviewer, index) => (
              <li key={reviewer.userId}>
                <ReviewerCard reviewer={reviewer} position={index + 1} />
              </li>
            ))}
          </ol>
        </HomeSection>
      )}

      {data.rewardedProducts.length > 0 && (
        <HomeSection
          section="rewardedProducts"

          eyebrow="Wyróżnienia"
          description="Zwycięzcy plebiscytów i testów KWC."
        >
          <ul className={styles.awardGrid}>
            {data.rewardedProducts.map((award, index) => (
              <li key={`${award.product.sku}-${award.name}-${award.year}`} className={styles.awardItem}>
                <AwardTile award={award} sizes={productGridSizes(columns)} tiles={tiles} index={index} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}

      {data.newProducts.length > 0 && (
        <HomeSection section="newProducts" tone="soft" description="Najświeższe kosmetyki w katalogu.">
          <ProductGrid
            products={data.newProducts}
            columns={columns}
            priorityCount={0}
            linkAs={RouterLink}
            label={HOME_SECTION_COPY.newProducts.title}
            {...tiles}
          />
        </HomeSection>
      )}

      {data.mostReviewed.length > 0 && (
        <HomeSection
          section="mostReviewed"

          seeAllHref="/najnowsze-recenzje"
          seeAllLabel={HOME_COPY.newestReviews}
          description="Produkty, o których napisałyście najwięcej."
        >
          <ProductGrid
            products={data.mostReviewed}
            columns={columns}
            priorityCount={0}
            linkAs={RouterLink}
            label={HOME_SECTION_COPY.mostReviewed.title}
            {...tiles}
          />
        </HomeSection>
      )}

      {data.categories.length > 0 && (
        <HomeSection
          section="categories"

          tone="soft"
          seeAllHref="/lista-kategorii"
          seeAllLabel={HOME_COPY.allCategories}
        >
          <ul className={styles.categoryGrid}>
            {data.categories.map((category, index) => (
              <li key={category.id} className={styles.categoryItem}>
                <CategoryCard category={category} index={index} />
              </li>
            ))}
          </ul>
        </HomeSection>
      )}
    </>
  );
});

function Packshot({
  path,
  sizes,
  priority = false,
  className,
}: {
  path: string | undefined;
  sizes: string;
  priority?: boolean;
  className: string;
}) {
  if (!path) return <span className={className} aria-hidden="true" />;
  const image = productImageSources(path);
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={400}
      height={400}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}

function PickCard({ pick, priority }: { pick: EditorialRecommendation; priority: boolean }) {
  const { product } = pick;
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <Packshot
          path={product.images[0]?.path}
          sizes="(min-width: 1024px) 280px, 260px"
          priority={priority}
          className={styles.cardImage}
        />
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardKicker}>{product.brandName}</p>
        <h3 className={styles.cardTitle}>
          <RouterLink href={productHref(product)} className={styles.stretchedLink}>
            {pick.title}
          </RouterLink>
        </h3>
        <p className={styles.cardText}>{pick.lead}</p>
        <p className={styles.cardProduct}>
          <span className={styles.cardProductName}>{product.name}</span>
          {product.rating !== null && product.numberOfReviews > 0 ? (
            <span className={styles.cardRating}>
              <CompactRating value={product.rating} />
              <span>{countText(product.numberOfReviews, 'reviews')}</span>
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

function BrandCard({ brand, index }: { brand: PopularBrand; index: number }) {
  const initials = brand.name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase('pl-PL'))
    .join('');
  return (
    <RouterLink href={listingHref(brand.slug)} className={styles.brandCard}>
      <span className={styles.monogram[index % styles.MONOGRAM_TONES]} aria-hidden="true">
        {initials}
      </span>
      <span className={styles.brandText}>
        <span className={styles.brandName}>{brand.name}</span>
        <span className={styles.brandMeta}>{countText(brand.productCount, 'products')}</span>
        {brand.averageRating !== null ? (
          <CompactRating value={brand.averageRating} className={styles.brandRating} />
        ) : null}
      </span>
    </RouterLink>
  );
}

function testingDates(campaign: TestingCampaign): string {
  switch (campaign.status) {
    case 'trwa':
      return `Zgłoszenia do ${formatDate(campaign.endsAt)}`;
    case 'wkrótce':
      return `Start ${formatDate(campaign.startsAt)}`;
    default:
      return `Zakończone ${formatDate(campaign.endsAt)}`;
  }
}

function TestingCard({ campaign }: { campaign: TestingCampaign }) {
  const { product } = campaign;
  return (
    <article className={styles.card}>
      <div className={styles.cardMedia}>
        <Packshot
          path={product.images[0]?.path}
          sizes="(min-width: 1024px) 280px, 260px"
          className={styles.cardImage}
        />
        <span className={styles.status[HOME_COPY.testingStatus[campaign.status].tone]}>
          {HOME_COPY.testingStatus[campaign.status].label}
        </span>
      </div>
      <div className={styles.cardBody}>
        <p className={styles.cardKicker}>
          <time dateTime={campaign.status === 'wkrótce' ? campaign.startsAt : campaign.endsAt}>
            {testingDates(campaign)}
          </time>
        </p>
        <h3 className={styles.cardTitle}>
          <RouterLink href={productHref(product)} className={styles.stretchedLink}>
            {campaign.title}
          </RouterLink>
        </h3>
        <p className={styles.cardText}>{campaign.description}</p>
        <p className={styles.cardProduct}>
          <span className={styles.cardProductName}>
            {product.brandName} {product.name}
          </span>
        </p>
      </div>
    </article>
  );
}

function ReviewerCard({ reviewer, position }: { reviewer: ActiveReviewer; position: number }) {
  return (
    <article className={styles.reviewer}>
      <span className={styles.reviewerRank} aria-label={HOME_COPY.rank(position)}>
        {position}
      </span>
      <UserBadge
        user={reviewer}
        href={profileHref(reviewer.userId)}
        linkAs={RouterLink}
        className={styles.reviewerBadge}
      />
      <p className={styles.reviewerCounts}>
        <span>{countText(reviewer.reviewCount, 'reviews')}</span>
        <span aria-hidden="true"> · </span>
        <span>{countText(reviewer.likes, 'likes')}</span>
      </p>
    </article>
  );
}

function AwardTile({
  award,
  sizes,
  tiles,
  index,
}: {
  award: RewardedProduct;
  sizes: string;
  tiles: ReturnType<typeof useTileWishlist>;
  index: number;
}) {
  const { product } = award;
  return (
    <>
      <p className={styles.awardLabel}>
        <Icon name="starFilled" size={16} className={styles.awardIcon} />
        <span>
          {award.name} {award.year}
        </span>
      </p>
      <ProductTile
        {...tiles.tileOptions?.(product, index)}
        product={product}
        href={productHref(product)}
        linkAs={RouterLink}
        sizes={sizes}
        onWishlistChange={tiles.onWishlistChange ? (next) => tiles.onWishlistChange?.(product, next) : undefined}
      />
    </>
  );
}

function CategoryCard({ category, index }: { category: CategoryWithCount; index: number }) {
  return (
    <RouterLink href={listingHref(category.url_key)} className={styles.categoryCard[index % styles.CATEGORY_TONES]}>
      <span className={styles.categoryName}>{category.full_name}</span>
      <span className={styles.categoryMeta}>{countText(category.productCount, 'products')}</span>
      <Icon name="chevronRight" size={20} className={styles.categoryArrow} />
    </RouterLink>
  );
}
