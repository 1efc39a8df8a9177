import type { ProductPageResponse } from '@kwc/domain';
import { Icon } from '@kwc/ui';
import { Link } from 'wouter';

import { PRODUCT_MESSAGES } from './messages';
import * as styles from './ProductIngredients.css';
import { EmptyNote } from './ProductSection';

/** 'Składniki': the INCI list in the producer's order; important ingredients are marked. */
export function ProductIngredients({ ingredients }: { ingredients: ProductPageResponse['product']['ingredients'] }) {
  if (ingredients.length === 0) return <EmptyNote>{PRODUCT_MESSAGES.noIngredients}</EmptyNote>;
  const anyImportant = ingredients.some((ingredient) => ingredient.isImportant);
  return (
    <>
      <p className={styles.ingredientsIntro}>
        {PRODUCT_MESSAGES.ingredientsIntro}
        {anyImportant ? (
          <>
            {' '}
            <Icon name="starFilled" size={14} className={styles.ingredientLegendMark} />{' '}
            {PRODUCT_MESSAGES.importantLegend}.
          </>
        ) : null}
      </p>
      <ol className={styles.ingredients}>
        {ingredients.map((ingredient, index) => (
          <li key={`${ingredient.slug}-${index}`} className={styles.ingredient}>
            <span className={styles.ingredientBody}>
              <span className={styles.ingredientInci}>
                <Link href={`/${ingredient.slug}`} className={styles.ingredientLink}>
                  {ingredient.inciName}
                </Link>
                {ingredient.isImportant ? (
                  <span className={styles.importantMark} title={PRODUCT_MESSAGES.importantIngredient}>
                    <Icon name="starFilled" size={14} label={PRODUCT_MESSAGES.importantIngredient} />
                  </span>
                ) : null}
              </span>
              {ingredient.name && ingredient.name.toLowerCase() !== ingredient.inciName.toLowerCase() ? (
                <span className={styles.ingredientName}>{ingredient.name}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
