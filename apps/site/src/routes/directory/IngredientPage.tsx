import {
  BRAND_FILTER,
  encodeCategoryPath,
  INGREDIENT_FILTER,
  WHOLE_CATALOGUE_URL_KEY,
  type IngredientPageResponse,
} from '@kwc/domain';
import { ingredientPageKey, useAdultContentDisplay, useIngredientPage } from '@kwc/hooks';
import { ProductGrid } from '@kwc/ui';

import type { LoaderContext, LoaderResult, PageProps } from '../../app/page';
import { RouterLink } from '../../app/RouterLink';
import { Seo } from '../../app/Seo';
import { useSiteContext } from '../../app/SiteContext';
import { countText } from '../shared/counts';
import { HOME_CRUMB, trailJsonLd } from '../shared/crumbs';
import { PageIntro, pageClassName } from '../shared/PageIntro';
import { useTileWishlist } from '../shared/useTileWishlist';
import * as styles from './directory.css';
import { IMPORTANT_INGREDIENTS_PATH, ingredientName } from './ingredients';

/**
 * Every product with the ingredient: the whole catalogue's listing filtered by it, with the
 * listing's pages, sorts and filters (the ingredient page shows the most popular only).
 */
export function ingredientListingHref(ingredientSlug: string): string {
  return encodeCategoryPath(
    {
      url_key: WHOLE_CATALOGUE_URL_KEY,
      queryParams: {},
      keyFilters: {},
      additionalFilters: { [INGREDIENT_FILTER]: [ingredientSlug] },
      sort: null,
      hash: null,
    },
    // The whole catalogue's url template (its landing page's, in the demo data): brands only.
    { urlTemplate: [BRAND_FILTER] },
  );
}

const COPY = {
  crumb: 'Ważne składniki',
  description: (name: string, inci: string, text: string | null) =>
    `${name} (INCI: ${inci}) w kosmetykach: ${text ? `${text} ` : ''}Sprawdź produkty z tym składnikiem i ich opinie.`.slice(
      0,
      300,
    ),
  inci: 'Nazwa INCI',
  functions: 'Działanie',
  products: (name: string) => `Produkty ze składnikiem ${name}`,
  moreProducts: (shown: number, total: number) => `Pokazujemy najpopularniejsze: ${shown} z ${total}.`,
  allProducts: (total: number) => `Zobacz wszystkie (${total}): sortowanie, filtry i kolejne strony`,
  allImportant: 'Wszystkie ważne składniki',
  noProducts: 'W katalogu nie ma jeszcze produktów z tym składnikiem.',
  important: 'Ważny składnik',
} as const;

export async function load(context: LoaderContext): Promise<LoaderResult> {
  const key = ingredientPageKey(context.params.slug ?? '');
  const data = (await context.fetchJson(key)) as IngredientPageResponse;
  return {
    fallback: { [key]: data },
    // Pictures of adult products depend on the visitor's adult cookie (spec section 4).
    adult: data.products.some((product) => product.belongsToAdultCategory) || undefined,
  };
}

export default function IngredientPage({ params }: PageProps) {
  const { origin, isCrawler } = useSiteContext();
  const slug = params.slug ?? '';
  const { data } = useIngredientPage(slug);
  const showAdultContent = useAdultContentDisplay({ isCrawler, isAccountInitialized: true, dateOfBirth: null });
  const tiles = useTileWishlist(data?.products ?? []);
  if (!data) return null;
  const { ingredient, products, productCount } = data;
  const name = ingredientName(ingredient);
  const path = `/${ingredient.slug}`;
  const trail = [
    HOME_CRUMB,
    ...(ingredient.isImportant ? [{ label: COPY.crumb, href: IMPORTANT_INGREDIENTS_PATH }] : []),
    { label: name, href: path },
  ];

  return (
    <div className={pageClassName}>
      <Seo
        title={`${name} (${ingredient.inciName}) – działanie i kosmetyki`}
        description={COPY.description(name, ingredient.inciName, ingredient.description)}
        canonicalPath={path}
        jsonLd={[
          trailJsonLd(trail, origin),
          {
            '@context': 'https://schema.org',
            '@type': 'DefinedTerm',
            name,
            alternateName: ingredient.inciName,
            ...(ingredient.description ? { description: ingredient.description } : {}),
            url: `${origin}${path}`,
            inDefinedTermSet: 'https://ec.europa.eu/growth/tools-databases/cosing/',
          },
        ]}
      />
      <PageIntro trail={trail} title={name} eyebrow={ingredient.isImportant ? COPY.important : 'Składnik'}>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{COPY.inci}</dt>
            <dd className={styles.factValue}>{ingredient.inciName}</dd>
          </div>
          {ingredient.functions.length > 0 ? (
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{COPY.functions}</dt>
              <dd className={styles.factValue}>
                <ul className={styles.chips}>
                  {ingredient.functions.map((fn) => (
                    <li key={fn} className={styles.chip}>
                      {fn}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
        {ingredient.description ? <p className={styles.ingredientDescription}>{ingredient.description}</p> : null}
      </PageIntro>

      <section aria-labelledby="produkty" className={styles.block}>
        <div className={styles.blockHeader}>
          <h2 id="produkty" className={styles.blockTitle}>
            {COPY.products(name)}
          </h2>
          <p className={styles.summary}>{countText(productCount, 'products')}</p>
        </div>
        {products.length === 0 ? (
          <p className={styles.emptyNote}>{COPY.noProducts}</p>
        ) : (
          <ProductGrid
            products={products}
            linkAs={RouterLink}
            showAdultContent={showAdultContent}
            label={COPY.products(name)}
            {...tiles}
          />
        )}
        {productCount > products.length ? (
          <p className={styles.moreNote}>
            {COPY.moreProducts(products.length, productCount)}{' '}
            <RouterLink href={ingredientListingHref(ingredient.slug)} className={styles.inlineLink}>
              {COPY.allProducts(productCount)}
            </RouterLink>
          </p>
        ) : null}
      </section>
      <p className={styles.backLink}>
        <RouterLink href={IMPORTANT_INGREDIENTS_PATH} className={styles.inlineLink}>
          {COPY.allImportant}
        </RouterLink>
      </p>
    </div>
  );
}
