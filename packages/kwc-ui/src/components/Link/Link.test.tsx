import { render, screen } from '@testing-library/react';
import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Link } from './Link';

describe('Link', () => {
  it('renders a plain anchor by default', () => {
    render(<Link href="/wazne-skladniki">Ważne składniki</Link>);
    expect(screen.getByRole('link', { name: 'Ważne składniki' })).toHaveAttribute('href', '/wazne-skladniki');
  });

  it('lets a router component render the link', () => {
    const routerLink = vi.fn(({ children, ...props }: ComponentPropsWithRef<'a'>) => (
      <a data-router="yes" {...props}>
        {children}
      </a>
    ));
    render(
      <Link as={routerLink} href="/popularne-marki" variant="standalone">
        Popularne marki
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Popularne marki' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(routerLink.mock.calls[0]?.[0]).toMatchObject({ href: '/popularne-marki' });
  });

  it('opens external addresses safely in a new tab and says so', () => {
    render(
      <Link href="https://example.com/regulamin" external>
        Regulamin
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Regulamin (otwiera się w nowej karcie)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
