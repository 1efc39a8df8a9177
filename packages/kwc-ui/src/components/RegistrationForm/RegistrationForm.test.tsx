import { ACCOUNT_FIELD_MESSAGES, VALIDATION_MESSAGES } from '@kwc/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { RegistrationForm } from './RegistrationForm';

async function solveCaptcha(container: HTMLElement, payload: string) {
  const widget = await waitFor(
    () => {
      const element = container.querySelector('altcha-widget');
      if (!element) throw new Error('not yet');
      return element;
    },
    { timeout: 10_000 },
  );
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

describe('RegistrationForm', () => {
  it('names every wrong field at once, the repeated password and the captcha too', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<RegistrationForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Adres e-mail'), 'ania@demo');
    await user.type(screen.getByLabelText('Hasło'), 'abcdefgh');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Adres e-mail')).toHaveAccessibleDescription(VALIDATION_MESSAGES.invalidEmail);
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription(
      expect.stringContaining(VALIDATION_MESSAGES.passwordRule),
    );
    expect(screen.getByLabelText('Powtórz hasło')).toHaveAccessibleDescription(VALIDATION_MESSAGES.passwordsDiffer);
    expect(screen.getByRole('alert', { name: 'Popraw błędy w formularzu' })).toHaveTextContent(
      ACCOUNT_FIELD_MESSAGES.captchaRequired,
    );
    expect(screen.getByRole('alert', { name: 'Popraw błędy w formularzu' })).toHaveFocus();
  });

  it('sends the e-mail, the password, the solved captcha and the agreements', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = render(<RegistrationForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Adres e-mail'), 'nowa@demo.kwc.pl');
    await user.type(screen.getByLabelText('Hasło'), 'kosmetyki123');
    await user.type(screen.getByLabelText('Powtórz hasło'), 'kosmetyki123');
    await user.click(screen.getByRole('checkbox', { name: /klubu/ }));
    await solveCaptcha(container, 'c29sdmVk');
    await user.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'nowa@demo.kwc.pl',
      password: 'kosmetyki123',
      passwordRepeat: 'kosmetyki123',
      captcha: 'c29sdmVk',
      agreements: { newsletter: false, commercial_internal: false, commercial_external: false, club: true },
    });
  }, 30_000);

  it("shows the server's message on its field until the field is edited", async () => {
    const user = userEvent.setup();
    render(<RegistrationForm onSubmit={vi.fn()} errors={{ email: VALIDATION_MESSAGES.emailAlreadyRegistered }} />);
    const email = screen.getByLabelText('Adres e-mail');
    expect(email).toHaveAccessibleDescription(VALIDATION_MESSAGES.emailAlreadyRegistered);
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
