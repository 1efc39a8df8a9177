import { formatNumber } from '@kwc/domain';
import { SectionHeading } from '@kwc/ui';
import { Suspense, type ReactNode } from 'react';

import { DEFERRED_DRAWING } from '../../app/deferredDrawing';
import { ANCHORED_SECTIONS, PRODUCT_MESSAGES, PRODUCT_SECTIONS, type ProductSectionId } from './messages';
import * as styles from './ProductSection.css';

/** The anchor navigation of spec section 1: every section but the last, the reviews with their count. */
export function SectionNav({ numberOfReviews }: { numberOfReviews: number }) {
  return (
    <nav className={styles.sectionNav} aria-label={PRODUCT_MESSAGES.sectionsNav}>
      <ul className={styles.sectionNavList}>
        {ANCHORED_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className={styles.sectionNavLink}>
              {section.title}
              {section.id === 'opinie' && numberOfReviews > 0 ? (
                <span className={styles.sectionNavCount}>{formatNumber(numberOfReviews)}</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section of spec section 1 with its heading; all but the last carry a '#' anchor. */
export function ProductSection({ id, children }: { id: ProductSectionId; children: ReactNode }) {
  const section = PRODUCT_SECTIONS.find((candidate) => candidate.id === id)!;
  const anchored = ANCHORED_SECTIONS.some((candidate) => candidate.id === id);
  return (
    <section
      className={styles.section}
      {...DEFERRED_DRAWING}
      aria-labelledby={anchored ? id : undefined}
      aria-label={anchored ? undefined : section.title}
    >
      <SectionHeading title={section.title} id={anchored ? id : undefined} />
      {/* A boundary per section: hydration yields between them (shorter main-thread tasks). */}
      <Suspense>{children}</Suspense>
    </section>
  );
}

/** What a section says when it has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}
