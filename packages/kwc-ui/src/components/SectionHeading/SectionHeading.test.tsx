import { render, screen } from '@testing-library/react';
import type { ComponentPropsWithoutRef } from 'react';
import { describe, expect, it } from 'vitest';

import { SectionHeading } from './SectionHeading';

describe('SectionHeading', () => {
  it('is an h2 with the anchor id and a link to it described by the title', () => {
    render(<SectionHeading title="Nowości" id="nowosci" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Nowości' });
    expect(heading).toHaveAttribute('id', 'nowosci');
    const anchor = screen.getByRole('link', { name: 'Link do sekcji' });
    expect(anchor).toHaveAttribute('href', '#nowosci');
    expect(anchor).toHaveAccessibleDescription('Nowości');
    expect(heading).not.toContainElement(anchor);
  });

  it('has no anchor link without an id', () => {
    render(<SectionHeading title="Opis" />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links to all items through a router component', () => {
    function RouterLink({ children, ...props }: ComponentPropsWithoutRef<'a'>) {
      return (
        <a data-router="yes" {...props}>
          {children}
        </a>
      );
    }
    render(<SectionHeading title="Nowości" seeAllHref="/nowosci" linkAs={RouterLink} level={3} />);
    const link = screen.getByRole('link', { name: 'Zobacz wszystkie' });
    expect(link).toHaveAttribute('href', '/nowosci');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('shows eyebrow and description', () => {
    render(<SectionHeading title="Polecane" eyebrow="Wybór redakcji" description="Nasze typy." />);
    expect(screen.getByText('Wybór redakcji')).toBeInTheDocument();
    expect(screen.getByText('Nasze typy.')).toBeInTheDocument();
  });
});
