import type { MenuItem } from '@kwc/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { urodaFooterMenu } from '../private/fixtures/footerMenu.fixtures';
import { copyrightNotice, footerMenuGroups, socialNetwork } from './footerMenu';
import { SiteFooter } from './SiteFooter';

describe('footerMenuGroups', () => {
  it('reads the socials, links and portals wrappers and their links in menu order', () => {
    const groups = footerMenuGroups(urodaFooterMenu);
    expect(groups.socials?.title).toBe('Obserwuj nas');
    expect(groups.socials?.links.map((link) => link.item.title)).toEqual([
      'Facebook',
      'Instagram',
      'TikTok',
      'YouTube',
      'Pinterest',
    ]);
    expect(groups.links?.links[1]).toMatchObject({ href: '/kwc-regulamin', external: true, newTab: false });
    expect(groups.portals?.links[0]).toMatchObject({ href: 'https://magazyn.kwc.pl', external: true, newTab: true });
  });

  it('ignores inactive wrappers, unknown classes, wrappers without links and later duplicates', () => {
    const base = urodaFooterMenu.filter((item) => item.node_id === 110 || item.parent_id === 110);
    const items: MenuItem[] = [
      ...base,
      { ...(base[0] as MenuItem), node_id: 200, title: 'Stare linki', is_active: '0' },
      { ...(base[0] as MenuItem), node_id: 300, title: 'Promocje', classes: 'promo' },
      { ...(base[1] as MenuItem), node_id: 301, parent_id: 300 },
      { ...(base[0] as MenuItem), node_id: 400, title: 'Serwisy', classes: 'portals highlighted' },
      { ...(base[0] as MenuItem), node_id: 500, title: 'Drugie linki' },
      { ...(base[1] as MenuItem), node_id: 501, parent_id: 500 },
    ];
    const groups = footerMenuGroups(items);
    expect(Object.keys(groups)).toEqual(['links']);
    expect(groups.links?.title).toBe('Informacje');
  });

  it('recognises the social network by classes or title', () => {
    const [facebook] = urodaFooterMenu.filter((item) => item.node_id === 101);
    expect(socialNetwork(facebook as MenuItem)).toBe('facebook');
    expect(socialNetwork({ ...(facebook as MenuItem), classes: '', title: 'Nasz YouTube' })).toBe('youtube');
    expect(socialNetwork({ ...(facebook as MenuItem), classes: '', title: 'Threads' })).toBeNull();
  });
});

describe('SiteFooter', () => {
  it('shows the groups as headed lists and the copyright notice for the given year', () => {
    render(<SiteFooter items={urodaFooterMenu} year={2026} />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Obserwuj nas', 'Informacje', 'Nasze serwisy']);
    expect(
      within(footer).getByText(
        '© 2026 KWC. Wszelkie prawa zastrzeżone. Kopiowanie i rozpowszechnianie materiałów z serwisu bez zgody wydawcy jest zabronione.',
      ),
    ).toBeInTheDocument();
  });

  it('opens links to other sites in a new tab and keeps the service’s own pages in place', () => {
    render(<SiteFooter items={urodaFooterMenu} year={2026} />);
    const instagram = screen.getByRole('link', { name: 'Instagram (otwiera się w nowej karcie)' });
    expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/kwc.kosmetyki');
    expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    const ownPage = screen.getByRole('link', { name: 'Regulamin' });
    expect(ownPage).not.toHaveAttribute('target');
    // Unlike the mobile menu's, the footer's own pages are followed by the site's link (`linkAs`).
    expect(ownPage).not.toHaveAttribute('data-external-link');
    expect(screen.getByRole('link', { name: 'Magazyn Uroda (otwiera się w nowej karcie)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('link', { name: 'KWC – strona główna' })).toHaveAttribute('href', '/');
  });

  it('uses the current year by default', () => {
    render(<SiteFooter items={[]} />);
    expect(screen.getByText(copyrightNotice(new Date().getFullYear()))).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
