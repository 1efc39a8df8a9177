import type { FooterLink } from '@kwc/ui';
import type { ReactNode } from 'react';

import * as styles from './cms.css';

/**
 * Wordmarks of the publisher's partner media: the names come from the footer menu's "portals"
 * group; each is drawn as an inline SVG (a mark and the name), no bitmap to load. The five
 * designs are taken in turn, so the logotypes stay distinct whatever the names.
 */
const MARKS: readonly { mark: ReactNode; text: 'serif' | 'sans' | 'serifCaps' | 'sansCaps' }[] = [
  {
    // A hand mirror.
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="3">
        <circle cx="20" cy="18" r="11" />
        <path d="M20 29v12" strokeLinecap="round" />
        <path d="M14 14a7 7 0 0 1 6-4" strokeLinecap="round" />
      </g>
    ),
    text: 'serif',
  },
  {
    // A cup.
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
        <path d="M8 16h20v10a9 9 0 0 1-9 9h-2a9 9 0 0 1-9-9z" />
        <path d="M28 19h3a4 4 0 0 1 0 8h-3" />
        <path d="M14 6c-2 3 2 4 0 7M21 6c-2 3 2 4 0 7" />
      </g>
    ),
    text: 'sansCaps',
  },
  {
    // A clock face.
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round">
        <circle cx="20" cy="24" r="13" />
        <path d="M20 16v8l6 4" />
        <path d="M12 7h16" />
      </g>
    ),
    text: 'sans',
  },
  {
    // A leaf.
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M8 38C8 18 20 8 34 8c0 18-10 28-26 30z" />
        <path d="M8 38 24 22" />
      </g>
    ),
    text: 'serifCaps',
  },
  {
    // A house.
    mark: (
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" strokeLinecap="round">
        <path d="M6 22 20 9l14 13" />
        <path d="M10 19v18h20V19" />
        <path d="M17 37v-9h6v9" />
      </g>
    ),
    text: 'serif',
  },
];

/** Width of the name in the wordmark's units: long names get a wider box. */
function nameWidth(name: string, caps: boolean): number {
  return Math.round(name.length * (caps ? 13 : 11.5));
}

export function PartnerWordmark({ name, index }: { name: string; index: number }) {
  const design = MARKS[index % MARKS.length]!;
  const caps = design.text === 'sansCaps' || design.text === 'serifCaps';
  const width = nameWidth(name, caps);
  const label = caps ? name.toLocaleUpperCase('pl-PL') : name;
  return (
    <svg
      role="img"
      aria-label={`Logo serwisu ${name}`}
      viewBox={`0 0 ${width + 52} 48`}
      height="40"
      className={`${styles.wordmark} ${styles.wordmarkTone[index % styles.wordmarkTone.length]}`}
    >
      <title>{`Logo serwisu ${name}`}</title>
      {design.mark}
      <text
        x="48"
        y="32"
        textLength={width}
        lengthAdjust="spacingAndGlyphs"
        fill="currentColor"
        className={styles.wordmarkText[design.text]}
      >
        {label}
      </text>
    </svg>
  );
}

/** The five partner-media logotypes of spec section 1, each linking to its site. */
export function PartnerMedia({ links, title, lead }: { links: readonly FooterLink[]; title: string; lead: string }) {
  if (links.length === 0) return null;
  return (
    <section className={styles.partners} aria-labelledby="nasze-media">
      <h2 id="nasze-media" className={styles.partnersTitle}>
        {title}
      </h2>
      <p className={styles.partnersLead}>{lead}</p>
      <ul className={styles.partnerList}>
        {links.map((link, index) => (
          <li key={link.href} className={styles.partnerItem}>
            <a
              href={link.href}
              className={styles.partnerLink}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              <PartnerWordmark name={link.item.title} index={index} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
