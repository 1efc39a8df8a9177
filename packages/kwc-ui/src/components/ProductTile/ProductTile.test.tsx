import type { Product } from '@kwc/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentPropsWithoutRef } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { AGE_RESTRICTED_PLACEHOLDER_SRC, ProductTile, productImageSources } from './ProductTile';

const product: Product = {
  sku: 'KWC-1240',
  brandName: 'Nivea',
  name: 'Krem nawilżający Soft',
  shortDescription: null,
  productState: null,
  images: [{ path: '/api/images/products/1240.svg' }],
  urlPath: '/krem-nawilzajacy-soft,1240.html',
  belongsToAdultCategory: false,
  rating: 4.6,
  numberOfReviews: 128,
  numberOfHits: 12,
  price: 19.99,
};

// Testing Library's queries see `alt=""` images as presentation, not img.
const picture = (container: HTMLElement) => container.querySelector('img')!;

describe('productImageSources', () => {
  it('keeps the SVG as src and lists the WebP widths in srcSet', () => {
    expect(productImageSources('/api/images/products/1240.svg')).toEqual({
      src: '/api/images/products/1240.svg',
      srcSet:
        '/api/images/products/1240-160.webp 160w, /api/images/products/1240-240.webp 240w, ' +
        '/api/images/products/1240-320.webp 320w, /api/images/products/1240-480.webp 480w, ' +
        '/api/images/products/1240-640.webp 640w, /api/images/products/1240-960.webp 960w',
    });
  });

  it('works on an absolute image host too', () => {
    expect(productImageSources('https://kwc.example/api/images/products/7.svg').srcSet).toMatch(
      /^https:\/\/kwc\.example\/api\/images\/products\/7-160\.webp 160w, /,
    );
  });

  it('leaves other paths alone', () => {
    expect(productImageSources('/produkty/1240/1.webp')).toEqual({ src: '/produkty/1240/1.webp' });
  });
});

describe('ProductTile', () => {
  it('is one link to the product, named by brand and name', () => {
    render(<ProductTile product={product} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAccessibleName('Nivea Krem nawilżający Soft');
    expect(link).toHaveAttribute('href', '/krem-nawilzajacy-soft,1240.html');
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(link);
  });

  it('renders the link through a router component', () => {
    function RouterLink({ children, ...props }: ComponentPropsWithoutRef<'a'>) {
      return (
        <a data-router="yes" {...props}>
          {children}
        </a>
      );
    }
    render(<ProductTile product={product} href="/inny-adres" linkAs={RouterLink} />);
    expect(screen.getByRole('link')).toHaveAttribute('data-router', 'yes');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/inny-adres');
  });

  it('loads lazily, except with priority', () => {
    const { container, rerender } = render(<ProductTile product={product} />);
    expect(picture(container)).toHaveAttribute('loading', 'lazy');
    expect(picture(container)).toHaveAttribute('srcset', expect.stringContaining('1240-480.webp 480w'));
    expect(picture(container)).toHaveAttribute('width', '400');
    rerender(<ProductTile product={product} priority sizes="50vw" />);
    expect(picture(container)).toHaveAttribute('loading', 'eager');
    expect(picture(container)).toHaveAttribute('fetchpriority', 'high');
    expect(picture(container)).toHaveAttribute('sizes', '50vw');
  });

  it('shows rating, reviews and HITs with Polish plurals', () => {
    const { rerender } = render(<ProductTile product={product} />);
    expect(screen.getByRole('img', { name: 'Ocena 4,6 na 5' })).toBeInTheDocument();
    expect(screen.getByText('(128 opinii)')).toBeInTheDocument();
    expect(screen.getByText('12 HITów')).toBeInTheDocument();
    rerender(<ProductTile product={{ ...product, numberOfReviews: 1, numberOfHits: 2 }} />);
    expect(screen.getByText('(1 opinia)')).toBeInTheDocument();
    expect(screen.getByText('2 HITy')).toBeInTheDocument();
    rerender(<ProductTile product={{ ...product, numberOfReviews: 3, numberOfHits: 0 }} />);
    expect(screen.getByText('(3 opinie)')).toBeInTheDocument();
    expect(screen.queryByText(/HIT/)).toBeNull();
    rerender(<ProductTile product={{ ...product, numberOfReviews: 0, rating: null }} />);
    expect(screen.getByText('Brak opinii')).toBeInTheDocument();
  });

  it('prices in złoty, from the lowest offer when several shops sell it', () => {
    const { container, rerender } = render(<ProductTile product={product} />);
    expect(container.textContent).toContain('19,99\u00a0zł');
    expect(container.textContent).not.toContain('od ');
    rerender(<ProductTile product={product} severalOffers />);
    expect(container.textContent).toContain('od 19,99\u00a0zł');
    rerender(<ProductTile product={{ ...product, price: null }} />);
    expect(container.textContent).not.toContain('zł');
  });

  it('shows badges and the expiring or archived state', () => {
    const { container, rerender } = render(<ProductTile product={product} badges={['bestseller', 'new', 'sale']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bestseller',
      'Nowość',
      'Promocja',
    ]);
    rerender(<ProductTile product={{ ...product, productState: 'expiring' }} />);
    expect(screen.getByText('Wycofywany')).toBeInTheDocument();
    expect(container.querySelector('article')).toHaveAttribute('data-state', 'expiring');
    rerender(<ProductTile product={{ ...product, productState: 'archived' }} />);
    expect(screen.getByText('Wycofany')).toBeInTheDocument();
  });

  it('hides an adult product picture behind the placeholder unless adult content may show', () => {
    const adult = { ...product, belongsToAdultCategory: true };
    const { container, rerender } = render(<ProductTile product={adult} />);
    expect(screen.getByRole('img', { name: 'Zdjęcie ukryte: produkt dla osób pełnoletnich' })).toHaveAttribute(
      'src',
      AGE_RESTRICTED_PLACEHOLDER_SRC,
    );
    expect(picture(container)).not.toHaveAttribute('srcset');
    rerender(<ProductTile product={adult} showAdultContent />);
    expect(picture(container)).toHaveAttribute('src', '/api/images/products/1240.svg');
  });

  it('toggles the wishlist with a pressed heart, and ignores presses while busy', async () => {
    const user = userEvent.setup();
    const onWishlistChange = vi.fn();
    const { rerender } = render(<ProductTile product={product} onWishlistChange={onWishlistChange} />);
    const heart = screen.getByRole('button', { name: 'Dodaj do ulubionych' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveAccessibleDescription('Nivea Krem nawilżający Soft');
    await user.click(heart);
    expect(onWishlistChange).toHaveBeenLastCalledWith(true);
    rerender(<ProductTile product={product} isOnWishlist onWishlistChange={onWishlistChange} />);
    await user.click(screen.getByRole('button', { name: 'Usuń z ulubionych' }));
    expect(onWishlistChange).toHaveBeenLastCalledWith(false);
    rerender(<ProductTile product={product} isOnWishlist wishlistBusy onWishlistChange={onWishlistChange} />);
    await user.click(screen.getByRole('button', { name: 'Usuń z ulubionych' }));
    expect(onWishlistChange).toHaveBeenCalledTimes(2);
  });

  it('shows no heart without a wishlist handler', () => {
    render(<ProductTile product={product} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ProductTile footer', () => {
  it('renders its controls after the text, taking their own clicks, and nothing without it', async () => {
    const onClick = vi.fn();
    const { container, rerender } = render(
      <ProductTile product={product} footer={<button onClick={onClick}>Przenieś do listy</button>} />,
    );
    const move = screen.getByRole('button', { name: 'Przenieś do listy' });
    expect(container.querySelector('article')!.lastElementChild).toContainElement(move);
    await userEvent.click(move);
    expect(onClick).toHaveBeenCalledOnce();
    rerender(<ProductTile product={product} />);
    expect(screen.queryByRole('button', { name: 'Przenieś do listy' })).toBeNull();
  });
});
