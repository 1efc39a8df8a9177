import { ACCOUNT_FIELD_MESSAGES, VALIDATION_MESSAGES } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { AccountDetailsForm } from './AccountDetailsForm';

describe('AccountDetailsForm', () => {
  it('needs both details and sends them with an ISO birth date', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<AccountDetailsForm onSubmit={onSubmit} defaultValues={{ username: null, dateOfBirth: null }} />);
    await user.click(screen.getByRole('button', { name: 'Zapisz i przejdź dalej' }));
    expect(screen.getByLabelText('Nazwa użytkownika')).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION_MESSAGES.required),
    );
    expect(screen.getByLabelText('Rok')).toHaveAccessibleDescription(VALIDATION_MESSAGES.required);
    await user.type(screen.getByLabelText('Nazwa użytkownika'), 'ola pisze');
    await user.type(screen.getByLabelText('Dzień'), '31');
    await user.selectOptions(screen.getByLabelText('Miesiąc'), 'kwiecień');
    await user.type(screen.getByLabelText('Rok'), '1999');
    await user.click(screen.getByRole('button', { name: 'Zapisz i przejdź dalej' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nazwa użytkownika')).toHaveAccessibleDescription(
      expect.stringContaining(ACCOUNT_FIELD_MESSAGES.usernameCharacters),
    );
    expect(screen.getByLabelText('Rok')).toHaveAccessibleDescription(VALIDATION_MESSAGES.invalidBirthDate);
    await user.clear(screen.getByLabelText('Nazwa użytkownika'));
    await user.type(screen.getByLabelText('Nazwa użytkownika'), 'ola.pisze');
    await user.clear(screen.getByLabelText('Dzień'));
    await user.type(screen.getByLabelText('Dzień'), '30');
    await user.click(screen.getByRole('button', { name: 'Zapisz i przejdź dalej' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ola.pisze', dateOfBirth: '1999-04-30' });
  });
});
