import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { RatingStars, RatingStarsInput, ratingLabel, starCountLabel, starFills } from './RatingStars';

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
