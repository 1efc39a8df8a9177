import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { UserMenu } from './UserMenu';

describe('UserMenu', () => {
  it("keeps 'Zaloguj się' for a logged-out visitor", () => {
    render(<UserMenu user={null} onLogout={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/konto/logowanie');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('opens the account pages and logs out from the keyboard', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<UserMenu user={{ username: 'ania.demo', avatar: null }} onLogout={onLogout} />);
    const trigger = screen.getByRole('button', { name: 'Twoje konto: ania.demo' });
    expect(trigger).toHaveTextContent('AD');
    await user.tab();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu');
    // Whose account it is, in the open menu (the phone's header shows the avatar alone).
    expect(screen.getByText('Zalogowano jako')).toHaveTextContent('Zalogowano jako ania.demo');
    expect(within(menu).getByRole('menuitem', { name: 'Edycja konta' })).toHaveAttribute('href', '/konto/edycja-konta');
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Wyloguj' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('navigates on the client when given a navigate function', async () => {
    const user = userEvent.setup();
    const navigate = vi.fn();
    render(<UserMenu user={{ username: 'ania.demo', avatar: null }} onLogout={vi.fn()} navigate={navigate} />);
    await user.click(screen.getByRole('button', { name: /Twoje konto/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Moje archiwum' }));
    expect(navigate).toHaveBeenCalledWith('/konto/profil', undefined);
  });
});
