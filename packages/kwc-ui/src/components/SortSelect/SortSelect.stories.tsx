import { SORT_OPTIONS, type Sort } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { SortSelect, type SortSelectProps } from './SortSelect';

function Controlled(props: SortSelectProps) {
  const [value, setValue] = useState<Sort | null>(props.value);
  return (
    <SortSelect
      {...props}
      value={value}
      onChange={(sort, encoded) => {
        setValue(sort);
        props.onChange(sort, encoded);
      }}
    />
  );
}

/** Resolves when the list's opening animation has ended, so a screenshot sees it settled. */
async function settled() {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

const meta = {
  title: 'Filters/SortSelect',
  component: SortSelect,
  args: { value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  // At the top, as in a listing's toolbar: the list has room to open below.
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SortSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No sort in the URL: popularity shows. Enter opens the list, arrows move, Enter chooses. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Sortuj/ });
    await expect(button).toHaveTextContent('Popularność');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(12);
    await expect(within(listbox).getByRole('option', { name: 'Popularność' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Najniższa cena' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'price', direction: 'asc' }, 'price_asc');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await expect(button).toHaveTextContent('Najniższa cena');
  },
};

/** The list open: the twelve sorts with the current one ticked. Escape closes it. */
export const Open: Story = {
  args: { value: { value: 'rating', direction: 'desc' }, defaultOpen: true },
  play: async ({ canvasElement, args }) => {
    const listbox = await screen.findByRole('listbox');
    await settled();
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(SORT_OPTIONS.map((option) => option.label));
    await expect(within(listbox).getByRole('option', { name: 'Najwyżej ocenione' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    // It opened with the page, so focus had nowhere to return to: the keyboard user tabs to it.
    const button = within(canvasElement).getByRole('button', { name: /Sortuj/ });
    if (document.activeElement !== button) await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await settled();
  },
};

/** Typing a letter on the closed select picks the next sort starting with it. */
export const TypeAhead: Story = {
  args: { value: { value: 'number_of_reviews', direction: 'desc' } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Sortuj/ });
    await expect(button).toHaveTextContent('Najwięcej opinii');
    await userEvent.tab();
    await userEvent.keyboard('t');
    await expect(args.onChange).toHaveBeenLastCalledWith({ value: 'relevance', direction: 'desc' }, 'relevance_desc');
    await expect(button).toHaveTextContent('Trafność');
  },
};
