import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { DateOfBirthField, type DateOfBirthFieldProps } from './DateOfBirthField';

function Controlled(props: DateOfBirthFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <DateOfBirthField
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
  title: 'Forms/DateOfBirthField',
  component: DateOfBirthField,
  args: { value: '', onChange: fn() },
  render: (args) => (
    <div style={{ width: 'min(24rem, 90vw)' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof DateOfBirthField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Day, the month by its Polish name (arrow keys on the select), year: an ISO date comes out. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Dzień')).toHaveFocus();
    await userEvent.keyboard('14');
    await userEvent.tab();
    await userEvent.selectOptions(canvas.getByLabelText('Miesiąc'), 'maj');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Rok')).toHaveFocus();
    await userEvent.keyboard('1992');
    await expect(args.onChange).toHaveBeenLastCalledWith('1992-05-14');
    await expect(canvas.getByRole('group', { name: 'Data urodzenia' })).toBeVisible();
  },
};

/** The months as spec section 3 names them, keyed 01 to 12. */
export const Filled: Story = {
  args: { value: '2010-10-03' },
  play: async ({ canvasElement }) => {
    const month = within(canvasElement).getByLabelText<HTMLSelectElement>('Miesiąc');
    await expect(month.value).toBe('10');
    await expect([...month.options].map((option) => option.text).slice(1)).toEqual([
      'styczeń',
      'luty',
      'marzec',
      'kwiecień',
      'maj',
      'czerwiec',
      'lipiec',
      'sierpień',
      'wrzesień',
      'październik',
      'listopad',
      'grudzień',
    ]);
  },
};

/** A date that does not exist. */
export const Invalid: Story = {
  args: { value: '2001-02-30', error: 'Podaj prawidłową datę urodzenia' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Rok')).toHaveAccessibleDescription(
      'Podaj prawidłową datę urodzenia',
    );
  },
};
