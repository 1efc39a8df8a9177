import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { RatingInput } from './RatingInput';

function Rating() {
  const [value, setValue] = useState<number | null>(null);
  return <RatingInput value={value} onChange={setValue} error={value === null ? 'Wybierz ocenę' : undefined} />;
}

describe('RatingInput', () => {
  it('is a radio group of five named stars that the arrows move through', async () => {
    const user = userEvent.setup();
    render(<Rating />);
    const group = screen.getByRole('radiogroup', { name: 'Ocena' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 z 5',
      '2 z 5',
      '3 z 5',
      '4 z 5',
      '5 z 5',
    ]);
    await user.click(screen.getByRole('radio', { name: '3 z 5' }));
    expect(screen.getByRole('radio', { name: '3 z 5' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 z 5' })).toBeChecked();
    expect(group).not.toHaveAttribute('aria-invalid');
  });
});
