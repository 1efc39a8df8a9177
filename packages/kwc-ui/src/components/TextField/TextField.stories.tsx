import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { TextField, type TextFieldProps } from './TextField';

function Controlled(props: TextFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <TextField
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Adres e-mail', name: 'email', type: 'email', autoComplete: 'email', onChange: fn() },
  render: (args) => (
    <div style={{ width: 'min(24rem, 90vw)' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the input; what is typed goes out through `onChange`. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('Adres e-mail');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ania@demo.kwc.pl');
    await expect(args.onChange).toHaveBeenLastCalledWith('ania@demo.kwc.pl');
    await expect(input).toHaveAttribute('autocomplete', 'email');
  },
};

/** A hint under the label, read with the input. */
export const WithDescription: Story = {
  args: {
    label: 'Nazwa użytkownika',
    name: 'username',
    type: 'text',
    autoComplete: 'nickname',
    description: 'Widoczna przy Twoich opiniach.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Nazwa użytkownika')).toHaveAccessibleDescription(
      'Widoczna przy Twoich opiniach.',
    );
  },
};

/** The server's message: the input is invalid and describes itself with it. */
export const Invalid: Story = {
  args: { value: 'ania@demo', error: 'Błędny adres email' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Adres e-mail');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Błędny adres email');
  },
};
