import { formatNumber, PAGES_LIMITS, type ReviewersResponse } from '@kwc/domain';
import { reviewersKey, useReviewers } from '@kwc/hooks';
import { visuallyHidden } from '@kwc/tokens';
import { Avatar, Pagination } from '@kwc/ui';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { countText } from '../shared/counts';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { profileHref } from '../shared/hrefs';
import { PageIntro, pageClassName } from '../shared/PageIntro';
import { pageHref, pageParam } from '../shared/paging';
import { pagedLoad } from './paging';
import * as styles from './community.css';

export const REVIEWERS_PATH = '/recenzentki.html';

const COPY = {
  title: 'Najaktywniejsze recenzentki',
  description:
    'Ranking najaktywniejszych recenzentek KWC: kto napisał najwięcej opinii o kosmetykach i zebrał najwięcej pochwał od innych czytelniczek.',
  lead: 'Osoby, które napisały najwięcej opinii o kosmetykach. Ich recenzje pomagają tysiącom czytelniczek wybrać dobrze — zajrzyj na ich profile i sprawdź, co polecają.',
  pageSuffix: (page: number) => ` – strona ${page}`,
  position: (position: number) => `${position}. miejsce`,
  empty: 'Nikt jeszcze nie opublikował recenzji. Twoja może być pierwsza!',
} as const;

export async function load(context: LoaderContext): Promise<LoaderResult> {
  return pagedLoad<ReviewersResponse>(context, {
    path: REVIEWERS_PATH,
    pageSize: PAGES_LIMITS.reviewersPageSize,
    key: (page) => reviewersKey({ page }),
  });
}

export default function ReviewersPage({ search }: PageProps) {
  const { origin } = useSiteContext();
  const page = pageParam(search) ?? 1;
  const { data } = useReviewers({ page });
  const trail = [HOME_CRUMB, { label: COPY.title, href: REVIEWERS_PATH }];
  const title = page > 1 ? `${COPY.title}${COPY.pageSuffix(page)}` : COPY.title;
  const pageCount = data ? Math.ceil(data.total / PAGES_LIMITS.reviewersPageSize) : 0;
  const offset = (page - 1) * PAGES_LIMITS.reviewersPageSize;
  const reviewers = data?.reviewers ?? [];

  return (
    <div className={pageClassName}>
      <Seo
        title={title}
        description={COPY.description}
        canonicalPath={pageHref(REVIEWERS_PATH, page)}
        jsonLd={[
          trailJsonLd(trail, origin),
          {
            '@context': 'https://schema.org',
            '@type': 'ItemList',
            name: COPY.title,
            itemListOrder: 'https://schema.org/ItemListOrderDescending',
            itemListElement: reviewers.map((reviewer, index) => ({
              '@type': 'ListItem',
              position: offset + index + 1,
              url: `${origin}${profileHref(reviewer.userId)}`,
              name: reviewer.username,
            })),
          },
        ]}
      />
      <PageIntro trail={trail} title={title} lead={COPY.lead} eyebrow="Społeczność KWC">
        {data ? <p className={styles.summary}>{countText(data.total, 'reviewers')} w rankingu</p> : null}
      </PageIntro>

      {reviewers.length === 0 ? (
        <p className={styles.empty}>{COPY.empty}</p>
      ) : (
        <ol className={styles.reviewerList} start={offset + 1}>
          {reviewers.map((reviewer, index) => {
            const position = offset + index + 1;
            const podium = position <= 3 ? position : 0;
            return (
              <li key={reviewer.userId} className={styles.reviewerItem}>
                <article className={styles.reviewerCard[podium]} aria-labelledby={`recenzentka-${reviewer.userId}`}>
                  {/* The number drawn, its words read: aria-label on a plain span is not valid HTML. */}
                  <span className={styles.position[podium]}>
                    <span aria-hidden="true">{position}</span>
                    <span className={visuallyHidden}>{COPY.position(position)}</span>
                  </span>
                  <Avatar src={reviewer.avatar} size="md" className={styles.avatar} />
                  <div className={styles.reviewerText}>
                    <h2 className={styles.reviewerName} id={`recenzentka-${reviewer.userId}`}>
                      <RouterLink href={profileHref(reviewer.userId)} className={styles.reviewerLink}>
                        {reviewer.username}
                      </RouterLink>
                    </h2>
                    <span className={styles.rankBadge}>{reviewer.rank}</span>
                  </div>
                  <dl className={styles.stats}>
                    <div className={styles.stat}>
                      <dt className={styles.statLabel}>Opinie</dt>
                      <dd className={styles.statValue}>{formatNumber(reviewer.reviewCount)}</dd>
                    </div>
                    <div className={styles.stat}>
                      <dt className={styles.statLabel}>Pochwały</dt>
                      <dd className={styles.statValue}>{formatNumber(reviewer.likes)}</dd>
                    </div>
                  </dl>
                </article>
              </li>
            );
          })}
        </ol>
      )}

      <Pagination
        page={page}
        pageCount={pageCount}
        hrefForPage={(target) => pageHref(REVIEWERS_PATH, target)}
        linkAs={RouterLink}
        label="Strony rankingu"
        className={styles.pagination}
      />
    </div>
  );
}
