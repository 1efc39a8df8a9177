import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { TextField } from './TextField';

describe('TextField', () => {
  it('ties the hint and the error to the input and marks it invalid', () => {
    render(
      <TextField
        label="Adres e-mail"
        name="email"
        description="Na ten adres wyślemy link."
        error="Błędny adres email"
      />,
    );
    const input = screen.getByLabelText('Adres e-mail');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Na ten adres wyślemy link. Błędny adres email');
    expect(input).toHaveAttribute('name', 'email');
  });

  it('is valid without an error and passes autofill hints on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Adres e-mail" name="email" type="email" autoComplete="email" onChange={onChange} />);
    const input = screen.getByLabelText('Adres e-mail');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'a@b.pl');
    expect(onChange).toHaveBeenLastCalledWith('a@b.pl');
  });
});
