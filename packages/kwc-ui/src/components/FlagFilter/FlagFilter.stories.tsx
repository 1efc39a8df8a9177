import type { FilterFlag } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { FlagFilter, type FlagFilterProps } from './FlagFilter';

function Controlled(props: FlagFilterProps) {
  const [value, setValue] = useState<FilterFlag>(props.value);
  return (
    <FlagFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Filters/FlagFilter',
  component: FlagFilter,
  args: { flag: 'bestseller', value: 0, onChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: '100vw', maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlagFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All products; arrows choose 'Tylko bestsellery'. */
export const Bestsellers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Bestsellery' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Wszystkie produkty' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Tylko bestsellery' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowDown}');
  },
};

/** Only new products chosen. */
export const NewOnly: Story = {
  args: { flag: 'new_until_date', value: 1 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Tylko nowości' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
  },
};

/** Promotions. */
export const Promotions: Story = {
  args: { flag: 'offer_sale' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Tylko promocje' })).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Tylko promocje' })).toBeChecked();
  },
};

/** A landing page fixes the flag. */
export const Predefined: Story = {
  args: { value: 1, isPredefined: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: 'Tylko bestsellery' })).toBeDisabled();
    await expect(canvas.getByText('Ustawione na tej stronie')).toBeInTheDocument();
  },
};

/** No product in the listing has the flag: nothing renders. */
export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radiogroup')).not.toBeInTheDocument();
  },
};
