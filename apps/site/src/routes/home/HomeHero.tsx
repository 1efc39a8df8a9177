import { Icon } from '@kwc/ui';
import { memo } from 'react';

import { container } from '../../app/layout.css';
import { RouterLink } from '../../app/RouterLink';
import * as styles from './HomeHero.css';
import { HOME_SECTION_TABLE } from './homeSections';
import { HOME_COPY } from './messages';

const shortcuts = HOME_SECTION_TABLE.flatMap((row) => (row.anchor ? [row.anchor] : []));

/**
 * The heading, the shortcuts to the anchored sections and the directory pages ("Zacznij tutaj").
 * Memoised: the page re-renders right after hydration (its data hook settles), the hero does not change.
 */
export const HomeHero = memo(function HomeHero({
  context,
}: {
  context: { full_name: string; url_key: string } | null;
}) {
  return (
    <div className={styles.hero}>
      <div className={`${container} ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.heroEyebrow}>
            {context ? (
              <>
                {HOME_COPY.context}:{' '}
                <RouterLink href={`/${context.url_key}`} className={styles.heroContext}>
                  {context.full_name}
                </RouterLink>
              </>
            ) : (
              HOME_COPY.eyebrow
            )}
          </p>
          <h1 className={styles.heroTitle}>{HOME_COPY.heading}</h1>
          <p className={styles.heroLead}>{HOME_COPY.lead}</p>
          <nav aria-label={HOME_COPY.shortcuts} className={styles.shortcuts}>
            <ul className={styles.shortcutList}>
              {shortcuts.map((anchor) => (
                <li key={anchor.id}>
                  <a href={`#${anchor.id}`} className={styles.shortcut}>
                    {anchor.shortcut}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <nav aria-label={HOME_COPY.startHere} className={styles.guides}>
          <p className={styles.guidesTitle}>{HOME_COPY.startHere}</p>
          <ul className={styles.guideList}>
            {HOME_COPY.guides.map((guide) => (
              <li key={guide.href}>
                <RouterLink href={guide.href} className={styles.guide}>
                  <span className={styles.guideIcon}>
                    <Icon name={guide.icon} size={20} />
                  </span>
                  <span className={styles.guideText}>
                    <span className={styles.guideTitle}>{guide.title}</span>
                    <span className={styles.guideNote}>{guide.text}</span>
                  </span>
                  <Icon name="chevronRight" size={18} className={styles.guideArrow} />
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
});
