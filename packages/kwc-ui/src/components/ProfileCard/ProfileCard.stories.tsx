import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button';
import { avatars, defaultAvatar } from '../private/fixtures/avatars.fixtures';
import { ProfileCard } from './ProfileCard';

const meta = {
  title: 'Community/ProfileCard',
  component: ProfileCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    user: { username: 'AniaPięknie', avatar: avatars.ania, rank: 'Ekspertka urody' },
    counters: { reviews: 128, notes_plus: 1042, hits: 22, followers: 311, followed: 2 },
    socialLinks: {
      instagram: 'ania.pieknie',
      facebook: null,
      tiktok: '@aniapieknie',
      youtube: 'https://www.youtube.com/@AniaPieknie',
    },
    counterHrefs: {
      reviews: '/profil/42/opinie',
      notes_plus: '/profil/42/pochwaly',
      hits: '/profil/42/hity',
      followers: '/profil/42/obserwujacy',
      followed: '/profil/42/obserwowani',
    },
    defaultAvatarSrc: defaultAvatar,
  },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the follow button, the counters (profile sections), then the social links. */
export const Full: Story = {
  args: { action: <Button onClick={fn()}>Obserwuj</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'AniaPięknie' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Obserwuj' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '128 opinii' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: '1042 pochwały' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '2 obserwowanych' })).toBeInTheDocument();
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Instagram (otwiera się w nowej karcie)' })).toHaveFocus();
  },
};

/** A new member: default avatar, singular counters, no social links. */
export const NewMember: Story = {
  args: {
    user: { username: 'kasia_k', avatar: null, rank: 'Debiutantka' },
    counters: { reviews: 1, notes_plus: 1, hits: 1, followers: 1, followed: 1 },
    socialLinks: {},
    counterHrefs: {},
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('opinia')).toBeInTheDocument();
    await expect(canvas.getByText('pochwała')).toBeInTheDocument();
    await expect(canvas.getByText('obserwujący')).toBeInTheDocument();
    await expect(canvas.queryByRole('list', { name: 'Media społecznościowe' })).toBeNull();
  },
};
