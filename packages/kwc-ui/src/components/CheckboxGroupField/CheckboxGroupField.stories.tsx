import { SKIN_TYPE_LABELS, type SkinType } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { optionsFromLabels } from '../SelectField';
import { CheckboxGroupField, type CheckboxGroupFieldProps } from './CheckboxGroupField';

function Controlled(props: CheckboxGroupFieldProps<SkinType>) {
  const [value, setValue] = useState(props.value);
  return (
    <CheckboxGroupField
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
  title: 'Forms/CheckboxGroupField',
  component: CheckboxGroupField<SkinType>,
  args: { label: 'Typ skóry', name: 'skin', options: optionsFromLabels(SKIN_TYPE_LABELS), value: [], onChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof CheckboxGroupField<SkinType>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space ticks the focused box. */
export const Empty: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['dry']);
  },
};

export const Filled: Story = {
  args: { value: ['oily', 'sensitive'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Wrażliwa')).toBeChecked();
  },
};

export const Errors: Story = {
  args: { error: 'Wybierz przynajmniej jeden powód' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wybierz przynajmniej jeden powód')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { value: ['dry'], isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Sucha')).toBeDisabled();
  },
};
