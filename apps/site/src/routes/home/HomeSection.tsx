import { SectionHeading } from '@kwc/ui';
import { Suspense, type ReactNode } from 'react';

import { DEFERRED_DRAWING } from '../../app/deferredDrawing';
import { container } from '../../app/layout.css';
import { RouterLink } from '../../app/RouterLink';
import * as styles from './HomeSection.css';
import type { HomeSectionRow } from './homeSections';

/** A home page section of spec section 1: its heading (and anchor), then its content. */
export function HomeSection({ row, children }: { row: HomeSectionRow; children: ReactNode }) {
  return (
    <section
      className={styles.section[row.tone]}
      aria-label={row.title}
      data-section={row.section}
      {...DEFERRED_DRAWING}
    >
      <div className={container}>
        <SectionHeading
          title={row.title}
          id={row.anchor?.id}
          eyebrow={row.eyebrow}
          description={row.description}
          seeAllHref={row.seeAll?.href}
          seeAllLabel={row.seeAll?.label}
          linkAs={RouterLink}
        />
        {/* A boundary per section: hydration yields between them (shorter main-thread tasks). */}
        <Suspense>{children}</Suspense>
      </div>
    </section>
  );
}
