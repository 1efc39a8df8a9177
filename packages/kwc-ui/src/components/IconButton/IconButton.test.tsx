import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="close" label="Zamknij" onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('acts as a toggle when pressed is given', () => {
    const { rerender } = render(<IconButton icon="heart" label="Dodaj do ulubionych" pressed={false} />);
    expect(screen.getByRole('button', { name: 'Dodaj do ulubionych' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<IconButton icon="heartFilled" label="Dodaj do ulubionych" pressed />);
    expect(screen.getByRole('button', { name: 'Dodaj do ulubionych' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores clicks while busy', async () => {
    const onClick = vi.fn();
    render(<IconButton icon="heart" label="Dodaj do ulubionych" busy onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Dodaj do ulubionych' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});
