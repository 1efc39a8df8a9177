import type { AddedProduct, AddedProductStatus } from '@kwc/domain';

import { RouterLink } from '../../../app/RouterLink';
import * as styles from './addProduct.css';

// ours: the spec names the states, DESIGN.md section 4 their words.
export const ADDED_PRODUCT_STATUS_LABELS: Record<AddedProductStatus, string> = {
  pending: 'Oczekuje na moderację',
  published: 'Opublikowany',
  rejected: 'Odrzucony',
};

/** The author's added products with their states: a published one links to its page, a rejected one says why. */
export function MyAddedProductsList({ items }: { items: readonly AddedProduct[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="my-added-products" className={styles.form}>
      <h2 id="my-added-products" className={styles.panelTitle}>
        Dodane przez Ciebie produkty
      </h2>
      <ul className={styles.mine}>
        {items.map((item) => (
          <li key={item.id} className={styles.mineItem}>
            <p className={styles.mineName}>
              {item.productUrl ? <RouterLink href={item.productUrl}>{item.name}</RouterLink> : item.name}
            </p>
            <p className={styles.muted}>
              {item.brand.name} · {item.category.name}
            </p>
            <p className={styles.muted}>Stan: {ADDED_PRODUCT_STATUS_LABELS[item.status]}</p>
            {item.status === 'rejected' && item.remarks ? (
              <>
                <ul className={styles.plainList} aria-label="Powody odrzucenia">
                  {item.remarks.reasons.map((reason) => (
                    <li key={reason.code}>{reason.label}</li>
                  ))}
                </ul>
                {item.remarks.remark ? <p className={styles.muted}>{item.remarks.remark}</p> : null}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
