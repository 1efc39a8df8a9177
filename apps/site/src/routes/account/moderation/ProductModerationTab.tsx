import { PAGES_LIMITS, type AddedProductStatus } from '@kwc/domain';
import { useProductModerationDecision, useProductModerationQueue } from '@kwc/hooks';
import { Pagination, LoadingScreen } from '@kwc/ui';

import { RouterLink } from '../../../app/RouterLink';
import * as styles from '../moderation.css';
import { ProductDecisionForm } from './ProductDecisionForm';
import { ProductQueueItem } from './ProductQueueItem';
import { useQueueCursor } from './useQueueCursor';

/** The products tab's page from `?page=` (the tab shows the pending ones, oldest first). */
export function productQueueQueryOf(search: string): { status: AddedProductStatus; page: number } {
  const page = Number(new URLSearchParams(search).get('page') ?? '1');
  return { status: 'pending', page: Number.isInteger(page) && page >= 1 && page <= PAGES_LIMITS.maxPage ? page : 1 };
}

/**
 * `/moderacja?rodzaj=produkty`: the pending added products, oldest first; j / k move between them,
 * P / O decide the current one, and the next one becomes current (the decided one leaves the list).
 */
export function ProductModerationTab({
  search,
  hrefForPage,
}: {
  search: string;
  hrefForPage: (page: number) => string;
}) {
  const query = productQueueQueryOf(search);
  const queue = useProductModerationQueue(query);
  const decision = useProductModerationDecision();
  const items = queue.data?.items ?? [];
  const { index, setCurrent, itemRefs } = useQueueCursor(items.length);
  const entry = items[index];
  const pageCount = Math.max(1, Math.ceil((queue.data?.total ?? 0) / 20));

  if (queue.error) return <p role="alert">Nie udało się wczytać kolejki produktów.</p>;
  if (queue.data === undefined) return <LoadingScreen label="Ładowanie kolejki…" />;
  return (
    <>
      <p className={styles.hint}>Klawisze: j / k lub strzałki — następny / poprzedni produkt; P / O — decyzja.</p>
      {items.length === 0 ? (
        <p role="status">Brak produktów do sprawdzenia.</p>
      ) : (
        <div className={styles.layout}>
          <ol className={styles.list} aria-label={`Produkty (${queue.data.total})`}>
            {items.map((item, position) => (
              <li
                key={item.addedProduct.id}
                onFocus={(event) => {
                  if (event.target.tagName === 'ARTICLE') setCurrent(position);
                }}
              >
                <ProductQueueItem
                  entry={item}
                  isCurrent={position === index}
                  ref={(element) => {
                    itemRefs.current[position] = element;
                  }}
                />
              </li>
            ))}
          </ol>
          {entry ? (
            <div className={styles.aside}>
              <p className={styles.hint}>
                Produkt {index + 1} z {items.length}: {entry.addedProduct.name}
              </p>
              <ProductDecisionForm
                key={entry.addedProduct.id}
                pending={decision.isPending}
                error={decision.error ?? decision.fields.reasonCodes ?? null}
                onDecide={(chosen) => void decision.run(entry.addedProduct.id, chosen)}
              />
            </div>
          ) : null}
        </div>
      )}
      {pageCount > 1 ? (
        <Pagination page={query.page} pageCount={pageCount} hrefForPage={hrefForPage} linkAs={RouterLink} />
      ) : null}
    </>
  );
}
