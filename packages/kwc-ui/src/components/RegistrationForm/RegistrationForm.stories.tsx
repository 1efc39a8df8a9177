import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { AuthCard } from '../AuthCard';
import { STORY_CAPTCHA_URL } from '../private/fixtures/account.fixtures';
import { RegistrationForm } from './RegistrationForm';

const meta = {
  title: 'Account/RegistrationForm',
  component: RegistrationForm,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), challengeUrl: STORY_CAPTCHA_URL },
  render: (args) => (
    <AuthCard title="Rejestracja">
      <RegistrationForm {...args} />
    </AuthCard>
  ),
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only, start to end: fields, a ticked agreement, the captcha solved, Enter. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('nowa@demo.kwc.pl');
    await userEvent.tab();
    await userEvent.keyboard('Różowy-kot-pije-7-kaw');
    await expect(await canvas.findByText('Siła hasła:', { exact: false })).toBeVisible();
    await userEvent.tab(); // 'Pokaż'
    await userEvent.tab();
    await userEvent.keyboard('Różowy-kot-pije-7-kaw');
    await userEvent.tab(); // 'Pokaż'
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /newsletter/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    const captcha = await waitFor(() => {
      const checkbox = canvasElement.querySelector<HTMLInputElement>('altcha-widget input[type="checkbox"]');
      if (!checkbox) throw new Error('widget not ready');
      return checkbox;
    });
    // Past the other three agreements to the captcha's own checkbox.
    for (let step = 0; step < 4; step += 1) await userEvent.tab();
    await expect(captcha).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(
      () => expect(canvasElement.querySelector('altcha-widget [data-state]')).toHaveAttribute('data-state', 'verified'),
      { timeout: 10_000 },
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Załóż konto' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'nowa@demo.kwc.pl',
        password: 'Różowy-kot-pije-7-kaw',
        captcha: expect.any(String),
        agreements: { newsletter: true, commercial_internal: false, commercial_external: false, club: false },
      }),
    );
  },
};

/** Wrong values: each field's Polish message, the summary focused. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Adres e-mail'), 'ania@demo');
    await userEvent.type(canvas.getByLabelText('Hasło'), 'krótkie');
    await userEvent.type(canvas.getByLabelText('Powtórz hasło'), 'inne');
    await userEvent.click(canvas.getByRole('button', { name: 'Załóż konto' }));
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveFocus();
    await expect(summary).toHaveTextContent('Błędny adres email');
    await expect(summary).toHaveTextContent('Hasło musi zawierać co najmniej jedną cyfrę i literę');
    await expect(summary).toHaveTextContent('Hasła nie mogą być różne');
    await expect(summary).toHaveTextContent('Potwierdź, że nie jesteś robotem');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The API's answer: the address is taken. */
export const EmailTaken: Story = {
  args: { errors: { email: 'Podany adres email jest już zarejestrowany' } },
};
