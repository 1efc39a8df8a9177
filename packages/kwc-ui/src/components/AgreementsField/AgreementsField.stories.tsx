import type { Agreements } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AgreementsField, type AgreementsFieldProps } from './AgreementsField';

function Controlled(props: AgreementsFieldProps) {
  const [value, setValue] = useState<Agreements>(props.value);
  return (
    <AgreementsField
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
  title: 'Forms/AgreementsField',
  component: AgreementsField,
  args: {
    value: { newsletter: false, commercial_internal: false, commercial_external: false, club: false },
    onChange: fn(),
  },
  render: (args) => (
    <div style={{ width: 'min(28rem, 90vw)' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof AgreementsField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab to a box, Space ticks it: all four come out. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /newsletter/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      newsletter: true,
      commercial_internal: false,
      commercial_external: false,
      club: false,
    });
    await expect(canvas.getByRole('checkbox', { name: /newsletter/ })).toBeChecked();
  },
};

/** Given agreements with the date each was given. */
export const WithDates: Story = {
  args: {
    value: { newsletter: true, commercial_internal: false, commercial_external: false, club: true },
    notes: { newsletter: 'udzielona 14 maja 2025', club: 'udzielona 2 marca 2026' },
  },
};
