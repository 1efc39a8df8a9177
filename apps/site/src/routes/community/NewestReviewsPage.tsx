import { PAGES_LIMITS, type NewestReviewsResponse, type ReviewWithProduct } from '@kwc/domain';
import { newestReviewsKey, useNewestReviews } from '@kwc/hooks';
import { Pagination, productImageSources, RatingStars, ReviewCard, type ReviewCardData } from '@kwc/ui';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { countText } from '../shared/counts';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { productHref, profileHref } from '../shared/hrefs';
import { PageIntro, pageClassName } from '../shared/PageIntro';
import { pageHref, pageParam } from '../shared/paging';
import { pagedLoad } from './paging';
import * as styles from './community.css';

export const NEWEST_REVIEWS_PATH = '/najnowsze-recenzje';

const COPY = {
  title: 'Najnowsze recenzje',
  description:
    'Najnowsze opinie o kosmetykach pisane przez użytkowniczki KWC: oceny, zalety i wady, typ cery i czas stosowania. Sprawdź, co testują inni.',
  lead: 'Świeże opinie o kosmetykach prosto od użytkowniczek KWC — z oceną, zaletami i wadami. Każda recenzja przeszła moderację.',
  pageSuffix: (page: number) => ` – strona ${page}`,
  seeProduct: 'Zobacz produkt i wszystkie opinie',
  empty: 'Nie ma jeszcze opublikowanych recenzji.',
} as const;

export async function load(context: LoaderContext): Promise<LoaderResult> {
  return pagedLoad<NewestReviewsResponse>(context, {
    path: NEWEST_REVIEWS_PATH,
    pageSize: PAGES_LIMITS.reviewsPageSize,
    key: (page) => newestReviewsKey({ page }),
  });
}

/** A public review in the card's shape (public reviews carry no draft dates). */
function reviewCardData(review: ReviewWithProduct): ReviewCardData {
  return {
    ...review,
    createdAt: review.publishedAt,
    // ReviewCard requires a usage time; public reviews older than the review form may lack one.
    usageTime: review.usageTime as ReviewCardData['usageTime'],
  };
}

export default function NewestReviewsPage({ search }: PageProps) {
  const { origin } = useSiteContext();
  const page = pageParam(search) ?? 1;
  const { data } = useNewestReviews({ page });
  const trail = [HOME_CRUMB, { label: COPY.title, href: NEWEST_REVIEWS_PATH }];
  const title = page > 1 ? `${COPY.title}${COPY.pageSuffix(page)}` : COPY.title;
  const pageCount = data ? Math.ceil(data.total / PAGES_LIMITS.reviewsPageSize) : 0;
  const reviews = data?.reviews ?? [];

  return (
    <div className={pageClassName}>
      <Seo
        title={title}
        description={COPY.description}
        canonicalPath={pageHref(NEWEST_REVIEWS_PATH, page)}
        jsonLd={[trailJsonLd(trail, origin)]}
      />
      <PageIntro trail={trail} title={title} lead={COPY.lead} eyebrow="Społeczność KWC">
        {data ? <p className={styles.summary}>{countText(data.total, 'reviews')} w katalogu</p> : null}
      </PageIntro>

      {reviews.length === 0 ? (
        <p className={styles.empty}>{COPY.empty}</p>
      ) : (
        <ul className={styles.reviewList}>
          {reviews.map((review) => {
            const { product } = review;
            const image = product.images[0]?.path;
            const sources = image && !product.belongsToAdultCategory ? productImageSources(image) : null;
            return (
              <li key={review.id} className={styles.reviewItem}>
                {/* Not a landmark: one per review would repeat (the same product reviewed twice). */}
                <div className={styles.reviewProduct}>
                  <div className={styles.reviewProductMedia}>
                    {sources ? (
                      <img
                        src={sources.src}
                        srcSet={sources.srcSet}
                        sizes="(min-width: 1024px) 120px, 72px"
                        width={120}
                        height={120}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        className={styles.reviewProductImage}
                      />
                    ) : (
                      <span className={styles.reviewProductPlaceholder} aria-hidden="true">
                        {product.belongsToAdultCategory ? '18+' : product.brandName.slice(0, 1)}
                      </span>
                    )}
                  </div>
                  <div className={styles.reviewProductText}>
                    <p className={styles.reviewProductBrand}>{product.brandName}</p>
                    <h2 className={styles.reviewProductName}>
                      <RouterLink href={productHref(product)} className={styles.reviewProductLink}>
                        {product.name}
                      </RouterLink>
                    </h2>
                    {product.rating !== null && product.numberOfReviews > 0 ? (
                      <p className={styles.reviewProductRating}>
                        <RatingStars value={product.rating} size="sm" />
                        <span>{countText(product.numberOfReviews, 'reviews')}</span>
                      </p>
                    ) : null}
                    <RouterLink href={productHref(product)} className={styles.reviewProductMore}>
                      {COPY.seeProduct}
                    </RouterLink>
                  </div>
                </div>
                <ReviewCard
                  review={reviewCardData(review)}
                  authorHref={profileHref(review.author.userId)}
                  linkAs={RouterLink}
                  headingLevel={3}
                  className={styles.reviewCard}
                />
              </li>
            );
          })}
        </ul>
      )}

      <Pagination
        page={page}
        pageCount={pageCount}
        hrefForPage={(target) => pageHref(NEWEST_REVIEWS_PATH, target)}
        linkAs={RouterLink}
        label="Strony recenzji"
        className={styles.pagination}
      />
    </div>
  );
}
