import { ACCOUNT_FIELD_MESSAGES, VALIDATION_MESSAGES } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PasswordResetRequestForm } from './PasswordResetRequestForm';

describe('PasswordResetRequestForm', () => {
  it('asks for the address and the captcha', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<PasswordResetRequestForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Wyślij link' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert', { name: 'Popraw błędy w formularzu' })).toHaveTextContent(
      `Adres e-mail: ${VALIDATION_MESSAGES.required}`,
    );
    expect(screen.getByRole('alert', { name: 'Popraw błędy w formularzu' })).toHaveTextContent(
      `Weryfikacja: ${ACCOUNT_FIELD_MESSAGES.captchaRequired}`,
    );
  });

  it('gives way to the same note for any address once sent', () => {
    render(<PasswordResetRequestForm onSubmit={vi.fn()} sent />);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Jeśli konto z tym adresem istnieje');
    expect(screen.getByRole('link', { name: 'Wróć do logowania' })).toHaveAttribute('href', '/konto/logowanie');
  });
});
