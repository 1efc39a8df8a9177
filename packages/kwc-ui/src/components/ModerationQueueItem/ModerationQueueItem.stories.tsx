import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { NEW_REVIEW_ITEM, REPLIED_ITEM, REVISION_ITEM } from './ModerationQueueItem.fixtures';
import { ModerationQueueItem } from './ModerationQueueItem';

const meta = {
  title: 'Reviews/ModerationQueueItem',
  component: ModerationQueueItem,
  args: { item: NEW_REVIEW_ITEM },
  render: (args) => (
    <div style={{ maxWidth: '40rem' }}>
      <ModerationQueueItem {...args} />
    </div>
  ),
} satisfies Meta<typeof ModerationQueueItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first review by a new author. */
export const NewReview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nowa opinia')).toBeVisible();
    await expect(canvas.getByText('0 opublikowanych opinii', { exact: false })).toBeVisible();
    await expect(canvas.getByText('20 listopada 2026')).toBeVisible();
  },
};

/** The keyboard's item: highlighted and `aria-current`. */
export const Current: Story = {
  args: { isCurrent: true, productHref: '/krem.html' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article')).toHaveAttribute('aria-current', 'true');
  },
};

/** Sent back earlier: the author's answer and photos show. */
export const WithReplyAndPhotos: Story = {
  args: { item: REPLIED_ITEM },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Odpowiedź autorki na uwagi' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /Zdjęcie \d z opinii/ })).toHaveLength(2);
  },
};

/** An edit of a published review: the edit is what shows. */
export const Revision: Story = {
  args: { item: REVISION_ITEM },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Poprawka opublikowanej opinii')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Po trzech miesiącach zmieniam zdanie' })).toBeVisible();
  },
};
