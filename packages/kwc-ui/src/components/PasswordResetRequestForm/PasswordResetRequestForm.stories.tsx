import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AuthCard } from '../AuthCard';
import { STORY_CAPTCHA_URL } from '../private/fixtures/account.fixtures';
import { PasswordResetRequestForm } from './PasswordResetRequestForm';

const meta = {
  title: 'Account/PasswordResetRequestForm',
  component: PasswordResetRequestForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), challengeUrl: STORY_CAPTCHA_URL },
  render: (args) => (
    <AuthCard title="Reset hasła" intro="Podaj adres e-mail konta. Wyślemy na niego link do ustawienia nowego hasła.">
      <PasswordResetRequestForm {...args} />
    </AuthCard>
  ),
} satisfies Meta<typeof PasswordResetRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent without the captcha: 'Potwierdź, że nie jesteś robotem'. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('ania@demo.kwc.pl{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Weryfikacja: Potwierdź, że nie jesteś robotem');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After the request: the same note whether the address is known or not. */
export const Sent: Story = {
  args: { sent: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Jeśli konto z tym adresem istnieje');
  },
};
