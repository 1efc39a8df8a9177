import type { AggFilters, Product, Sort } from '@kwc/domain';
import { mediaQuery, vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { FiltersPanel } from '../components/FiltersPanel';
import { Container } from '../components/Layout';
import { LoadMore } from '../components/Pagination';
import { listingFilters, listingLayouts } from '../components/private/fixtures/filters.fixtures';
import { urodaFooterMenu } from '../components/private/fixtures/footerMenu.fixtures';
import { urodaMenu } from '../components/private/fixtures/menu.fixtures';
import { products as tileProducts } from '../components/private/fixtures/products.fixtures';
import { ProductGrid } from '../components/ProductGrid';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../components/SiteHeader';
import { SortSelect } from '../components/SortSelect';

// A whole listing page composed of the design system's widgets (issue "Design system II": header,
// filters panel, sort, a grid of 24 tiles and load more).
const TOTAL = 1248;

function page(from: number, count: number): Product[] {
  return Array.from({ length: count }, (_, i) => {
    const base = tileProducts[(from + i) % tileProducts.length]!;
    return { ...base, sku: `KWC-${9000 + from + i}` };
  });
}

function ListingPage() {
  const [products, setProducts] = useState(() => page(0, 24));
  const [sort, setSort] = useState<Sort | null>(null);
  const [filters, setFilters] = useState<AggFilters>(listingFilters);
  const [wishlist, setWishlist] = useState<string[]>([]);
  return (
    <div style={{ background: vars.color.background, minHeight: '100vh' }}>
      <SiteHeader items={urodaMenu} wishlistCount={wishlist.length} />
      <Container as="main" style={{ paddingTop: vars.space.lg, paddingBottom: vars.space['2xl'] }}>
        <h1 style={{ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize['3xl'] }}>Kremy do twarzy</h1>
        <p style={{ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted }}>
          Opinie, oceny i składy kremów do twarzy. Porównaj {TOTAL.toLocaleString('pl-PL')} produktów.
        </p>
        {/* Filters beside the grid from 1024 px, above it on phones (the panel becomes a sheet). */}
        <style>{`.kwc-listing{display:flex;flex-direction:column;gap:${vars.space.md}}
@media ${mediaQuery('desktop')}{.kwc-listing{flex-direction:row;gap:${vars.space.xl};align-items:flex-start}}`}</style>
        <div className="kwc-listing">
          <FiltersPanel
            filters={filters}
            total={TOTAL}
            optionsState={{ agg_marka: { layout: listingLayouts.agg_marka } }}
            onOptionsChange={(name, value) =>
              setFilters((current) => {
                const filter = current[name];
                return filter?.type === 'options' ? { ...current, [name]: { ...filter, value } } : current;
              })
            }
            onRangeChange={() => undefined}
            onFlagChange={() => undefined}
            onClearAll={() => setFilters(listingFilters)}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: vars.space.md }}>
              <SortSelect value={sort} onChange={(next) => setSort(next)} />
            </div>
            <ProductGrid
              products={products}
              columns={{ mobile: 2, tablet: 3, desktop: 3 }}
              priorityCount={3}
              tileOptions={(product) => ({ isOnWishlist: wishlist.includes(product.sku) })}
              onWishlistChange={(product, next) =>
                setWishlist((current) =>
                  next ? [...current, product.sku] : current.filter((sku) => sku !== product.sku),
                )
              }
            />
            <LoadMore
              loaded={products.length}
              total={TOTAL}
              onLoadMore={() => setProducts((current) => [...current, ...page(current.length, 24)])}
            />
          </div>
        </div>
      </Container>
      <SiteFooter items={urodaFooterMenu} year={2026} />
    </div>
  );
}

const meta = {
  title: 'Screens/Listing',
  component: ListingPage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ListingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KremyDoTwarzy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(24);
    // Filters have their own 'Pokaż więcej' for options; the listing's button comes last.
    const more = canvas.getAllByRole('button', { name: 'Pokaż więcej' }).at(-1)!;
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText(/Wyświetlono 48 z/)).toBeInTheDocument());
    await expect(canvas.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(48);
  },
};
