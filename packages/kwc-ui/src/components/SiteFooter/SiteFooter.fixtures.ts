import type { MenuItem } from '@kwc/domain';

// Seed-like `uroda_footer` menu for stories and tests (spec section 2: footer menu groups socials,
// links, portals): level-1 wrappers named by `classes`, custom_url links under them.

function wrapper(node_id: number, title: string, classes: string): MenuItem {
  return {
    node_id,
    parent_id: null,
    title,
    type: 'wrapper',
    level: 1,
    classes,
    content: '',
    category_id: null,
    category_url_key: null,
    is_active: '1',
  };
}

function link(node_id: number, parent_id: number, title: string, url: string, classes = ''): MenuItem {
  return {
    node_id,
    parent_id,
    title,
    type: 'custom_url',
    level: 2,
    classes,
    content: JSON.stringify({ url }),
    category_id: null,
    category_url_key: null,
    is_active: '1',
  };
}

/** The footer menu: socials, the service's own pages, and the publisher's other portals. */
export const urodaFooterMenu: MenuItem[] = [
  wrapper(100, 'Obserwuj nas', 'socials'),
  link(101, 100, 'Facebook', 'https://www.facebook.com/kwc.kosmetyki', 'facebook'),
  link(102, 100, 'Instagram', 'https://www.instagram.com/kwc.kosmetyki', 'instagram'),
  link(103, 100, 'TikTok', 'https://www.tiktok.com/@kwc.kosmetyki', 'tiktok'),
  link(104, 100, 'YouTube', 'https://www.youtube.com/@kwc-kosmetyki', 'youtube'),
  link(105, 100, 'Pinterest', 'https://pl.pinterest.com/kwckosmetyki', 'pinterest'),
  wrapper(110, 'Informacje', 'links'),
  link(111, 110, 'O nas', '/kwc-o-nas'),
  link(112, 110, 'Regulamin', '/kwc-regulamin'),
  link(113, 110, 'Polityka prywatności', '/kwc-polityka-prywatnosci'),
  link(114, 110, 'Zasady dodawania opinii', '/kwc-zasady-opinii'),
  link(115, 110, 'Reklama', '/kwc-reklama'),
  link(116, 110, 'Kontakt', '/kwc-kontakt'),
  wrapper(120, 'Nasze serwisy', 'portals'),
  link(121, 120, 'Magazyn Uroda', 'https://magazyn.kwc.pl'),
  link(122, 120, 'Zdrowie i Styl', 'https://zdrowieistyl.pl'),
  link(123, 120, 'Mama i Dziecko', 'https://mamaidziecko.pl'),
  link(124, 120, 'Przepisy Domowe', 'https://przepisydomowe.pl'),
  link(125, 120, 'Gwiazdy i Moda', 'https://gwiazdyimoda.pl'),
];
