import type { ElementType, ReactNode } from 'react';

import { Icon } from '../Icon';
import * as styles from './SectionHeading.css';

// ours: the spec names anchored sections (section 1) but gives no copy.
export const SECTION_HEADING_MESSAGES = {
  anchor: 'Link do sekcji',
  seeAll: 'Zobacz wszystkie',
} as const;

export interface SectionHeadingProps {
  /** The section's title. */
  title: ReactNode;
  /**
   * The anchor of the section (its heading's `id`). With it a '#' link to the section shows on
   * hover and focus (spec section 1: home and product page sections with an anchor link).
   */
  id?: string;
  /** A short line over the title, e.g. 'Polecamy'. */
  eyebrow?: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Where 'Zobacz wszystkie' leads; without it the link is not shown. */
  seeAllHref?: string;
  /**
   * Text of the see-all link.
   * @default 'Zobacz wszystkie'
   */
  seeAllLabel?: string;
  /**
   * The element or router component for the see-all link (like `Link`'s `as`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * Heading level.
   * @default 2
   */
  level?: 2 | 3;
  /**
   * `center` for editorial sections of the home page.
   * @default 'start'
   */
  align?: 'start' | 'center';
  className?: string;
}

/**
 * The heading of a page section: a serif title with an optional '#' anchor link, eyebrow and
 * description, and an optional 'Zobacz wszystkie' link.
 */
export function SectionHeading({
  title,
  id,
  eyebrow,
  description,
  seeAllHref,
  seeAllLabel = SECTION_HEADING_MESSAGES.seeAll,
  linkAs: LinkComponent = 'a',
  level = 2,
  align = 'start',
  className,
}: SectionHeadingProps) {
  const Heading = `h${level}` as const;
  const rootClass = styles.root({ align });
  return (
    <div className={className ? `${rootClass} ${className}` : rootClass}>
      <div className={styles.titles({ align })}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <div className={styles.headingRow({ align: id ? align : 'start' })}>
          <Heading id={id} className={styles.heading({ level })}>
            {title}
          </Heading>
          {id && (
            // Outside the heading, so the heading's name stays the title; the title describes it.
            <a
              href={`#${id}`}
              className={styles.anchor}
              aria-label={SECTION_HEADING_MESSAGES.anchor}
              aria-describedby={id}
            >
              #
            </a>
          )}
        </div>
        {description && <p className={styles.description}>{description}</p>}
      </div>
      {seeAllHref && (
        <LinkComponent href={seeAllHref} className={styles.seeAll}>
          {seeAllLabel}
          <Icon name="chevronRight" size={18} />
        </LinkComponent>
      )}
    </div>
  );
}
