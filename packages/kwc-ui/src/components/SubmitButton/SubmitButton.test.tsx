import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SubmitButton } from './SubmitButton';

describe('SubmitButton', () => {
  it('submits its form, and not while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <SubmitButton pendingLabel="Wysyłanie…">Wyślij</SubmitButton>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    rerender(
      <form onSubmit={onSubmit}>
        <SubmitButton pending pendingLabel="Wysyłanie…">
          Wyślij
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Wysyłanie…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
