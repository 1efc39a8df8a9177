import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentPropsWithoutRef } from 'react';
import { describe, expect, it } from 'vitest';

import { breadcrumbJsonLd, Breadcrumbs } from './Breadcrumbs';

const trail = [
  { label: 'Kosmetyki', href: '/kosmetyki' },
  { label: 'Pielęgnacja twarzy', href: '/katalog-uroda/pielegnacja-twarzy' },
  { label: 'Kremy do twarzy', href: '/katalog-uroda/kremy-do-twarzy' },
  { label: 'Nivea', href: '/marka-nivea' },
  { label: 'Krem Soft', href: '/krem-soft,1240.html' },
];

describe('breadcrumbJsonLd', () => {
  it('gives schema.org BreadcrumbList data with absolute URLs', () => {
    expect(breadcrumbJsonLd(trail.slice(0, 2), 'https://kwc.example')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Kosmetyki', item: 'https://kwc.example/kosmetyki' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Pielęgnacja twarzy',
          item: 'https://kwc.example/katalog-uroda/pielegnacja-twarzy',
        },
      ],
    });
  });

  it('keeps absolute hrefs and serialises to JSON', () => {
    const data = breadcrumbJsonLd([{ label: 'Blog', href: 'https://blog.example/x' }], 'https://kwc.example/');
    expect(data.itemListElement[0]?.item).toBe('https://blog.example/x');
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('Breadcrumbs', () => {
  it('is an ordered list in a named navigation, the last step current', () => {
    render(<Breadcrumbs items={trail.slice(0, 3)} />);
    const nav = screen.getByRole('navigation', { name: 'Jesteś tutaj' });
    expect(nav.querySelector('ol')).not.toBeNull();
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(trail.slice(0, 3).map((item) => item.href));
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });

  it('renders links through a router component', () => {
    function RouterLink({ children, ...props }: ComponentPropsWithoutRef<'a'>) {
      return (
        <a data-router="yes" {...props}>
          {children}
        </a>
      );
    }
    render(<Breadcrumbs items={trail.slice(0, 2)} linkAs={RouterLink} label="Okruszki" />);
    expect(screen.getByRole('navigation', { name: 'Okruszki' })).toBeInTheDocument();
    expect(screen.getAllByRole('link')[0]).toHaveAttribute('data-router', 'yes');
  });

  it('collapses the middle of long trails until asked, then focuses the first revealed step', async () => {
    const user = userEvent.setup();
    const { container } = render(<Breadcrumbs items={trail} />);
    const items = container.querySelectorAll('li');
    const collapsedClass = items[1]!.className;
    expect(items[2]!.className).toBe(collapsedClass);
    expect(items[3]!.className).not.toBe(collapsedClass);
    expect(items[4]!.className).not.toBe(collapsedClass);
    await user.click(screen.getByRole('button', { name: 'Pokaż pełną ścieżkę' }));
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelectorAll('li')[1]!.className).toBe(items[0]!.className);
    expect(screen.getByRole('link', { name: 'Pielęgnacja twarzy' })).toHaveFocus();
  });

  it('does not collapse short trails', () => {
    render(<Breadcrumbs items={trail.slice(0, 3)} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
