import { vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ageRestrictedPlaceholder, product, products } from '../private/fixtures/products.fixtures';
import { ProductTile, type ProductTileProps } from './ProductTile';

const meta = {
  title: 'Catalogue/ProductTile',
  component: ProductTile,
  args: { product, onWishlistChange: fn(), adultPlaceholderSrc: ageRestrictedPlaceholder },
  decorators: [
    (Story) => (
      // About the width of a tile in the listing: two per row on a phone, four on a desktop.
      <div style={{ width: 'min(272px, 46vw)', fontFamily: vars.font.sans }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab reaches the tile's link, then its heart; Enter on the heart asks to add it. */
export const Default: Story = {
  args: { badges: ['bestseller'], severalOffers: true, priority: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(
      canvas.getByRole('link', { name: 'Nivea Krem nawilżający Soft do twarzy, rąk i ciała' }),
    ).toHaveFocus();
    await expect(canvas.getByText('od')).toBeInTheDocument();
    await expect(canvas.getByText('(128 opinii)')).toBeInTheDocument();
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Dodaj do ulubionych' });
    await expect(heart).toHaveFocus();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onWishlistChange).toHaveBeenCalledWith(true);
  },
};

function WishlistToggle(props: ProductTileProps) {
  const [on, setOn] = useState(true);
  return <ProductTile {...props} isOnWishlist={on} onWishlistChange={setOn} />;
}

/** On the wishlist: the heart is pressed; Space takes the product off. */
export const OnWishlist: Story = {
  args: { product: products[6]!, badges: ['bestseller', 'new'] },
  render: (args) => <WishlistToggle {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Usuń z ulubionych' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Dodaj do ulubionych' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A wishlist action runs: the heart shows a spinner and ignores presses. */
export const WishlistBusy: Story = {
  args: { product: products[1]!, wishlistBusy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: 'Dodaj do ulubionych' });
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onWishlistChange).not.toHaveBeenCalled();
  },
};

export const AllBadges: Story = {
  args: { product: products[5]!, badges: ['bestseller', 'new', 'sale'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Bestseller', 'Nowość', 'Promocja']) await expect(canvas.getByText(label)).toBeInTheDocument();
  },
};

/** Few reviews: Polish plurals '1 opinia', '2 opinie', '1 HIT'. */
export const FewReviews: Story = {
  args: { product: products[2]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('(2 opinie)')).toBeInTheDocument();
    await expect(canvas.getByText('1 HIT')).toBeInTheDocument();
  },
};

export const NoReviewsYet: Story = {
  args: { product: products[22]!, badges: ['new'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Brak opinii')).toBeInTheDocument();
  },
};

export const Expiring: Story = {
  args: { product: { ...products[4]!, productState: 'expiring' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Wycofywany')).toBeInTheDocument();
  },
};

export const Archived: Story = {
  args: { product: { ...products[10]!, productState: 'archived' }, onWishlistChange: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Wycofany')).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** An adult product while adult content must not show: the 18+ placeholder replaces the packshot. */
export const AdultHidden: Story = {
  args: {
    product: {
      ...products[13]!,
      name: 'Żel intymny o zapachu wanilii',
      brandName: 'Durex',
      belongsToAdultCategory: true,
    },
    showAdultContent: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Zdjęcie ukryte: produkt dla osób pełnoletnich' }),
    ).toBeInTheDocument();
  },
};
