import {
  formatCount,
  formatDate,
  nextRank,
  PROFILE_SECTION_PAGE_SIZE,
  REVIEW_STATUS_LABELS,
  type ProfileResponse,
  type ProfileSection,
  type ProfileSectionResponse,
} from '@kwc/domain';
import { useAdultContentDisplay, useProfile, useProfileSection } from '@kwc/hooks';
import { Link, Pagination, ProductGrid, ProfileCard, ReviewCard, type ReviewCardData } from '@kwc/ui';
import type { ReactNode } from 'react';

import { RouterLink } from '../../app/RouterLink';
import { useSiteContext } from '../../app/SiteContext';
import { productHref, profileHref } from '../shared/hrefs';
import { pageHref } from '../shared/paging';
import { ReviewsLink } from '../shared/ReviewsLink';
import { useTileWishlist } from '../shared/useTileWishlist';
import * as tabStyles from '../account/account.css';
import * as styles from './profile.css';

/** The sections in their tabs' order; `szkice` is shown to the owner only. */
const SECTIONS: readonly { slug: ProfileSection; label: string; empty: (own: boolean) => string }[] = [
  {
    slug: 'opinie',
    label: 'Opinie',
    empty: (own) => (own ? 'Nie masz jeszcze opublikowanych opinii.' : 'Brak opublikowanych opinii.'),
  },
  { slug: 'szkice', label: 'Szkice', empty: () => 'Nie masz zapisanych szkiców ani opinii do poprawy.' },
  {
    slug: 'produkty',
    label: 'Dodane produkty',
    empty: (own) => (own ? 'Nie dodałaś/eś jeszcze żadnego produktu.' : 'Brak dodanych produktów.'),
  },
  {
    slug: 'hity',
    label: 'HITy',
    empty: (own) => (own ? 'Nie masz jeszcze produktów oznaczonych jako HIT.' : 'Brak produktów oznaczonych jako HIT.'),
  },
  {
    slug: 'pochwaly',
    label: 'Pochwalone opinie',
    empty: (own) => (own ? 'Nie pochwaliłaś/eś jeszcze żadnej opinii.' : 'Brak pochwalonych opinii.'),
  },
];

// What is missing, in the genitive: "brakuje Ci 1 opublikowanej opinii i 2 pochwał".
const MISSING_FORMS = {
  reviews: ['opublikowanej opinii', 'opublikowanych opinii', 'opublikowanych opinii'],
  likes: ['pochwały', 'pochwał', 'pochwał'],
} as const;

export interface ProfileViewProps {
  userId: number;
  section: ProfileSection;
  page: number;
  /** The address of a section's page (the owner's archive under `/konto/profil`, else `/profil/{id}`). */
  sectionHref: (section: ProfileSection) => string;
  /** Beside the name: the follow button, or the owner's own links. */
  action?: ReactNode;
  /** Links of the follow counters. */
  followHrefs?: { followers: string; followed: string };
}

/** A profile: the card with rank, counters and links, then one paged section (spec section 2). */
export function ProfileView({ userId, section, page, sectionHref, action, followHrefs }: ProfileViewProps) {
  const profile = useProfile(userId);
  const data = profile.data;
  if (!data) return null;
  const own = data.isOwner;
  const sections = SECTIONS.filter((item) => own || item.slug !== 'szkice');
  const current = sections.find((item) => item.slug === section) ?? sections[0]!;
  const next = own ? nextRank(data.counters.reviews, data.counters.notes_plus) : null;
  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <ProfileCard
          user={data.profile}
          counters={data.counters}
          socialLinks={data.profile.socialLinks}
          counterHrefs={{ reviews: sectionHref('opinie'), hits: sectionHref('hity'), ...followHrefs }}
          linkAs={RouterLink}
          action={action}
          headingLevel={1}
        />
        {data.profile.bio ? <p className={styles.bio}>{data.profile.bio}</p> : null}
        {next ? <p className={styles.rankNote}>{rankProgress(next)}</p> : null}
      </div>
      <div className={styles.main}>
        <nav aria-label="Sekcje profilu">
          <ul className={tabStyles.tabs}>
            {sections.map((item) => (
              <li key={item.slug}>
                <Link
                  href={sectionHref(item.slug)}
                  as={RouterLink}
                  aria-current={item === current ? 'page' : undefined}
                  variant="standalone"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="sekcja-profilu" className={styles.main}>
          <h2 id="sekcja-profilu" className={styles.sectionHeading}>
            {current.label}
          </h2>
          <SectionContent
            profile={data}
            section={current.slug}
            page={page}
            empty={current.empty(own)}
            href={sectionHref(current.slug)}
          />
        </section>
      </div>
    </div>
  );
}

function rankProgress(next: NonNullable<ReturnType<typeof nextRank>>): string {
  const missing = [
    next.reviewsMissing > 0 ? formatCount(next.reviewsMissing, MISSING_FORMS.reviews) : null,
    next.likesMissing > 0 ? formatCount(next.likesMissing, MISSING_FORMS.likes) : null,
  ].filter(Boolean);
  return `Do rangi „${next.name}” brakuje Ci: ${missing.join(' i ')}.`;
}

function SectionContent({
  profile,
  section,
  page,
  empty,
  href,
}: {
  profile: ProfileResponse;
  section: ProfileSection;
  page: number;
  empty: string;
  href: string;
}) {
  const { data } = useProfileSection(profile.profile.id, section, page);
  if (!data) return null;
  const pageCount = Math.ceil(data.total / PROFILE_SECTION_PAGE_SIZE);
  return (
    <>
      {data.total === 0 ? <p className={styles.empty}>{empty}</p> : <SectionItems data={data} />}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefForPage={(target) => pageHref(href, target)}
        linkAs={RouterLink}
        label="Strony sekcji"
      />
    </>
  );
}

function SectionItems({ data }: { data: ProfileSectionResponse }) {
  switch (data.section) {
    case 'opinie':
    case 'pochwaly':
      return <Reviews reviews={data.reviews} />;
    case 'produkty':
    case 'hity':
      return <Products products={data.products} />;
    case 'szkice':
      return (
        <ul className={styles.drafts}>
          {data.drafts.map((draft) => (
            <li key={draft.reviewId} className={styles.draft}>
              <div className={styles.draftText}>
                <h3 className={styles.draftTitle}>{draft.title ?? 'Opinia bez tytułu'}</h3>
                <p className={styles.draftMeta}>
                  {draft.product.brandName} · {draft.product.name}
                </p>
                <p className={styles.draftMeta}>
                  {REVIEW_STATUS_LABELS[draft.status]} · zmieniona {formatDate(draft.updatedAt)}
                </p>
              </div>
              <Link href={`/review/edit/${draft.productId}/${draft.reviewId}`} as={RouterLink} variant="standalone">
                {draft.status === 'needs_changes' ? 'Popraw opinię' : 'Dokończ opinię'}
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}

/** Published reviews, each under a link to its product. */
function Reviews({ reviews }: { reviews: Extract<ProfileSectionResponse, { reviews: unknown }>['reviews'] }) {
  return (
    <ul className={styles.reviews}>
      {reviews.map((review) => {
        const card: ReviewCardData = {
          ...review,
          createdAt: review.publishedAt,
          // ReviewCard requires a usage time; public reviews older than the review form may lack one.
          usageTime: review.usageTime as ReviewCardData['usageTime'],
        };
        return (
          <li key={review.id} className={styles.review}>
            <p className={styles.reviewProduct}>
              <span className={styles.reviewBrand}>{review.product.brandName}</span>{' '}
              <Link href={productHref(review.product)} as={ReviewsLink}>
                {review.product.name}
              </Link>
            </p>
            <ReviewCard
              review={card}
              authorHref={profileHref(review.author.userId)}
              linkAs={RouterLink}
              headingLevel={3}
            />
          </li>
        );
      })}
    </ul>
  );
}

function Products({ products }: { products: Extract<ProfileSectionResponse, { products: unknown }>['products'] }) {
  const { isCrawler } = useSiteContext();
  const showAdultContent = useAdultContentDisplay({ isCrawler, isAccountInitialized: true, dateOfBirth: null });
  const tiles = useTileWishlist(products);
  return (
    <ProductGrid
      products={products}
      linkAs={RouterLink}
      showAdultContent={showAdultContent}
      label="Produkty"
      {...tiles}
    />
  );
}
