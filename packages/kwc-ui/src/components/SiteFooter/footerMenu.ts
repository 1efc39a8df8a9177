import { firstLevelMenuItems, type MenuItem } from '@kwc/domain';

import { type MenuLinkTarget, menuLinkTarget } from '../private/menuTree';

/** The footer menu's groups (spec section 2: "Footer menu groups: socials, links, portals"). */
export const FOOTER_GROUP_KINDS = ['socials', 'links', 'portals'] as const;
export type FooterGroupKind = (typeof FOOTER_GROUP_KINDS)[number];

/** A link of a footer group. */
export interface FooterLink extends MenuLinkTarget {
  item: MenuItem;
}

/** One group of the footer: its wrapper's title and its links in menu order. */
export interface FooterGroup {
  kind: FooterGroupKind;
  title: string;
  links: FooterLink[];
}

function groupKind(item: MenuItem): FooterGroupKind | null {
  const classes = item.classes.split(/\s+/);
  return FOOTER_GROUP_KINDS.find((kind) => classes.includes(kind)) ?? null;
}

/**
 * Reads the `uroda_footer` menu: each active level-1 wrapper whose `classes` names a group
 * (socials, links or portals) gives that group, with its children that lead somewhere as links.
 * The first wrapper of a kind wins; groups without links are left out.
 */
export function footerMenuGroups(items: readonly MenuItem[]): Partial<Record<FooterGroupKind, FooterGroup>> {
  const groups: Partial<Record<FooterGroupKind, FooterGroup>> = {};
  for (const wrapper of firstLevelMenuItems(items)) {
    const kind = wrapper.type === 'wrapper' ? groupKind(wrapper) : null;
    if (!kind || groups[kind]) continue;
    const links = items
      .filter((item) => item.parent_id === wrapper.node_id)
      .flatMap((item) => {
        const target = menuLinkTarget(item);
        return target ? [{ item, ...target }] : [];
      });
    if (links.length > 0) groups[kind] = { kind, title: wrapper.title, links };
  }
  return groups;
}

/** Social networks the footer draws an icon for, matched by a link's `classes` or title. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'tiktok', 'youtube', 'pinterest'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Which network a socials link points to, from its `classes` or, failing that, its title. */
export function socialNetwork(item: MenuItem): SocialNetwork | null {
  const words = `${item.classes} ${item.title}`.toLocaleLowerCase('pl-PL').split(/[\s,.-]+/);
  return SOCIAL_NETWORKS.find((network) => words.includes(network)) ?? null;
}

// ours: the notice the spec asks for (section 1: a copyright notice forbidding republication
// without the publisher's consent); its wording is not given.
/** The footer's copyright notice for a year. */
export function copyrightNotice(year: number): string {
  return `© ${year} KWC. Wszelkie prawa zastrzeżone. Kopiowanie i rozpowszechnianie materiałów z serwisu bez zgody wydawcy jest zabronione.`;
}
