import { ACCOUNT_MESSAGES } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ACCOUNT_SCREEN_TEXTS, AccountMessage } from './AccountMessage';

describe('AccountMessage', () => {
  it('shows the heading, the text and link actions', () => {
    render(
      <AccountMessage title={ACCOUNT_SCREEN_TEXTS.linkInvalid.title} actions={[{ label: 'Strona główna', href: '/' }]}>
        {ACCOUNT_SCREEN_TEXTS.linkInvalid.body}
      </AccountMessage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Link nie działa' })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MESSAGES.linkInvalid)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Strona główna' })).toHaveAttribute('href', '/');
  });

  it('runs a button action once, not while it is pending', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    const { rerender } = render(
      <AccountMessage title="Potwierdź adres e-mail" actions={[{ label: 'Wyślij link ponownie', onPress }]}>
        …
      </AccountMessage>,
    );
    await user.click(screen.getByRole('button', { name: 'Wyślij link ponownie' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    rerender(
      <AccountMessage
        title="Potwierdź adres e-mail"
        actions={[{ label: 'Wyślij link ponownie', onPress, pending: true, pendingLabel: 'Wysyłanie…' }]}
        status="Wysłaliśmy nowy link aktywacyjny."
      >
        …
      </AccountMessage>,
    );
    await user.click(screen.getByRole('button', { name: 'Wysyłanie…' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Wysłaliśmy nowy link aktywacyjny.');
  });
});
