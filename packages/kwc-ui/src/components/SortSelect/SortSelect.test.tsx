import { SORT_OPTIONS } from '@kwc/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SortSelect, sortSelectItems } from './SortSelect';

describe('sortSelectItems', () => {
  it('lists the twelve sorts of spec section 3 keyed value_direction', () => {
    const items = sortSelectItems(SORT_OPTIONS, { value: 'popularity', direction: 'desc' });
    expect(items).toHaveLength(12);
    expect(items[5]).toEqual({ id: 'price_asc', label: 'Najniższa cena', sort: { value: 'price', direction: 'asc' } });
    expect(items.map((item) => item.label)).toEqual(SORT_OPTIONS.map((option) => option.label));
  });

  it('adds the current sort when it is a valid one outside the list', () => {
    const items = sortSelectItems(SORT_OPTIONS, { value: 'number_of_hits', direction: 'asc' });
    expect(items).toHaveLength(13);
    expect(items.at(-1)).toEqual({
      id: 'number_of_hits_asc',
      label: 'Liczba HITów',
      sort: { value: 'number_of_hits', direction: 'asc' },
    });
  });
});

describe('SortSelect', () => {
  it("shows the listing's default sort, popularity, when the URL sets none", () => {
    render(<SortSelect value={null} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Sortuj/ })).toHaveTextContent('Popularność');
  });

  it('emits the chosen sort and its value_direction form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortSelect value={{ value: 'rating', direction: 'desc' }} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Sortuj/ }));
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Najwyżej ocenione' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(listbox).getByRole('option', { name: 'Najwięcej opinii' }));
    expect(onChange).toHaveBeenCalledWith({ value: 'number_of_reviews', direction: 'desc' }, 'number_of_reviews_desc');
  });

  it('does not emit when the current sort is chosen again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortSelect value={null} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: /Sortuj/ }));
    await user.click(screen.getByRole('option', { name: 'Popularność' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('works from the keyboard: arrows open and move, Enter chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SortSelect value={null} onChange={onChange} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ value: 'latest', direction: 'desc' }, 'latest_desc');
  });
});
