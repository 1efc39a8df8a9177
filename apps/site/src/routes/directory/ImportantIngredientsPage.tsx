import { importantIngredientsKey, useImportantIngredients } from '@kwc/hooks';
import { Icon } from '@kwc/ui';

import type { LoaderContext, LoaderResult } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { countText } from '../shared/counts';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { listingHref } from '../shared/hrefs';
import { PageIntro, pageClassName } from '../shared/PageIntro';
import * as styles from './directory.css';
import { IMPORTANT_INGREDIENTS_PATH, ingredientName } from './ingredients';

const COPY = {
  title: 'Ważne składniki kosmetyków',
  crumb: 'Ważne składniki',
  description:
    'Najważniejsze składniki kosmetyków od A do Z: nazwy INCI, polskie nazwy, działanie i liczba produktów, które je zawierają. Sprawdź, co kryje się w składzie.',
  lead: 'Składniki, o które pytacie najczęściej: od kwasu hialuronowego po retinol. Przy każdym znajdziesz nazwę z etykiety (INCI), opis działania i kosmetyki, które go zawierają.',
  inci: 'INCI',
  more: 'Więcej o składniku',
} as const;

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const key = importantIngredientsKey();
  return { fallback: { [key]: await context.fetchJson(key) } };
}

export default function ImportantIngredientsPage() {
  const { origin } = useSiteContext();
  const { data } = useImportantIngredients();
  const ingredients = data?.ingredients ?? [];
  const trail = [HOME_CRUMB, { label: COPY.crumb, href: IMPORTANT_INGREDIENTS_PATH }];

  return (
    <div className={pageClassName}>
      <Seo
        title={COPY.title}
        description={COPY.description}
        canonicalPath={IMPORTANT_INGREDIENTS_PATH}
        jsonLd={[
          trailJsonLd(trail, origin),
          {
            '@context': 'https://schema.org',
            '@type': 'DefinedTermSet',
            name: COPY.title,
            url: `${origin}${IMPORTANT_INGREDIENTS_PATH}`,
            hasDefinedTerm: ingredients.map((ingredient) => ({
              '@type': 'DefinedTerm',
              name: ingredientName(ingredient),
              alternateName: ingredient.inciName,
              url: `${origin}${listingHref(ingredient.slug)}`,
            })),
          },
        ]}
      />
      <PageIntro trail={trail} title={COPY.title} lead={COPY.lead} eyebrow="Składniki">
        <p className={styles.summary}>{countText(ingredients.length, 'ingredients')} od A do Z</p>
      </PageIntro>

      <ul className={styles.ingredientGrid}>
        {ingredients.map((ingredient) => (
          <li key={ingredient.id}>
            <article className={styles.ingredientCard} aria-labelledby={ingredient.slug}>
              <h2 id={ingredient.slug} className={styles.ingredientName}>
                <RouterLink href={listingHref(ingredient.slug)} className={styles.ingredientLink}>
                  {ingredientName(ingredient)}
                </RouterLink>
              </h2>
              <p className={styles.inci}>
                <abbr title="International Nomenclature of Cosmetic Ingredients" className={styles.inciLabel}>
                  {COPY.inci}
                </abbr>{' '}
                {ingredient.inciName}
              </p>
              {ingredient.description ? <p className={styles.ingredientText}>{ingredient.description}</p> : null}
              {ingredient.functions.length > 0 ? (
                <ul className={styles.chips} aria-label="Działanie">
                  {ingredient.functions.map((name) => (
                    <li key={name} className={styles.chip}>
                      {name}
                    </li>
                  ))}
                </ul>
              ) : null}
              <p className={styles.ingredientFooter}>
                <span className={styles.ingredientCount}>{countText(ingredient.productCount, 'products')}</span>
                <span className={styles.ingredientMore} aria-hidden="true">
                  {COPY.more}
                  <Icon name="chevronRight" size={16} />
                </span>
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
