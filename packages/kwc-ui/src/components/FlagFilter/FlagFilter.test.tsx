import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FLAG_FILTER_LABELS, FlagFilter } from './FlagFilter';

describe('FlagFilter', () => {
  it.each([
    ['bestseller', 'Bestsellery', 'Tylko bestsellery'],
    ['new_until_date', 'Nowości', 'Tylko nowości'],
    ['offer_sale', 'Promocje', 'Tylko promocje'],
  ] as const)('offers all products or only the flagged ones for %s', (flag, label, only) => {
    render(<FlagFilter flag={flag} value={0} onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Wszystkie produkty' })).toBeChecked();
    expect(screen.getByRole('radio', { name: only })).not.toBeChecked();
    expect(FLAG_FILTER_LABELS[flag].only).toBe(only);
  });

  it('emits 1 for only the flagged products and 0 for all', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<FlagFilter flag="bestseller" value={0} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Tylko bestsellery' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    rerender(<FlagFilter flag="bestseller" value={1} onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: 'Wszystkie produkty' }));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('renders nothing when the listing has no such product', () => {
    const { container } = render(<FlagFilter flag="offer_sale" value={0} onChange={vi.fn()} visible={false} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('locks a predefined flag, with a note', () => {
    render(<FlagFilter flag="bestseller" value={1} onChange={vi.fn()} isPredefined />);
    expect(screen.getByRole('radio', { name: 'Tylko bestsellery' })).toBeDisabled();
    expect(screen.getByText('Ustawione na tej stronie')).toBeInTheDocument();
  });

  it('takes the label of the agg_* filter when given', () => {
    render(<FlagFilter flag="new_until_date" label="Nowe produkty" value={0} onChange={vi.fn()} />);
    expect(screen.getByRole('radiogroup', { name: 'Nowe produkty' })).toBeInTheDocument();
  });
});
