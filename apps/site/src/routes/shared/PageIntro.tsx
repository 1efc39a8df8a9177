import { Breadcrumbs, type BreadcrumbItem } from '@kwc/ui';
import type { ReactNode } from 'react';

import { container } from '../../app/layout.css';
import { RouterLink } from '../../app/RouterLink';
import * as styles from './PageIntro.css';

/** The class of a screen's root: the centred container with space above the footer. */
export const pageClassName = `${container} ${styles.page}`;

export interface PageIntroProps {
  /** The trail from the home page down to this page. */
  trail: readonly BreadcrumbItem[];
  title: ReactNode;
  /** A sentence under the title. */
  lead?: ReactNode;
  /** A short line over the title. */
  eyebrow?: ReactNode;
  /** Anything under the lead (counts, an index). */
  children?: ReactNode;
}

/** The top of a screen: visible breadcrumbs, the page's h1 and a lead. */
export function PageIntro({ trail, title, lead, eyebrow, children }: PageIntroProps) {
  return (
    <header className={styles.intro}>
      <Breadcrumbs items={trail} linkAs={RouterLink} className={styles.breadcrumbs} />
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
    </header>
  );
}
