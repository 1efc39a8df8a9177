import { VALIDATION_MESSAGES } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { NewPasswordForm } from './NewPasswordForm';

describe('NewPasswordForm', () => {
  it('refuses two different passwords and sends two equal ones', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<NewPasswordForm onSubmit={onSubmit} email="ania@demo.kwc.pl" />);
    expect(screen.getByText('ania@demo.kwc.pl')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nowe hasło'), 'nowe-Haslo-2026');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'nowe-Haslo-2025');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Powtórz hasło')).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordsDiffer);
    await user.type(screen.getByLabelText('Powtórz hasło'), '{Backspace}6');
    await user.click(screen.getByRole('button', { name: 'Zapisz nowe hasło' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'nowe-Haslo-2026', passwordRepeat: 'nowe-Haslo-2026' });
  });
});
