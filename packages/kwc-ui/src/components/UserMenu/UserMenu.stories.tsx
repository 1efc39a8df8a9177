import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { avatars } from '../private/fixtures/avatars.fixtures';
import { urodaMenu } from '../private/fixtures/menu.fixtures';
import { SiteHeader } from '../SiteHeader';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Account/UserMenu',
  component: UserMenu,
  args: { user: { username: 'ania.demo', avatar: null }, onLogout: fn() },
  // At the top right, as in the header: the menu has room to open below.
  parameters: { layout: 'padded' },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: '22rem' }}>
      <UserMenu {...args} />
    </div>
  ),
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: Enter opens, arrows move, Enter on 'Wyloguj' logs out and focus comes back. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Twoje konto/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Moje archiwum', 'Obserwowania', 'Edycja konta', 'Ważne informacje', 'Wyloguj']);
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Wyloguj' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** Open, with the user's picture. Escape closes it. */
export const Open: Story = {
  args: { user: { username: 'ania.demo', avatar: avatars.ania }, defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Edycja konta' })).toHaveAttribute(
      'href',
      '/konto/edycja-konta',
    );
  },
};

/** Logged out: today's 'Zaloguj się' link. */
export const LoggedOut: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute(
      'href',
      '/konto/logowanie',
    );
  },
};

/** In the site header, in place of the account link. */
export const InHeader: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ minHeight: '24rem' }}>
      <SiteHeader
        items={urodaMenu}
        wishlistCount={3}
        user={{ userId: 1, username: 'ania.demo', avatar: null, rank: 'Ekspertka' }}
        sticky={false}
        accountMenu={<UserMenu {...args} />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const header = within(canvasElement).getByRole('banner');
    await expect(within(header).getByRole('button', { name: /Twoje konto/ })).toBeVisible();
    await expect(within(header).queryByRole('link', { name: /Twoje konto/ })).not.toBeInTheDocument();
  },
};
