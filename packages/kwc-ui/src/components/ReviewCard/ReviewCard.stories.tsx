import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { avatars, defaultAvatar } from '../private/fixtures/avatars.fixtures';
import { REVIEW_PREVIEW_CHARS, ReviewCard, type ReviewCardProps } from './ReviewCard';
import { longReview, photoReview, shortReview } from './ReviewCard.fixtures';

const meta = {
  title: 'Community/ReviewCard',
  component: ReviewCard,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    review: { ...longReview, author: { ...longReview.author, avatar: avatars.ania } },
    authorHref: '/profil/42',
    defaultAvatarSrc: defaultAvatar,
    onLikeChange: fn(),
  },
} satisfies Meta<typeof ReviewCard>;

export default meta;
type Story = StoryObj<typeof meta>;

function Likeable(props: ReviewCardProps) {
  const [liked, setLiked] = useState(false);
  return (
    <ReviewCard
      {...props}
      liked={liked}
      review={{ ...props.review, likes: props.review.likes + (liked ? 1 : 0) }}
      onLikeChange={setLiked}
    />
  );
}

/** Keyboard: the author's profile, 'Czytaj więcej' (expands), then 'Pochwal' (toggles). */
export const Collapsed: Story = {
  render: (args) => <Likeable {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('21 listopada 2026')).toBeInTheDocument();
    // Until the card is measured the toggle may still be hidden, and Tab would pass it by.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Czytaj więcej' })).toBeVisible());
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'AniaPięknie' })).toHaveFocus();
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Czytaj więcej' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Zwiń' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Czytaj więcej' })).toHaveFocus();
    await userEvent.tab();
    const like = canvas.getByRole('button', { name: 'Pochwal' });
    await expect(like).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('13 pochwał')).toBeInTheDocument();
  },
};

export const Expanded: Story = {
  args: {
    defaultExpanded: true,
    liked: true,
    review: { ...longReview, author: { ...longReview.author, avatar: avatars.kasia }, likes: 22 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Zwiń' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('22 pochwały')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Pochwal' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A short review by an author with no picture: default avatar, no 'Czytaj więcej', '1 pochwała'. */
export const ShortDefaultAvatar: Story = {
  args: { review: shortReview, authorHref: '/profil/7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Czytaj więcej' })).toBeNull();
    await expect(canvas.getByText('1 pochwała')).toBeInTheDocument();
    await expect(canvas.getByText('2 marca 2026')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', defaultAvatar);
  },
};

const mediumBody =
  'Krem ma lekką konsystencję i szybko się wchłania. Po tygodniu skóra jest wyraźnie gładsza, a rano nie ' +
  'widzę już przesuszonych miejsc przy nosie. Zapach jest delikatny i znika po kilku minutach. Opakowanie ' +
  'z pompką starcza na około dwa miesiące codziennego używania.';

/**
 * The body is measured once laid out: under the preview's length, it still overflows five lines in a
 * narrow column, so 'Czytaj więcej' appears.
 */
export const MeasuredNarrowColumn: Story = {
  args: { review: { ...shortReview, body: mediumBody } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 220 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(mediumBody.length).toBeLessThan(REVIEW_PREVIEW_CHARS);
    await expect(await canvas.findByRole('button', { name: 'Czytaj więcej' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/**
 * Over the preview's length but within five lines of a wide column (900 px at every viewport): measured,
 * no 'Czytaj więcej'.
 */
export const MeasuredWideColumn: Story = {
  args: {
    review: {
      ...shortReview,
      body: `${mediumBody} Używam go rano pod krem z filtrem i nic się nie roluje. Kupię znowu, gdy się skończy, choć cena mogłaby być niższa.`,
    },
  },
  decorators: [
    (Story) => (
      <div style={{ width: 900 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.review.body.length).toBeGreaterThan(REVIEW_PREVIEW_CHARS);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Czytaj więcej' })).toBeNull());
  },
};

export const LikeBusy: Story = {
  args: { likeBusy: true, review: shortReview },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const like = canvas.getByRole('button', { name: 'Pochwal' });
    await expect(like).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(like);
    await expect(args.onLikeChange).not.toHaveBeenCalled();
  },
};

/** Read-only (e.g. the author's own review): the count without a button. */
export const ReadOnly: Story = {
  args: { onLikeChange: undefined, review: { ...shortReview, likes: 5, pros: 'ładny zapach', cons: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Pochwal' })).toBeNull();
    await expect(canvas.getByText('5 pochwał')).toBeInTheDocument();
    await expect(canvas.getByText('Zalety')).toBeInTheDocument();
  },
};

/** The author's photos (each opens its full size) and the test-campaign label. */
export const PhotosAndLabel: Story = {
  args: { review: photoReview },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Produkt z testowania KWC')).toBeInTheDocument();
    const photos = within(canvas.getByRole('list', { name: 'Zdjęcia autorki' })).getAllByRole('link');
    await expect(photos).toHaveLength(3);
    await expect(canvas.getByRole('img', { name: 'Zdjęcie 2 z 3 (otwiera pełny rozmiar)' })).toHaveAttribute(
      'loading',
      'lazy',
    );
  },
};
