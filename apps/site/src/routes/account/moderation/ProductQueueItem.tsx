import { splitInci } from '@kwc/domain';
import type { ProductModerationQueue } from '@kwc/hooks';
import type { Ref } from 'react';

import { RouterLink } from '../../../app/RouterLink';
import * as styles from './productModeration.css';

export type ProductQueueEntry = ProductModerationQueue['items'][number];

/** The INCI list as written, the names the dictionary does not know marked. */
function InciList({ inci, unknown }: { inci: string; unknown: readonly string[] }) {
  const names = splitInci(inci);
  const unknownSet = new Set(unknown.map((name) => name.toLowerCase()));
  return (
    <p className={styles.text}>
      {names.map((name, index) => (
        <span key={`${index}-${name}`}>
          {index > 0 ? ', ' : null}
          {unknownSet.has(name.toLowerCase()) ? (
            <mark className={styles.unknown} title="Nieznany składnik">
              {name}
            </mark>
          ) : (
            name
          )}
        </span>
      ))}
    </p>
  );
}

/** One added product in the moderation queue: everything the author sent and the likely duplicates. */
export function ProductQueueItem({
  entry,
  isCurrent,
  ref,
}: {
  entry: ProductQueueEntry;
  isCurrent: boolean;
  ref?: Ref<HTMLElement>;
}) {
  const { addedProduct: product, author, likelyDuplicates } = entry;
  const headingId = `added-product-${product.id}`;
  return (
    <article
      ref={ref}
      className={styles.item}
      tabIndex={-1}
      aria-labelledby={headingId}
      aria-current={isCurrent ? 'true' : undefined}
    >
      <div className={styles.top}>
        {product.photo ? (
          <img
            className={styles.photo}
            src={product.photo.url}
            alt={`Zdjęcie: ${product.name}`}
            width={80}
            height={80}
          />
        ) : (
          <span />
        )}
        <div>
          <h2 id={headingId} className={styles.title}>
            {product.name}
          </h2>
          <p className={styles.meta}>
            {product.brand.name}
            {product.brand.id === null ? <span className={styles.badge}>nowa marka</span> : null}
            {' · '}
            {product.category.name}
          </p>
          <p className={styles.meta}>
            Autor: {author.username} · {new Date(product.createdAt).toLocaleString('pl-PL')}
            {product.ean ? ` · EAN ${product.ean}` : ''}
          </p>
        </div>
      </div>
      <p className={styles.text}>{product.description}</p>
      {product.inci ? (
        <div>
          <span className={styles.label}>Skład (INCI), nieznanych: {product.ingredients.unknown.length}</span>
          <InciList inci={product.inci} unknown={product.ingredients.unknown} />
        </div>
      ) : (
        <p className={styles.meta}>Bez składu INCI</p>
      )}
      {likelyDuplicates.length > 0 ? (
        <div>
          <span className={styles.label}>Możliwe duplikaty w katalogu:</span>
          <ul className={styles.duplicates}>
            {likelyDuplicates.map((duplicate) => (
              <li key={duplicate.id}>
                <RouterLink href={duplicate.url}>
                  {duplicate.brandName} — {duplicate.name}
                </RouterLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </article>
  );
}
