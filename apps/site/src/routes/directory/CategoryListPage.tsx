import { categoryListKey, useCategoryList } from '@kwc/hooks';
import { Icon } from '@kwc/ui';

import type { LoaderContext, LoaderResult } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { CATEGORY_LIST_PATH, CategoryLink, categoryMapHref, CategoryTree, descendantCount } from './CategoryTree';
import { countText } from '../shared/counts';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { PageIntro, pageClassName } from '../shared/PageIntro';
import * as styles from './directory.css';

const COPY = {
  title: 'Lista kategorii',
  description:
    'Wszystkie kategorie katalogu kosmetyków KWC w jednym miejscu: pielęgnacja twarzy, ciała i włosów, makijaż, perfumy i więcej, z liczbą produktów w każdej kategorii.',
  lead: 'Cały katalog w jednym miejscu: wybierz kategorię, by zobaczyć produkty, ich opinie i składy. Liczby obok nazw to produkty w kategorii.',
  map: 'Mapa kategorii',
  mapOf: (name: string) => `Mapa kategorii: ${name}`,
} as const;

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const key = categoryListKey();
  return { fallback: { [key]: await context.fetchJson(key) } };
}

export default function CategoryListPage() {
  const { origin } = useSiteContext();
  const { data } = useCategoryList();
  const categories = data?.categories ?? [];
  const trail = [HOME_CRUMB, { label: COPY.title, href: CATEGORY_LIST_PATH }];
  const total = categories.reduce((sum, category) => sum + 1 + descendantCount(category), 0);

  return (
    <div className={pageClassName}>
      <Seo
        title={COPY.title}
        description={COPY.description}
        canonicalPath={CATEGORY_LIST_PATH}
        jsonLd={[trailJsonLd(trail, origin)]}
      />
      <PageIntro trail={trail} title={COPY.title} lead={COPY.lead} eyebrow="Katalog">
        <p className={styles.summary}>{countText(total, 'categories')}</p>
      </PageIntro>

      <div className={styles.categoryColumns}>
        {categories.map((category) => (
          <section key={category.id} className={styles.categoryPanel} aria-labelledby={`kategoria-${category.id}`}>
            <h2 id={`kategoria-${category.id}`} className={styles.categoryPanelTitle}>
              <CategoryLink node={category} className={styles.categoryPanelLink} />
            </h2>
            <CategoryTree nodes={category.children} />
            <RouterLink
              href={categoryMapHref(category.url_key)}
              className={styles.mapLink}
              aria-label={COPY.mapOf(category.full_name)}
            >
              {COPY.map}
              <Icon name="chevronRight" size={16} />
            </RouterLink>
          </section>
        ))}
      </div>
    </div>
  );
}
