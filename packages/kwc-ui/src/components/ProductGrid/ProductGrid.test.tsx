import type { Product } from '@kwc/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ProductGrid, productGridSizes } from './ProductGrid';

const products: Product[] = Array.from({ length: 7 }, (_, index) => ({
  sku: `KWC-${index + 1}`,
  brandName: 'Ziaja',
  name: `Krem ${index + 1}`,
  shortDescription: null,
  productState: null,
  images: [{ path: `/api/images/products/${index + 1}.svg` }],
  urlPath: `/krem-${index + 1},${index + 1}.html`,
  belongsToAdultCategory: index === 6,
  rating: 4,
  numberOfReviews: 3,
  numberOfHits: 0,
  price: 10,
}));

describe('productGridSizes', () => {
  it('sizes pictures by the columns of each layout step', () => {
    expect(productGridSizes({ mobile: 2, desktop: 4 })).toBe(
      '(min-width: 1280px) 288px, (min-width: 1024px) calc((100vw - 32px) / 4), ' +
        '(min-width: 640px) calc((100vw - 32px) / 3), calc((100vw - 32px) / 2)',
    );
    expect(productGridSizes({ mobile: 1, tablet: 2, desktop: 5 })).toMatch(
      /^\(min-width: 1280px\) 231px, .*\/ 2\), calc\(\(100vw - 32px\) \/ 1\)$/,
    );
  });
});

describe('ProductGrid', () => {
  it('lists one tile per product, the first row eager', () => {
    const { container } = render(<ProductGrid products={products} columns={{ mobile: 2, desktop: 3 }} />);
    const list = screen.getByRole('list', { name: 'Produkty' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    const loading = [...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('takes an explicit priority count and passes sizes to tiles', () => {
    const { container } = render(<ProductGrid products={products} priorityCount={1} />);
    const pictures = container.querySelectorAll('img');
    expect(pictures[0]).toHaveAttribute('loading', 'eager');
    expect(pictures[1]).toHaveAttribute('loading', 'lazy');
    expect(pictures[0]).toHaveAttribute('sizes', productGridSizes({ mobile: 2, tablet: 3, desktop: 4 }));
  });

  it('hides adult pictures unless adult content may show', () => {
    const { rerender } = render(<ProductGrid products={products} />);
    expect(screen.getByRole('img', { name: /produkt dla osób pełnoletnich/ })).toBeInTheDocument();
    rerender(<ProductGrid products={products} showAdultContent />);
    expect(screen.queryByRole('img', { name: /produkt dla osób pełnoletnich/ })).toBeNull();
  });

  it('applies tile options and reports wishlist changes with the product', async () => {
    const user = userEvent.setup();
    const onWishlistChange = vi.fn();
    render(
      <ProductGrid
        products={products.slice(0, 2)}
        tileOptions={(product) => ({ isOnWishlist: product.sku === 'KWC-2', badges: ['new'] })}
        onWishlistChange={onWishlistChange}
      />,
    );
    expect(screen.getAllByText('Nowość')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Usuń z ulubionych' }));
    expect(onWishlistChange).toHaveBeenCalledWith(products[1], false);
  });

  it('shows the empty state and its action without products', () => {
    render(<ProductGrid products={[]} emptyAction={<button type="button">Wyczyść filtry</button>} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Nie znaleźliśmy takich produktów' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyczyść filtry' })).toBeInTheDocument();
  });
});
