import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';

import { DEFAULT_AVATAR_SRC } from '../ProfileCard';
import { ReviewCard, reviewPoints } from './ReviewCard';
import { longReview, photoReview, shortReview } from './ReviewCard.fixtures';

describe('reviewPoints', () => {
  it('splits lines and drops list markers', () => {
    expect(reviewPoints('- szybko się wchłania\n• wydajny\n\n2) tani\n+ ładny zapach')).toEqual([
      'szybko się wchłania',
      'wydajny',
      'tani',
      'ładny zapach',
    ]);
    expect(reviewPoints(null)).toEqual([]);
    expect(reviewPoints('  ')).toEqual([]);
  });
});

describe('ReviewCard', () => {
  it('shows author, rating, title, Polish date and details', () => {
    const { container } = render(<ReviewCard review={longReview} authorHref="/profil/42" />);
    expect(screen.getByRole('article', { name: 'Ratunek dla suchej skóry zimą' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'AniaPięknie' })).toHaveAttribute('href', '/profil/42');
    expect(screen.getByText('Ekspertka urody')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    expect(screen.getByRole('img', { name: 'Ocena 5 na 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ratunek dla suchej skóry zimą' })).toBeInTheDocument();
    const time = container.querySelector('time');
    expect(time).toHaveTextContent('21 listopada 2026');
    expect(time).toHaveAttribute('datetime', '2026-11-21T09:30:00+01:00');
    expect(screen.getByText('Cera: sucha')).toBeInTheDocument();
    expect(screen.getByText('Stosowanie: 1–3 miesiące')).toBeInTheDocument();
  });

  it('leaves the usage time out when the review does not give it', () => {
    render(<ReviewCard review={{ ...longReview, usageTime: null }} />);
    expect(screen.getByText('Cera: sucha')).toBeInTheDocument();
    expect(screen.queryByText(/^Stosowanie/)).not.toBeInTheDocument();
  });

  it('falls back to the creation date before publication', () => {
    render(<ReviewCard review={shortReview} />);
    expect(screen.getByText('2 marca 2026')).toBeInTheDocument();
  });

  it('collapses a long body behind a real button with aria-expanded', async () => {
    const user = userEvent.setup();
    render(<ReviewCard review={longReview} />);
    const toggle = screen.getByRole('button', { name: 'Czytaj więcej' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const body = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(body.querySelectorAll('p')).toHaveLength(3);
    const collapsedClass = body.className;
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Zwiń' })).toHaveAttribute('aria-expanded', 'true');
    expect(body.className).not.toBe(collapsedClass);
  });

  it("offers 'Czytaj więcej' in the server's HTML for a body a phone's five lines may cut", () => {
    // 200 characters: within the desktop preview, over five lines of a phone's column.
    const body = 'Krem ma lekką konsystencję i szybko się wchłania, skóra jest gładsza. '.repeat(3).trim();
    expect(body.length).toBeGreaterThan(150);
    const html = renderToString(<ReviewCard review={{ ...shortReview, body }} />);
    expect(html).toContain('Czytaj więcej');
    expect(renderToString(<ReviewCard review={shortReview} />)).not.toContain('Czytaj więcej');
  });

  it('has no toggle for a short body', () => {
    render(<ReviewCard review={shortReview} />);
    expect(screen.queryByRole('button', { name: 'Czytaj więcej' })).toBeNull();
  });

  it('lists pros and cons under their headings', () => {
    render(<ReviewCard review={longReview} />);
    const pros = screen.getByText('Zalety').parentElement!;
    expect(
      within(pros)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['szybko się wchłania', 'nie roluje się pod makijażem', 'wydajny']);
    expect(within(screen.getByText('Wady').parentElement!).getByText('słoiczek zamiast tubki')).toBeInTheDocument();
  });

  it('counts praise in Polish and toggles the like button', async () => {
    const user = userEvent.setup();
    const onLikeChange = vi.fn();
    const { rerender } = render(<ReviewCard review={{ ...shortReview, likes: 1 }} onLikeChange={onLikeChange} />);
    expect(screen.getByText('1 pochwała')).toBeInTheDocument();
    const like = screen.getByRole('button', { name: 'Pochwal' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(onLikeChange).toHaveBeenLastCalledWith(true);
    rerender(<ReviewCard review={{ ...shortReview, likes: 2 }} liked onLikeChange={onLikeChange} />);
    expect(screen.getByText('2 pochwały')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pochwal' }));
    expect(onLikeChange).toHaveBeenLastCalledWith(false);
    rerender(<ReviewCard review={{ ...shortReview, likes: 5 }} likeBusy onLikeChange={onLikeChange} />);
    expect(screen.getByText('5 pochwał')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pochwal' }));
    expect(onLikeChange).toHaveBeenCalledTimes(2);
  });

  it('shows the photos with their sizes and the received-as label; older reviews show neither', () => {
    const { rerender } = render(<ReviewCard review={photoReview} />);
    expect(screen.getByText('Produkt z testowania KWC')).toBeInTheDocument();
    const second = screen.getByRole('img', { name: 'Zdjęcie 2 z 3 (otwiera pełny rozmiar)' });
    expect(second).toHaveAttribute('srcset', photoReview.photos![1]!.srcset);
    expect(second.closest('a')).toHaveAttribute('href', photoReview.photos![1]!.url);
    rerender(<ReviewCard review={shortReview} />);
    expect(screen.queryByRole('list', { name: 'Zdjęcia autorki' })).toBeNull();
    expect(screen.queryByText(/Produkt (otrzymany|z testowania)/)).toBeNull();
  });
});
