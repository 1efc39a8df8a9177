import { ACCOUNT_FIELD_MESSAGES, VALIDATION_MESSAGES } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { demoAccount } from '../private/fixtures/account.fixtures';
import { AccountEditForm } from './AccountEditForm';

describe('AccountEditForm', () => {
  it('sends only what changed, social links normalised', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AccountEditForm account={demoAccount} onSubmit={onSubmit} />);
    await user.clear(screen.getByLabelText('Instagram'));
    await user.type(screen.getByLabelText('YouTube'), 'https://youtube.com/@ania');
    await user.click(screen.getByRole('checkbox', { name: /newsletter/ }));
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(onSubmit).toHaveBeenCalledWith({
      social_instagram: null,
      social_youtube: 'https://youtube.com/@ania',
      agreements: { newsletter: false },
    });
  });

  it('refuses a link to another site and nothing-changed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AccountEditForm account={demoAccount} onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(screen.getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.nothingToUpdate);
    await user.type(screen.getByLabelText('TikTok'), 'https://example.com/ania');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(screen.getByLabelText('TikTok')).toHaveAccessibleDescription(ACCOUNT_FIELD_MESSAGES.socialLinkHost);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the current password to change the e-mail or the password', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AccountEditForm account={demoAccount} onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nowe hasło'), 'nowe-Haslo-2026');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(screen.getByLabelText('Powtórz hasło')).toHaveAccessibleDescription(VALIDATION_MESSAGES.required);
    expect(screen.getByLabelText('Obecne hasło')).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION_MESSAGES.currentPasswordRequired),
    );
    await user.type(screen.getByLabelText('Powtórz hasło'), 'nowe-Haslo-2026');
    await user.type(screen.getByLabelText('Obecne hasło'), 'kosmetyki123');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'nowe-Haslo-2026', currentPassword: 'kosmetyki123' });
  });

  it('lets an account without a password set its first one, and asks for it before an e-mail change', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AccountEditForm account={{ ...demoAccount, hasPassword: false }} onSubmit={onSubmit} />);
    expect(screen.getByRole('group', { name: 'Ustaw hasło' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Obecne hasło')).toBeNull();
    await user.clear(screen.getByLabelText('Adres e-mail'));
    await user.type(screen.getByLabelText('Adres e-mail'), 'nowy.adres@example.pl');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(screen.getByLabelText('Adres e-mail')).toHaveAccessibleDescription(
      expect.stringContaining('najpierw ustaw hasło'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Adres e-mail'));
    await user.type(screen.getByLabelText('Adres e-mail'), demoAccount.email);
    await user.type(screen.getByLabelText('Nowe hasło'), 'pierwsze-Haslo-2026');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'pierwsze-Haslo-2026');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'pierwsze-Haslo-2026' });
  });

  it("shows the server's 'Błędne hasło' and the e-mail waiting for confirmation", () => {
    render(
      <AccountEditForm
        account={{ ...demoAccount, pendingEmail: 'ania.nowa@demo.kwc.pl' }}
        onSubmit={vi.fn()}
        errors={{ currentPassword: VALIDATION_MESSAGES.wrongPassword }}
      />,
    );
    expect(screen.getByLabelText('Obecne hasło')).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION_MESSAGES.wrongPassword),
    );
    expect(screen.getByLabelText('Adres e-mail')).toHaveAccessibleDescription(
      expect.stringContaining('ania.nowa@demo.kwc.pl'),
    );
  });
});
