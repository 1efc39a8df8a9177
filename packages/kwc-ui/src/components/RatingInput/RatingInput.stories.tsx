import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { RatingInput, type RatingInputProps } from './RatingInput';

function Controlled(props: RatingInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RatingInput
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
  title: 'Forms/RatingInput',
  component: RatingInput,
  args: { value: null, onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RatingInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No rating yet; Tab reaches the group and the arrows choose. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('radiogroup', { name: 'Ocena' })).toBeVisible();
  },
};

/** Four of five, then the left arrow takes one star away. */
export const Filled: Story = {
  args: { value: 4 },
  play: async ({ canvasElement, args }) => {
    const four = within(canvasElement).getByRole('radio', { name: '4 z 5' });
    await expect(four).toBeChecked();
    await userEvent.click(four);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Errors: Story = {
  args: { error: 'Wybierz ocenę' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { value: 2, isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '1 z 5' })).toBeDisabled();
  },
};
