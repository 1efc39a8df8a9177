import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { PasswordField, type PasswordFieldProps } from './PasswordField';

function Controlled(props: PasswordFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <PasswordField
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
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { name: 'password', value: '', onChange: fn() },
  render: (args) => (
    <div style={{ width: 'min(24rem, 90vw)' }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed hidden; 'Pokaż' (Space on it) shows it, 'Ukryj' hides it again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Hasło');
    await userEvent.tab();
    await userEvent.keyboard('kosmetyki123');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pokaż hasło' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ukryj hasło' })).toHaveFocus();
  },
};

/** A new password: the meter (zxcvbn, loaded on focus) rates a common word as very weak… */
export const StrengthWeak: Story = {
  args: {
    autoComplete: 'new-password',
    showStrength: true,
    description: 'Co najmniej 8 znaków, w tym litera i cyfra.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('haslo123');
    await expect(await canvas.findByText('Siła hasła:', { exact: false })).toHaveTextContent(/bardzo słabe|słabe/);
  },
};

/** …and a long random phrase as very strong. */
export const StrengthStrong: Story = {
  args: { autoComplete: 'new-password', showStrength: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('Różowy-kot-pije-7-kaw!');
    await expect(await canvas.findByText('Siła hasła:', { exact: false })).toHaveTextContent('bardzo silne');
  },
};

/** The password rule broken. */
export const Invalid: Story = {
  args: {
    value: 'abc',
    error: 'Hasło musi zawierać co najmniej jedną cyfrę i literę oraz mieć co najmniej 8 znaków',
  },
};
