import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { Icon } from './Icon';
import { iconNames } from './icons';

describe('Icon', () => {
  it('is hidden from assistive technology unless it is given a label', () => {
    const { container } = render(<Icon name="heart" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is announced by its label when it carries meaning', () => {
    render(<Icon name="warning" label="Uwaga" size={16} />);
    const icon = screen.getByRole('img', { name: 'Uwaga' });
    expect(icon).toHaveAttribute('width', '16');
  });

  it('draws every icon of the set', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M/);
      unmount();
    }
  });
});
