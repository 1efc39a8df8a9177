import { formatDate } from '@kwc/domain';
import { useAdultContentDisplay, useArticlePage } from '@kwc/hooks';
import { ProductGrid } from '@kwc/ui';

import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import * as directory from '../directory/directory.css';
import { countText } from '../shared/counts';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { PageIntro } from '../shared/PageIntro';
import { useTileWishlist } from '../shared/useTileWishlist';
import * as styles from './cms.css';

const COPY = {
  eyebrow: 'Artykuł',
  published: 'Opublikowano',
  products: 'Kosmetyki z artykułu',
  noProducts: 'Kosmetyki z tego artykułu nie są już dostępne w katalogu.',
  more: (name: string) => `Więcej w kategorii ${name}`,
  publisher: 'Wydawnictwo KWC',
} as const;

/**
 * A magazine article the product pages link to (`/kwc-{slug}` when it is not one of the
 * publisher's own pages): its lead, its date, its text, the cosmetics it is about and its category.
 */
export function ArticleView({ slug }: { slug: string }) {
  const { origin, isCrawler } = useSiteContext();
  const { data } = useArticlePage(slug);
  const showAdultContent = useAdultContentDisplay({ isCrawler, isAccountInitialized: true, dateOfBirth: null });
  const tiles = useTileWishlist(data?.products ?? []);
  if (!data) return null;
  const { article, products } = data;
  const paragraphs = article.body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const path = `/kwc-${slug}`;
  const categoryPath = article.category ? `/${article.category.url_key}` : null;
  const trail = [
    HOME_CRUMB,
    ...(article.category && categoryPath ? [{ label: article.category.full_name, href: categoryPath }] : []),
    { label: article.title, href: path },
  ];

  return (
    <>
      <Seo
        title={article.title}
        description={article.lead}
        canonicalPath={path}
        ogType="article"
        jsonLd={[
          trailJsonLd(trail, origin),
          {
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: article.title,
            description: article.lead,
            datePublished: article.publishedAt,
            url: `${origin}${path}`,
            inLanguage: 'pl-PL',
            publisher: { '@type': 'Organization', name: COPY.publisher, url: `${origin}/` },
          },
        ]}
      />
      <PageIntro trail={trail} title={article.title} lead={article.lead} eyebrow={COPY.eyebrow}>
        <p className={styles.published}>
          {COPY.published} <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
        </p>
      </PageIntro>

      {/* Plain text, drawn as text: the article's paragraphs are never markup. */}
      {paragraphs.length > 0 ? (
        <article className={`${styles.article} ${styles.articleBody}`} aria-label={article.title}>
          {paragraphs.map((paragraph, index) => (
            <p key={index} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </article>
      ) : null}

      <section aria-labelledby="kosmetyki" className={styles.articleProducts}>
        <div className={styles.articleProductsHeader}>
          <h2 id="kosmetyki" className={styles.blockTitle}>
            {COPY.products}
          </h2>
          {products.length > 0 ? <p className={styles.count}>{countText(products.length, 'products')}</p> : null}
        </div>
        {products.length === 0 ? (
          <p className={styles.paragraph}>{COPY.noProducts}</p>
        ) : (
          <ProductGrid
            products={products}
            linkAs={RouterLink}
            showAdultContent={showAdultContent}
            label={COPY.products}
            {...tiles}
          />
        )}
        {article.category && categoryPath ? (
          <p className={styles.paragraph}>
            <RouterLink href={categoryPath} className={directory.inlineLink}>
              {COPY.more(article.category.full_name)}
            </RouterLink>
          </p>
        ) : null}
      </section>
    </>
  );
}
