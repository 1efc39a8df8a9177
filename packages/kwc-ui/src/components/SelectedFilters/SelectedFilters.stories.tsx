import type { AggFilters } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { emptyListingFilters, landingPageFilters, listingFilters } from '../private/fixtures/filters.fixtures';
import type { FilterRemoval } from './activeFilters';
import { SelectedFilters, type SelectedFiltersProps } from './SelectedFilters';

/** Applies a removal to the filters, as the site would after reading the new URL. */
function applyRemoval(filters: AggFilters, removal: FilterRemoval): AggFilters {
  const filter = filters[removal.name];
  if (!filter) return filters;
  switch (removal.type) {
    case 'options':
      return filter.type === 'options'
        ? {
            ...filters,
            [removal.name]: {
              ...filter,
              value: removal.value,
              selectedOptions: filter.selectedOptions.filter((option) => removal.value.includes(option.slug)),
            },
          }
        : filters;
    case 'range':
      return filter.type === 'range' ? { ...filters, [removal.name]: { ...filter, value: removal.value } } : filters;
    case 'flag':
      return filter.type === 'flag' ? { ...filters, [removal.name]: { ...filter, value: removal.value } } : filters;
  }
}

function Controlled(props: SelectedFiltersProps) {
  const [filters, setFilters] = useState(props.filters);
  return (
    <SelectedFilters
      {...props}
      filters={filters}
      onRemove={(removal) => {
        setFilters((current) => applyRemoval(current, removal));
        props.onRemove(removal);
      }}
      onClearAll={() => {
        setFilters(emptyListingFilters);
        props.onClearAll();
      }}
    />
  );
}

const meta = {
  title: 'Filters/SelectedFilters',
  component: SelectedFilters,
  args: { filters: listingFilters, onRemove: fn(), onClearAll: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: '100vw', maxWidth: '48rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectedFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five active filters: arrows move between chips, Delete removes one, focus stays in the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Intl puts a no-break space before 'zł'.
    const texts = canvas.getAllByRole('row').map((row) => row.textContent?.replace(/\u00a0/g, ' '));
    await expect(texts).toEqual([
      'Tylko bestsellery',
      'Marka: CeraVe',
      'Marka: Nivea',
      'Rodzaj cery: Wrażliwa',
      'Cena: 20 zł – 150 zł',
    ]);
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Tylko bestsellery' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Marka: CeraVe' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith({
      name: 'agg_marka',
      type: 'options',
      slug: 'marka-cerave',
      value: ['marka-nivea'],
    });
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Marka: Nivea' })).toHaveFocus());
    // From a chip, Tab reaches its remove button.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Usuń filtr: Marka: Nivea' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenLastCalledWith({
      name: 'agg_marka',
      type: 'options',
      slug: 'marka-nivea',
      value: [],
    });
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Rodzaj cery: Wrażliwa' })).toHaveFocus());
  },
};

/** Removing with the chip's × button (pointer), then clearing everything from the keyboard. */
export const RemoveAndClearAll: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Usuń filtr: Cena: 20\szł – 150\szł$/ }));
    await expect(args.onRemove).toHaveBeenLastCalledWith({
      name: 'agg_price',
      type: 'range',
      value: { min: null, max: null },
    });
    await expect(canvas.queryByText(/^Cena:/)).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Wyczyść wszystkie' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** A landing page's brand is fixed: its chip has no remove button. */
export const WithPredefined: Story = {
  args: { filters: landingPageFilters, showLabel: true },
  // Not applied to the chips: the screenshot keeps both.
  render: (args) => <SelectedFilters {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /Marka: Nivea/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Usuń filtr: Marka: Nivea' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: /Marka: Nivea/ })).toHaveFocus();
    // Delete on a fixed chip does nothing.
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenLastCalledWith({
      name: 'agg_rodzaj_cery',
      type: 'options',
      slug: 'cera-sucha',
      value: [],
    });
  },
};

/** Nothing chosen: nothing renders. */
export const Empty: Story = {
  args: { filters: emptyListingFilters },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('grid')).not.toBeInTheDocument();
  },
};
