import { USAGE_TIME_LABELS, type UsageTime } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { optionsFromLabels, SelectField, type SelectFieldProps } from './SelectField';

function Controlled(props: SelectFieldProps<UsageTime>) {
  const [value, setValue] = useState(props.value);
  return (
    <SelectField
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
  title: 'Forms/SelectField',
  component: SelectField<UsageTime>,
  args: {
    label: 'Jak długo używasz produktu?',
    name: 'usageTime',
    options: optionsFromLabels(USAGE_TIME_LABELS),
    value: null,
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ width: 'min(24rem, 90vw)' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof SelectField<UsageTime>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByLabelText('Jak długo używasz produktu?');
    await userEvent.selectOptions(select, '3–6 miesięcy');
    await expect(args.onChange).toHaveBeenLastCalledWith('months_3_6');
  },
};

export const Filled: Story = {
  args: { value: 'over_6_months' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Jak długo używasz produktu?')).toHaveValue('over_6_months');
  },
};

export const Errors: Story = {
  args: { error: 'Wybierz czas używania' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Jak długo używasz produktu?')).toHaveAccessibleDescription(
      'Wybierz czas używania',
    );
  },
};

export const Disabled: Story = {
  args: { value: 'weeks_2_4', isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Jak długo używasz produktu?')).toBeDisabled();
  },
};
