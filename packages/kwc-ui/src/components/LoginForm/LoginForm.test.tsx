import { VALIDATION_MESSAGES } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { LoginForm } from './LoginForm';

describe('LoginForm', () => {
  it('sends the login and password typed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('E-mail lub nazwa użytkownika'), 'ania.demo');
    await user.type(screen.getByLabelText('Hasło'), 'kosmetyki123');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'ania.demo', password: 'kosmetyki123' });
  });

  it('names empty fields in Polish, marks them invalid and focuses the summary', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const login = screen.getByLabelText('E-mail lub nazwa użytkownika');
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveAccessibleDescription(VALIDATION_MESSAGES.required);
    const summary = screen.getByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(`Hasło: ${VALIDATION_MESSAGES.required}`);
    // The summary's link takes the keyboard to the field.
    await user.click(screen.getByRole('link', { name: /E-mail lub nazwa użytkownika:/ }));
    expect(login).toHaveFocus();
  });

  it("shows the server's 'Błędny login lub hasło' and moves focus to it", () => {
    const { rerender } = render(<LoginForm onSubmit={vi.fn()} />);
    rerender(<LoginForm onSubmit={vi.fn()} formError={VALIDATION_MESSAGES.wrongLoginOrPassword} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Błędny login lub hasło');
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('ignores a second press while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} pending defaultUsername="ania.demo" />);
    const button = screen.getByRole('button', { name: 'Logowanie…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the password on request and offers Facebook only when enabled', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<LoginForm onSubmit={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Zaloguj przez Facebook' })).not.toBeInTheDocument();
    const password = screen.getByLabelText('Hasło');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Pokaż hasło' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ukryj hasło' })).toBeInTheDocument();
    rerender(<LoginForm onSubmit={vi.fn()} facebookHref="/api/auth/facebook?back=%2F" />);
    expect(screen.getByRole('link', { name: 'Zaloguj przez Facebook' })).toHaveAttribute(
      'href',
      '/api/auth/facebook?back=%2F',
    );
    expect(screen.getByRole('link', { name: 'Nie pamiętasz hasła?' })).toHaveAttribute('href', '/konto/reset-hasla');
    expect(screen.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute('href', '/konto/rejestracja');
  });
});
