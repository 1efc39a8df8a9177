import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { avatars, defaultAvatar } from '../private/fixtures/avatars.fixtures';
import { UserBadge } from './UserBadge';

const meta = {
  title: 'Community/UserBadge',
  component: UserBadge,
  args: {
    user: { username: 'AniaPięknie', avatar: avatars.ania, rank: 'Ekspertka urody' },
    href: '/profil/42',
    defaultAvatarSrc: defaultAvatar,
  },
} satisfies Meta<typeof UserBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'AniaPięknie' })).toHaveFocus();
    await expect(canvas.getByText('Ekspertka urody')).toBeInTheDocument();
  },
};

export const Small: Story = {
  args: { size: 'sm', user: { username: 'ola.makeup', avatar: avatars.ola, rank: 'Recenzentka' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'ola.makeup' })).toHaveAttribute('href', '/profil/42');
  },
};

export const DefaultAvatarWithMeta: Story = {
  args: {
    user: { username: 'kasia_k', avatar: null, rank: 'Debiutantka' },
    href: undefined,
    meta: 'dodała produkt 21 listopada 2026',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', defaultAvatar);
  },
};
