import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { RatingStars, ratingLabel, starCountLabel, starFills, starsFillPercent } from './RatingStars';
import { RatingStarsInput } from './RatingStarsInput';

describe('starFills', () => {
  it('fills whole stars and a fraction of the next one', () => {
    expect(starFills(4.3)).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills(2.5)).toEqual([1, 1, 0.5, 0, 0]);
    expect(starFills(5)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
  });

  it('rounds to a tenth and keeps within 0–5', () => {
    expect(starFills(3.66)).toEqual([1, 1, 1, 0.7, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
    expect(starFills(-1)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('starsFillPercent', () => {
  it('reaches over whole stars and the drawn part of the partly filled one', () => {
    expect(starsFillPercent(5)).toBe(100);
    expect(starsFillPercent(0)).toBe(0);
    expect(starsFillPercent(4)).toBe(80);
    // 4.3: four stars, then 2.6 + 0.3 × 18.8 of the fifth's 24 units → (4 + 0.3433) / 5.
    expect(starsFillPercent(4.3)).toBe(86.9);
    // Half a star is drawn half, not at half the tile: (2 + 0.5) / 5 = 50%.
    expect(starsFillPercent(2.5)).toBe(50);
  });

  it('rounds to a tenth and keeps within 0–5', () => {
    expect(starsFillPercent(4.25)).toBe(starsFillPercent(4.3));
    expect(starsFillPercent(9)).toBe(100);
    expect(starsFillPercent(-2)).toBe(0);
  });
});

describe('labels', () => {
  it('reads a rating with a Polish decimal comma', () => {
    expect(ratingLabel(4.3)).toBe('Ocena 4,3 na 5');
    expect(ratingLabel(4.25)).toBe('Ocena 4,3 na 5');
    expect(ratingLabel(5)).toBe('Ocena 5 na 5');
  });

  it('names stars with the Polish plural', () => {
    expect([1, 2, 3, 4, 5].map(starCountLabel)).toEqual([
      '1 gwiazdka',
      '2 gwiazdki',
      '3 gwiazdki',
      '4 gwiazdki',
      '5 gwiazdek',
    ]);
  });
});

describe('RatingStars', () => {
  it('is one image named by the rating', () => {
    render(<RatingStars value={4.3} showValue />);
    expect(screen.getByRole('img', { name: 'Ocena 4,3 na 5' })).toBeInTheDocument();
    expect(screen.getByText('4,3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws five stars of the chosen size in one element, filled as far as the rating', () => {
    render(<RatingStars value={4.3} size="sm" />);
    const stars = screen.getByRole('img', { name: 'Ocena 4,3 na 5' });
    expect(stars.childElementCount).toBe(0);
    expect(stars.style.width).toBe('80px');
    expect(stars.style.height).toBe('16px');
    expect(stars.getAttribute('style')).toMatch(/--[\w-]+:\s*86\.9%/);
  });
});

describe('RatingStarsInput', () => {
  function Controlled({ onChange }: { onChange: (value: number) => void }) {
    const [value, setValue] = useState<number | null>(2);
    return (
      <RatingStarsInput
        label="Twoja ocena"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('is a radio group whose arrows change the controlled value', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Controlled onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Twoja ocena' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 gwiazdki' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: '5 gwiazdek' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getByRole('radio', { name: '5 gwiazdek' })).toBeChecked();
  });

  it('does not change on its own when the parent keeps the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RatingStarsInput label="Ocena" value={3} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '1 gwiazdka' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('radio', { name: '3 gwiazdki' })).toBeChecked();
  });

  it('shows the error message when invalid', () => {
    render(<RatingStarsInput label="Ocena" value={null} onChange={() => undefined} isInvalid />);
    expect(screen.getByText('Wybierz ocenę od 1 do 5')).toBeInTheDocument();
  });
});
