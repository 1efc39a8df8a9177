import { formatDate, type ProductPageResponse } from '@kwc/domain';
import { Icon } from '@kwc/ui';
import { Link } from 'wouter';

import { PRODUCT_MESSAGES } from './messages';
import * as styles from './ProductArticles.css';
import { EmptyNote } from './ProductSection';

/** 'Artykuły': the editors' articles about the product, as cards; in-site ones navigate on the client. */
export function ProductArticles({ articles }: { articles: ProductPageResponse['productArticles'] }) {
  if (articles.length === 0) return <EmptyNote>{PRODUCT_MESSAGES.noArticles}</EmptyNote>;
  return (
    <ul className={styles.articles}>
      {articles.map((article) => {
        const internal = article.url.startsWith('/');
        return (
          <li key={article.url}>
            <article className={styles.article}>
              <time className={styles.articleDate} dateTime={article.publishedAt}>
                {formatDate(article.publishedAt)}
              </time>
              <h3 className={styles.articleTitle}>
                {internal ? (
                  <Link href={article.url} className={styles.articleLink}>
                    {article.title}
                  </Link>
                ) : (
                  <a href={article.url} className={styles.articleLink}>
                    {article.title}
                  </a>
                )}
              </h3>
              <p className={styles.articleLead}>{article.lead}</p>
              <span className={styles.articleMore} aria-hidden="true">
                {PRODUCT_MESSAGES.readArticle}
                <Icon name="chevronRight" size={16} />
              </span>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
