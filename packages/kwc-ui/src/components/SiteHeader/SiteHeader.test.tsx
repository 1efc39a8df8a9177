import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { urodaMenu } from '../private/fixtures/menu.fixtures';
import { SiteHeader, userInitials, wishlistBadge, wishlistLabel } from './SiteHeader';

describe('wishlistLabel', () => {
  it('names the link with the count and its Polish plural', () => {
    expect(wishlistLabel(0)).toBe('Ulubione');
    expect(wishlistLabel(1)).toBe('Ulubione, 1 produkt');
    expect(wishlistLabel(3)).toBe('Ulubione, 3 produkty');
    expect(wishlistLabel(5)).toBe('Ulubione, 5 produktów');
    expect(wishlistLabel(12)).toBe('Ulubione, 12 produktów');
    expect(wishlistLabel(22)).toBe('Ulubione, 22 produkty');
    expect(wishlistLabel(112)).toBe('Ulubione, 112 produktów');
  });

  it("caps the badge at '99+'", () => {
    expect(wishlistBadge(7)).toBe('7');
    expect(wishlistBadge(99)).toBe('99');
    expect(wishlistBadge(100)).toBe('99+');
  });
});

describe('userInitials', () => {
  it('takes the starts of two words, or the first two letters', () => {
    expect(userInitials('ania.kosmetyczka')).toBe('AK');
    expect(userInitials('Marta_W')).toBe('MW');
    expect(userInitials('łucja')).toBe('ŁU');
  });
});

describe('SiteHeader', () => {
  it("offers 'Zaloguj się' to a guest and the account to a signed-in user", () => {
    const { rerender } = render(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/konto/logowanie');
    expect(screen.getByRole('link', { name: 'Ulubione' })).toHaveAttribute('href', '/wishlist');
    rerender(
      <SiteHeader
        wishlistCount={2}
        user={{ userId: 7, username: 'ania.kosmetyczka', avatar: null, rank: 'Ekspertka' }}
        accountHref="/profil/7"
      />,
    );
    expect(screen.queryByRole('link', { name: 'Zaloguj się' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Twoje konto: ania.kosmetyczka' })).toHaveAttribute('href', '/profil/7');
    expect(screen.getByRole('link', { name: 'Ulubione, 2 produkty' })).toHaveTextContent('2');
  });

  it('lists the active first-level categories that lead somewhere, marking the current one', () => {
    render(<SiteHeader items={urodaMenu} currentHref="/wlosy" />);
    const nav = within(screen.getByRole('navigation', { name: 'Kategorie' }));
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Pielęgnacja twarzy',
      'Makijaż',
      'Włosy',
      'Ciało',
      'Perfumy',
      'Paznokcie',
      'Nowości',
    ]);
    expect(nav.getByRole('link', { name: 'Włosy' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Makijaż' })).not.toHaveAttribute('aria-current');
  });

  it('has no category bar without menu items', () => {
    render(<SiteHeader />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("calls back from 'Menu' and the magnifier, and tells whether the menu is open", async () => {
    const user = userEvent.setup();
    const onMenuClick = vi.fn();
    const onSearchClick = vi.fn();
    render(<SiteHeader onMenuClick={onMenuClick} onSearchClick={onSearchClick} menuOpen />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(menu);
    expect(onMenuClick).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Szukaj' }));
    // Without a search panel the desktop field asks the site to open search, too.
    await user.click(screen.getByRole('button', { name: 'Szukaj kosmetyków, marek i składników' }));
    expect(onSearchClick).toHaveBeenCalledTimes(2);
  });

  it('opens the search panel in a dropdown from the desktop field and closes it with Escape', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [value, setValue] = useState('');
      return (
        <SiteHeader
          searchPanel={
            <input type="search" aria-label="Szukaj" value={value} onChange={(event) => setValue(event.target.value)} />
          }
        />
      );
    }
    render(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Szukaj kosmetyków, marek i składników' });
    await user.click(trigger);
    const dropdown = await screen.findByRole('dialog', { name: 'Szukaj' });
    const field = within(dropdown).getByRole('searchbox');
    expect(field).toHaveFocus();
    await user.keyboard('krem{Escape}');
    expect(dropdown).toBeInTheDocument();
    await user.clear(field);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes the search dropdown on a press outside it or when focus leaves it, not on one inside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SiteHeader searchPanel={<input type="search" aria-label="Szukaj" />} />
        <button type="button">Poza nagłówkiem</button>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Szukaj kosmetyków, marek i składników' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    const dropdown = await screen.findByRole('dialog', { name: 'Szukaj' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dropdown).getByRole('searchbox'));
    expect(dropdown).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Poza nagłówkiem' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(trigger);
    await screen.findByRole('dialog', { name: 'Szukaj' });
    act(() => screen.getByRole('button', { name: 'Poza nagłówkiem' }).focus());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
