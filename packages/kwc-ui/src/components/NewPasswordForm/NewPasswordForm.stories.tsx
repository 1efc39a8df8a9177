import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AuthCard } from '../AuthCard';
import { NewPasswordForm } from './NewPasswordForm';

const meta = {
  title: 'Account/NewPasswordForm',
  component: NewPasswordForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), email: 'ania@demo.kwc.pl' },
  render: (args) => (
    <AuthCard title="Ustaw nowe hasło">
      <NewPasswordForm {...args} />
    </AuthCard>
  ),
} satisfies Meta<typeof NewPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The two passwords typed from the keyboard; Enter sends. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Nowe hasło')).toHaveFocus();
    await userEvent.keyboard('nowe-Haslo-2026');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('nowe-Haslo-2026{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      password: 'nowe-Haslo-2026',
      passwordRepeat: 'nowe-Haslo-2026',
    });
  },
};

/** The repetition differs: 'Hasła nie mogą być różne' on the second field. */
export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nowe hasło'), 'nowe-Haslo-2026');
    await userEvent.type(canvas.getByLabelText('Powtórz hasło'), 'nowe-Haslo-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz nowe hasło' }));
    await expect(canvas.getByLabelText('Powtórz hasło')).toHaveAccessibleDescription('Hasła nie mogą być różne');
  },
};
