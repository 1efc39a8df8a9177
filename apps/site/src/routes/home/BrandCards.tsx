import type { PopularBrand } from '@kwc/domain';

import { RouterLink } from '../../app/RouterLink';
import { CompactRating } from '../shared/CompactRating';
import { countText } from '../shared/counts';
import { listingHref } from '../shared/hrefs';
import * as styles from './BrandCards.css';

/** 'Najpopularniejsze marki': a card per brand, its monogram in the colours taken in turn. */
export function PopularBrands({ brands }: { brands: readonly PopularBrand[] }) {
  return (
    <ul className={styles.brandGrid}>
      {brands.map((brand, index) => (
        <li key={brand.slug}>
          <BrandCard brand={brand} index={index} />
        </li>
      ))}
    </ul>
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
