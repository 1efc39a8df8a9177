import { categoryMapKey, useCategoryMap } from '@kwc/hooks';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { CATEGORY_LIST_PATH, CategoryLink, categoryMapHref, CategoryTree, descendantCount } from './CategoryTree';
import { countText } from '../shared/counts';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { listingHref } from '../shared/hrefs';
import { PageIntro, pageClassName } from '../shared/PageIntro';
import * as styles from './directory.css';

const COPY = {
  title: (name: string) => `Mapa kategorii: ${name}`,
  description: (name: string, categories: string, products: string) =>
    `Mapa kategorii ${name} w katalogu kosmetyków KWC: ${categories} i ${products} z opiniami i składami. Znajdź właściwą kategorię w kilka sekund.`,
  lead: 'Wszystkie podkategorie w jednym miejscu. Wybierz kategorię, by zobaczyć produkty, opinie i składy.',
  allProducts: (name: string) => `Wszystkie produkty: ${name}`,
  list: 'Lista kategorii',
} as const;

// The API's category-map guard answers 404 for a slug that is no top-level category.
export async function load(context: LoaderContext): Promise<LoaderResult> {
  const key = categoryMapKey(context.params.slug ?? '');
  return { fallback: { [key]: await context.fetchJson(key) } };
}

export default function CategoryMapPage({ params }: PageProps) {
  const { origin } = useSiteContext();
  const slug = params.slug ?? '';
  const { data } = useCategoryMap(slug);
  if (!data) return null;
  const { category } = data;
  const path = categoryMapHref(slug);
  const title = COPY.title(category.full_name);
  const trail = [HOME_CRUMB, { label: COPY.list, href: CATEGORY_LIST_PATH }, { label: title, href: path }];
  const categories = countText(descendantCount(category), 'categories');
  const products = countText(category.productCount, 'products');

  return (
    <div className={pageClassName}>
      <Seo
        title={title}
        description={COPY.description(category.full_name, categories, products)}
        canonicalPath={path}
        jsonLd={[trailJsonLd(trail, origin)]}
      />
      <PageIntro trail={trail} title={title} lead={COPY.lead} eyebrow="Mapa katalogu">
        <p className={styles.summary}>
          {categories} · {products} ·{' '}
          <RouterLink href={listingHref(category.url_key)} className={styles.inlineLink}>
            {COPY.allProducts(category.full_name)}
          </RouterLink>
        </p>
      </PageIntro>

      <div className={styles.categoryColumns}>
        {category.children.map((child) => (
          <section key={child.id} className={styles.categoryPanel} aria-labelledby={`kategoria-${child.id}`}>
            <h2 id={`kategoria-${child.id}`} className={styles.categoryPanelTitle}>
              <CategoryLink node={child} className={styles.categoryPanelLink} />
            </h2>
            <CategoryTree nodes={child.children} />
          </section>
        ))}
      </div>
    </div>
  );
}
