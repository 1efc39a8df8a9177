import type { AggFilters } from '@kwc/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { emptyListingFilters, landingPageFilters, listingFilters } from '../private/fixtures/filters.fixtures';
import { activeFilterChips, activeFilterCount, predefinedValuesOf, rangeFormatOf } from './activeFilters';
import { SelectedFilters } from './SelectedFilters';

const nbsp = (text: string) => text.replace(/ zł/g, '\u00a0zł');

describe('activeFilterChips', () => {
  it('lists every active value in the order of the filters, with a ready value for its removal', () => {
    const chips = activeFilterChips(listingFilters);
    expect(chips.map((chip) => chip.label)).toEqual([
      'Tylko bestsellery',
      'Marka: CeraVe',
      'Marka: Nivea',
      'Rodzaj cery: Wrażliwa',
      nbsp('Cena: 20 zł – 150 zł'),
    ]);
    expect(chips.map((chip) => chip.removal)).toEqual([
      { name: 'agg_bestseller', type: 'flag', value: 0 },
      { name: 'agg_marka', type: 'options', slug: 'marka-cerave', value: ['marka-nivea'] },
      { name: 'agg_marka', type: 'options', slug: 'marka-nivea', value: ['marka-cerave'] },
      { name: 'agg_rodzaj_cery', type: 'options', slug: 'cera-wrazliwa', value: [] },
      { name: 'agg_price', type: 'range', value: { min: null, max: null } },
    ]);
    expect(chips.every((chip) => !chip.isPredefined)).toBe(true);
  });

  it('lists nothing when nothing is chosen', () => {
    expect(activeFilterChips(emptyListingFilters)).toEqual([]);
    expect(activeFilterCount(emptyListingFilters)).toBe(0);
  });

  it('marks values a landing page fixes, and leaves them out of the count', () => {
    const chips = activeFilterChips(landingPageFilters);
    expect(chips.map((chip) => [chip.label, chip.isPredefined])).toEqual([
      ['Marka: Nivea', true],
      ['Rodzaj cery: Sucha', false],
    ]);
    expect(activeFilterCount(landingPageFilters)).toBe(1);
  });

  it('takes the fixed values from the predefined map when given, by name with or without agg_', () => {
    const filters: AggFilters = {
      ...listingFilters,
      agg_marka: { ...listingFilters.agg_marka!, predefined: true },
    };
    const chips = activeFilterChips(filters, { marka: ['marka-nivea'], agg_price: ['20-150'] });
    expect(chips.filter((chip) => chip.isPredefined).map((chip) => chip.label)).toEqual([
      'Marka: Nivea',
      nbsp('Cena: 20 zł – 150 zł'),
    ]);
  });

  it('words open ranges and counts, and falls back to a slug without a label', () => {
    const filters: AggFilters = {
      agg_number_of_reviews: {
        type: 'range',
        label: 'Liczba opinii',
        visible: true,
        predefined: false,
        value: { min: 10, max: null },
        selectedOptions: [],
        bounds: { min: 0, max: 900 },
      },
      agg_marka: {
        type: 'options',
        label: 'Marka',
        visible: false,
        predefined: false,
        value: ['marka-zniknela'],
        selectedOptions: [],
        options: [],
        total: 0,
      },
    };
    expect(activeFilterChips(filters).map((chip) => chip.label)).toEqual([
      'Liczba opinii: od 10',
      'Marka: marka-zniknela',
    ]);
  });
});

describe('helpers', () => {
  it('formats only the price filter in złoty', () => {
    expect(rangeFormatOf('agg_price')).toBe('price');
    expect(rangeFormatOf('agg_number_of_hits')).toBe('number');
  });

  it('fixes a whole filter marked predefined when no map says more', () => {
    expect(predefinedValuesOf('agg_marka', landingPageFilters.agg_marka!)).toEqual(['marka-nivea']);
    expect(predefinedValuesOf('agg_marka', listingFilters.agg_marka!)).toEqual([]);
    expect(predefinedValuesOf('agg_marka', listingFilters.agg_marka!, { marka: ['marka-x'] })).toEqual(['marka-x']);
  });
});

describe('SelectedFilters', () => {
  it('renders a chip per active value in a labelled list, and nothing when none is active', () => {
    const { rerender, container } = render(
      <SelectedFilters filters={listingFilters} onRemove={vi.fn()} onClearAll={vi.fn()} />,
    );
    expect(screen.getByRole('grid', { name: 'Wybrane filtry' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(5);
    rerender(<SelectedFilters filters={emptyListingFilters} onRemove={vi.fn()} onClearAll={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("removes a chip with its button, named 'Usuń filtr: …'", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<SelectedFilters filters={listingFilters} onRemove={onRemove} onClearAll={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Usuń filtr: Marka: Nivea' }));
    expect(onRemove).toHaveBeenCalledWith({
      name: 'agg_marka',
      type: 'options',
      slug: 'marka-nivea',
      value: ['marka-cerave'],
    });
  });

  it('removes the focused chip with Delete', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<SelectedFilters filters={listingFilters} onRemove={onRemove} onClearAll={vi.fn()} />);
    await user.tab();
    expect(screen.getByRole('row', { name: 'Tylko bestsellery' })).toHaveFocus();
    await user.keyboard('{Delete}');
    expect(onRemove).toHaveBeenCalledWith({ name: 'agg_bestseller', type: 'flag', value: 0 });
  });

  it("clears everything with 'Wyczyść wszystkie'", async () => {
    const user = userEvent.setup();
    const onClearAll = vi.fn();
    render(<SelectedFilters filters={listingFilters} onRemove={vi.fn()} onClearAll={onClearAll} />);
    await user.click(screen.getByRole('button', { name: 'Wyczyść wszystkie' }));
    expect(onClearAll).toHaveBeenCalledTimes(1);
  });

  it('shows a predefined chip without a remove button and ignores Delete on it', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<SelectedFilters filters={landingPageFilters} onRemove={onRemove} onClearAll={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Usuń filtr: Marka: Nivea' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń filtr: Rodzaj cery: Sucha' })).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Delete}');
    expect(onRemove).not.toHaveBeenCalled();
  });

  it("hides 'Wyczyść wszystkie' when only predefined filters are active", () => {
    const filters = { ...landingPageFilters, agg_rodzaj_cery: emptyListingFilters.agg_rodzaj_cery! };
    render(<SelectedFilters filters={filters} onRemove={vi.fn()} onClearAll={vi.fn()} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Wyczyść wszystkie' })).not.toBeInTheDocument();
  });

  it('does not render its chips again when a press elsewhere on the page leaves the input modality as it was', () => {
    const commits: string[] = [];
    render(
      <Profiler id="chips" onRender={(_id, phase) => commits.push(phase)}>
        <SelectedFilters filters={listingFilters} onRemove={vi.fn()} onClearAll={vi.fn()} />
      </Profiler>,
    );
    // The first press may change the modality (the chips show it to screen readers); later ones do not.
    fireEvent.pointerDown(document.body, { pointerType: 'mouse' });
    fireEvent.pointerUp(document.body, { pointerType: 'mouse' });
    const afterFirstPress = commits.length;
    for (let press = 0; press < 3; press += 1) {
      fireEvent.pointerDown(document.body, { pointerType: 'mouse' });
      fireEvent.pointerUp(document.body, { pointerType: 'mouse' });
    }
    expect(commits.length).toBe(afterFirstPress);
    // A key press does change it: the chips follow (React Aria describes their keys then).
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(commits.length).toBeGreaterThan(afterFirstPress);
  });
});
