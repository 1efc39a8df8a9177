import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { loadPasswordStrength, PasswordField } from './PasswordField';

function Field({ showStrength = false }: { showStrength?: boolean }) {
  const [value, setValue] = useState('');
  return <PasswordField name="password" value={value} onChange={setValue} showStrength={showStrength} />;
}

describe('PasswordField', () => {
  it('shows and hides the password with a named button', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('Hasło');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Pokaż hasło' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ukryj hasło' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('rates the password 0–4 with the Polish level name once the estimator has loaded', async () => {
    const user = userEvent.setup();
    render(<Field showStrength />);
    await user.type(screen.getByLabelText('Hasło'), 'kosmetyki');
    expect(await screen.findByText(/Siła hasła/)).toHaveTextContent(/bardzo słabe|słabe/);
    await user.clear(screen.getByLabelText('Hasło'));
    await user.type(screen.getByLabelText('Hasło'), 'Różowy-kot-pije-7-kaw!');
    expect(await screen.findByText(/Siła hasła/)).toHaveTextContent('bardzo silne');
    // Building zxcvbn's Polish dictionary takes seconds in jsdom.
  }, 30_000);

  // ASVS 6.2.7: paste and password managers must work (docs/security.md).
  it('takes a pasted password whole and names its purpose for password managers', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const input = screen.getByLabelText('Hasło');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.click(input);
    await user.paste('Wklejone-z-menedżera 7 haseł');
    expect(input).toHaveValue('Wklejone-z-menedżera 7 haseł');
  });

  it('loads the estimator once', async () => {
    const first = loadPasswordStrength();
    expect(loadPasswordStrength()).toBe(first);
    expect((await first)('haslo').score).toBeLessThanOrEqual(1);
  });
});
