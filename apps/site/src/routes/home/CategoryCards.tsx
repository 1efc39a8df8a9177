import type { CategoryWithCount } from '@kwc/domain';
import { Icon } from '@kwc/ui';

import { RouterLink } from '../../app/RouterLink';
import { countText } from '../shared/counts';
import { listingHref } from '../shared/hrefs';
import * as styles from './CategoryCards.css';

/** 'Przeglądaj kategorie': a card per category, in the colours taken in turn. */
export function CategoryCards({ categories }: { categories: readonly CategoryWithCount[] }) {
  return (
    <ul className={styles.categoryGrid}>
      {categories.map((category, index) => (
        <li key={category.id} className={styles.categoryItem}>
          <CategoryCard category={category} index={index} />
        </li>
      ))}
    </ul>
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
