import { formatNumber, type PopularBrand } from '@kwc/domain';
import { popularBrandsKey, usePopularBrands } from '@kwc/hooks';

import type { LoaderContext, LoaderResult } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { CompactRating } from '../shared/CompactRating';
import { countText } from '../shared/counts';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { listingHref } from '../shared/hrefs';
import { PageIntro, pageClassName } from '../shared/PageIntro';
import * as styles from './directory.css';

export const POPULAR_BRANDS_PATH = '/popularne-marki';

/** How many of the most popular brands lead the page as cards. */
const FEATURED = 12;

const COPY = {
  title: 'Popularne marki kosmetyków',
  crumb: 'Popularne marki',
  description:
    'Marki kosmetyków w katalogu KWC: najpopularniejsze marki, liczba produktów i średnie oceny z opinii użytkowniczek. Indeks marek od A do Z.',
  lead: 'Najchętniej wybierane marki kosmetyków z liczbą produktów w katalogu i średnią oceną z opinii. Poniżej pełny indeks marek od A do Z.',
  featured: 'Najpopularniejsze',
  index: 'Wszystkie marki od A do Z',
  letters: 'Litery alfabetu',
  other: '0–9',
} as const;

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const key = popularBrandsKey();
  return { fallback: { [key]: await context.fetchJson(key) } };
}

const collator = new Intl.Collator('pl-PL', { sensitivity: 'base' });

/** Brands grouped by their first letter (Polish alphabet order; digits and signs first). */
export function brandIndex(brands: readonly PopularBrand[]): { letter: string; brands: PopularBrand[] }[] {
  const groups = new Map<string, PopularBrand[]>();
  const sorted = [...brands].sort((a, b) => collator.compare(a.name, b.name));
  for (const brand of sorted) {
    const first = brand.name.trim().charAt(0).toLocaleUpperCase('pl-PL');
    const letter = /\p{L}/u.test(first) ? first : COPY.other;
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === COPY.other ? -1 : b === COPY.other ? 1 : collator.compare(a, b)))
    .map(([letter, list]) => ({ letter, brands: list }));
}

function letterAnchor(letter: string): string {
  return letter === COPY.other ? 'marki-0-9' : `marki-${letter.toLocaleLowerCase('pl-PL')}`;
}

export default function PopularBrandsPage() {
  const { origin } = useSiteContext();
  const { data } = usePopularBrands();
  const brands = data?.brands ?? [];
  const trail = [HOME_CRUMB, { label: COPY.crumb, href: POPULAR_BRANDS_PATH }];
  const index = brandIndex(brands);

  return (
    <div className={pageClassName}>
      <Seo
        title={COPY.title}
        description={COPY.description}
        canonicalPath={POPULAR_BRANDS_PATH}
        jsonLd={[trailJsonLd(trail, origin)]}
      />
      <PageIntro trail={trail} title={COPY.title} lead={COPY.lead} eyebrow="Marki">
        <p className={styles.summary}>{countText(brands.length, 'brands')} w katalogu</p>
      </PageIntro>

      <section aria-labelledby="najpopularniejsze" className={styles.block}>
        <h2 id="najpopularniejsze" className={styles.blockTitle}>
          {COPY.featured}
        </h2>
        <ol className={styles.featuredBrands}>
          {brands.slice(0, FEATURED).map((brand, position) => (
            <li key={brand.slug}>
              <RouterLink href={listingHref(brand.slug)} className={styles.featuredBrand}>
                <span className={styles.featuredPosition} aria-hidden="true">
                  {position + 1}
                </span>
                <span className={styles.featuredName}>{brand.name}</span>
                <span className={styles.featuredMeta}>{countText(brand.productCount, 'products')}</span>
                {brand.averageRating !== null ? (
                  <CompactRating value={brand.averageRating} className={styles.featuredRating} />
                ) : null}
              </RouterLink>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="marki-a-z" className={styles.block}>
        <h2 id="marki-a-z" className={styles.blockTitle}>
          {COPY.index}
        </h2>
        <nav aria-label={COPY.letters} className={styles.letterNav}>
          <ul className={styles.letterList}>
            {index.map(({ letter }) => (
              <li key={letter}>
                <a href={`#${letterAnchor(letter)}`} className={styles.letterLink}>
                  {letter}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.letterGroups}>
          {index.map(({ letter, brands: group }) => (
            <section key={letter} aria-labelledby={letterAnchor(letter)} className={styles.letterGroup}>
              <h3 id={letterAnchor(letter)} className={styles.letterHeading}>
                {letter}
              </h3>
              <ul className={styles.plainList}>
                {group.map((brand) => (
                  <li key={brand.slug}>
                    <RouterLink href={listingHref(brand.slug)} className={styles.indexLink}>
                      <span>{brand.name}</span>
                      <span className={styles.count}>{formatNumber(brand.productCount)}</span>
                    </RouterLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </div>
  );
}
