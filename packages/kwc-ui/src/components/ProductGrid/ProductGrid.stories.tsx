import type { Product } from '@kwc/domain';
import { vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Button } from '../Button';
import { Container } from '../Layout';
import { ageRestrictedPlaceholder, products } from '../private/fixtures/products.fixtures';
import { ProductGrid, type ProductGridProps, type ProductGridTileOptions } from './ProductGrid';

const BADGES: Record<number, ProductGridTileOptions['badges']> = {
  0: ['bestseller'],
  1: ['sale'],
  3: ['new'],
  6: ['bestseller', 'new'],
  9: ['sale'],
};

const listing: Product[] = products.map((product, index) =>
  index === 11 ? { ...product, belongsToAdultCategory: true, brandName: 'Durex', name: 'Żel intymny Play' } : product,
);

function InteractiveGrid(props: Omit<ProductGridProps, 'tileOptions' | 'onWishlistChange'>) {
  const [wished, setWished] = useState<ReadonlySet<string>>(new Set([products[2]!.sku]));
  return (
    <ProductGrid
      {...props}
      tileOptions={(product, index) => ({
        badges: BADGES[index] ?? [],
        severalOffers: index % 3 === 0,
        isOnWishlist: wished.has(product.sku),
      })}
      onWishlistChange={(product, next) =>
        setWished((current) => {
          const copy = new Set(current);
          if (next) copy.add(product.sku);
          else copy.delete(product.sku);
          return copy;
        })
      }
    />
  );
}

const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'fullscreen' },
  args: { products: listing.slice(0, 12), adultPlaceholderSrc: ageRestrictedPlaceholder },
  render: (args) => <InteractiveGrid {...args} />,
  decorators: [
    (Story) => (
      <Container style={{ paddingTop: vars.space.lg, paddingBottom: vars.space.lg }}>
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof ProductGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The site's default: two columns on a phone, four on a desktop; the first row loads eagerly. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Produkty' });
    await expect(within(list).getAllByRole('article')).toHaveLength(12);
    const pictures = canvasElement.querySelectorAll('img');
    await expect(pictures[3]).toHaveAttribute('loading', 'eager');
    await expect(pictures[4]).toHaveAttribute('loading', 'lazy');
    await userEvent.tab();
    await expect(canvas.getAllByRole('link')[0]).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('button', { name: 'Usuń z ulubionych' })).toHaveLength(2);
  },
};

export const OneColumnMobileFiveDesktop: Story = {
  args: { columns: { mobile: 1, tablet: 3, desktop: 5 }, products: listing.slice(0, 10) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('img[loading="eager"]')).toHaveLength(5);
  },
};

export const ThreeColumns: Story = {
  args: { columns: { mobile: 2, desktop: 3 }, products: listing.slice(0, 6) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('article')).toHaveLength(6);
  },
};

/** No products: a friendly message and a way out. */
export const Empty: Story = {
  args: { products: [], emptyAction: <Button onClick={fn()}>Wyczyść filtry</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Nie znaleźliśmy takich produktów' })).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Wyczyść filtry' })).toHaveFocus();
  },
};
