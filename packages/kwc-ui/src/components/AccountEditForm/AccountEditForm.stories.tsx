import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { AuthCard } from '../AuthCard';
import { AvatarUpload } from '../AvatarUpload';
import { demoAccount } from '../private/fixtures/account.fixtures';
import { avatars } from '../private/fixtures/avatars.fixtures';
import { AccountEditForm } from './AccountEditForm';

const meta = {
  title: 'Account/AccountEditForm',
  component: AccountEditForm,
  parameters: { layout: 'padded' },
  args: {
    account: demoAccount,
    onSubmit: fn(),
    avatar: <AvatarUpload avatar={avatars.ania} username="ania.demo" onSelect={fn()} onRemove={fn()} />,
  },
  render: (args) => (
    <AuthCard title="Edycja konta" width="wide">
      <AccountEditForm {...args} />
    </AuthCard>
  ),
} satisfies Meta<typeof AccountEditForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Only what changed is sent: here a ticked agreement and a TikTok profile. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('TikTok'), 'https://www.tiktok.com/@ania.demo');
    await userEvent.click(canvas.getByRole('checkbox', { name: /od KWC\./ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz zmiany' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      social_tiktok: 'https://www.tiktok.com/@ania.demo',
      agreements: { commercial_internal: true },
    });
  },
};

/** A new e-mail without the current password: the form asks for it. */
export const EmailNeedsPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText('Adres e-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'ania.nowa@demo.kwc.pl');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz zmiany' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Podaj obecne hasło, aby zmienić e-mail lub hasło');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An e-mail change waiting for its link, and the API's 'Błędne hasło'. */
export const PendingEmailAndWrongPassword: Story = {
  args: {
    account: { ...demoAccount, pendingEmail: 'ania.nowa@demo.kwc.pl' },
    errors: { currentPassword: 'Błędne hasło' },
  },
};

/** Saved. */
export const Saved: Story = { args: { savedMessage: 'Zmiany zostały zapisane.' } };

/** An account made by Facebook: no password yet, so the section sets a first one without the current one. */
export const WithoutPassword: Story = {
  args: { account: { ...demoAccount, hasPassword: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Obecne hasło')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Nowe hasło'), 'pierwsze-Haslo-2026');
    await userEvent.type(canvas.getByLabelText('Powtórz hasło'), 'pierwsze-Haslo-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Zapisz zmiany' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'pierwsze-Haslo-2026' });
  },
};
