import type { MenuItem } from '@kwc/domain';
import { visuallyHidden } from '@kwc/tokens';
import { type ElementType, useId, useMemo } from 'react';

import { Icon } from '../Icon';
import { SHARED_MESSAGES } from '../private/messages';
import { Wordmark } from '../private/Wordmark';
import { copyrightNotice, type FooterGroup, type FooterLink, footerMenuGroups, socialNetwork } from './footerMenu';
import * as styles from './SiteFooter.css';
import { SocialIcon } from './SocialIcon';

// ours: the footer's own copy.
const ABOUT = 'Katalog kosmetyków i opinii: tysiące recenzji, rankingi i nowości z polskich drogerii.';

export interface SiteFooterProps {
  /** The `uroda_footer` menu as the menu API answers it: wrappers 'socials', 'links', 'portals' and their links. */
  items: readonly MenuItem[];
  /**
   * The year of the copyright notice. Pass it for a page rendered on the server and in stories,
   * so the notice does not depend on the clock.
   * @default the current year
   */
  year?: number;
  /**
   * The element or router component rendered for links (it receives `href`, `className`).
   * @default 'a'
   */
  linkAs?: ElementType;
  /**
   * Where the logo leads.
   * @default '/'
   */
  homeHref?: string;
}

/**
 * The dark site footer: the KWC logo and the social links, the 'links' and 'portals' groups of the
 * `uroda_footer` menu, and the copyright notice forbidding republication without the publisher's
 * consent (spec section 1).
 */
export function SiteFooter({ items, year = new Date().getFullYear(), linkAs = 'a', homeHref = '/' }: SiteFooterProps) {
  const groups = useMemo(() => footerMenuGroups(items), [items]);
  return (
    <footer className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Wordmark href={homeHref} linkAs={linkAs} tone="light" tagline={false} />
          <p className={styles.about}>{ABOUT}</p>
          {groups.socials ? <Socials group={groups.socials} linkAs={linkAs} /> : null}
        </div>
        {groups.links ? <LinkGroup group={groups.links} linkAs={linkAs} /> : null}
        {groups.portals ? <LinkGroup group={groups.portals} linkAs={linkAs} /> : null}
      </div>
      <div className={styles.bottom}>
        <p className={styles.copyright}>{copyrightNotice(year)}</p>
      </div>
    </footer>
  );
}

// The footer's own pages go through `linkAs` (client navigation): section 2's "external link" rule
// is the mobile menu's. Another site's address opens a new tab.
function externalProps(link: FooterLink) {
  return link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

function LinkGroup({ group, linkAs: LinkComponent }: { group: FooterGroup; linkAs: ElementType }) {
  const titleId = useId();
  return (
    <section className={styles.group} aria-labelledby={titleId} data-kind={group.kind}>
      <h2 id={titleId} className={styles.groupTitle}>
        {group.title}
      </h2>
      <ul className={styles.list}>
        {group.links.map((link) => (
          <li key={link.item.node_id}>
            <LinkComponent href={link.href} className={styles.link} {...externalProps(link)}>
              {link.item.title}
              {link.newTab ? (
                <>
                  <Icon name="externalLink" size={14} className={styles.linkIcon} />{' '}
                  <span className={visuallyHidden}>{SHARED_MESSAGES.newTab}</span>
                </>
              ) : null}
            </LinkComponent>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Socials({ group, linkAs: LinkComponent }: { group: FooterGroup; linkAs: ElementType }) {
  const titleId = useId();
  return (
    <section className={styles.socials} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.groupTitle}>
        {group.title}
      </h2>
      <ul className={styles.socialList}>
        {group.links.map((link) => (
          <li key={link.item.node_id}>
            <LinkComponent
              href={link.href}
              className={styles.socialLink}
              aria-label={link.newTab ? `${link.item.title} ${SHARED_MESSAGES.newTab}` : link.item.title}
              {...externalProps(link)}
            >
              <SocialIcon network={socialNetwork(link.item)} fallback={link.item.title} />
            </LinkComponent>
          </li>
        ))}
      </ul>
    </section>
  );
}
