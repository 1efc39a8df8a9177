import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LoadingScreen } from './LoadingScreen';

describe('LoadingScreen', () => {
  it("announces 'Ładowanie…' as a status when it has no label", () => {
    render(<LoadingScreen />);
    expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
  });

  it('shows its label and announces it once', () => {
    render(<LoadingScreen label="Wczytujemy opinie…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Wczytujemy opinie…');
    expect(screen.getAllByText('Wczytujemy opinie…')).toHaveLength(2);
    expect(screen.getByText('Wczytujemy opinie…', { selector: 'p' })).toHaveAttribute('aria-hidden', 'true');
  });

  // Vitest does not apply the stylesheet: the stories' screenshots show the two layouts.
  it('styles the full-screen variant apart from the inline one', () => {
    const { container, rerender } = render(<LoadingScreen />);
    const root = container.firstElementChild as HTMLElement;
    const inline = root.className;
    rerender(<LoadingScreen fullScreen />);
    expect(root.className).not.toBe(inline);
  });
});
