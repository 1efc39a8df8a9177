import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { describeOverlayBehaviour } from '../../testing/overlay-behaviour';
import type { AggFilters } from '@kwc/domain';

import { emptyListingFilters, listingFilters as fullListingFilters } from '../private/fixtures/filters.fixtures';
import { defaultExpandedGroups, FiltersPanel, type FiltersPanelProps, showProductsLabel } from './FiltersPanel';

// The panel draws a dozen React Aria filters twice (sidebar and sheet): slow under jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

/** The listing with a short first page of brands: jsdom is slow with the sidebar and the sheet both drawn. */
const brands = fullListingFilters.agg_marka;
const listingFilters: AggFilters =
  brands?.type === 'options'
    ? { ...fullListingFilters, agg_marka: { ...brands, options: brands.options.slice(0, 8) } }
    : fullListingFilters;

function renderPanel(props: Partial<FiltersPanelProps> = {}) {
  const callbacks = {
    onOptionsChange: vi.fn(),
    onRangeChange: vi.fn(),
    onFlagChange: vi.fn(),
    onClearAll: vi.fn(),
    onOptionsSearch: vi.fn(),
    onLoadMoreOptions: vi.fn(),
  };
  render(<FiltersPanel filters={listingFilters} total={208} {...callbacks} {...props} />);
  return callbacks;
}

/** The open sheet; jsdom applies no media queries, so the desktop sidebar is in the DOM too. */
async function openSheet() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Filtry (wybrane: 5)' }));
  return { user, sheet: within(await screen.findByRole('dialog', { name: 'Filtry' })) };
}

describe('showProductsLabel', () => {
  it.each([
    [1, 'Pokaż 1 produkt'],
    [2, 'Pokaż 2 produkty'],
    [4, 'Pokaż 4 produkty'],
    [5, 'Pokaż 5 produktów'],
    [12, 'Pokaż 12 produktów'],
    [22, 'Pokaż 22 produkty'],
    [112, 'Pokaż 112 produktów'],
    [0, 'Pokaż 0 produktów'],
    [12345, 'Pokaż 12\u00a0345 produktów'],
  ])('%i → %s', (total, label) => {
    expect(showProductsLabel(total)).toBe(label);
  });
});

describe('defaultExpandedGroups', () => {
  it('opens the first three groups and every group with a chosen value', () => {
    expect(defaultExpandedGroups(listingFilters)).toEqual([
      'agg_bestseller',
      'agg_marka',
      'agg_rodzaj_cery',
      'agg_price',
    ]);
  });

  it('skips hidden filters', () => {
    const filters = {
      ...emptyListingFilters,
      agg_bestseller: { ...emptyListingFilters.agg_bestseller!, visible: false },
    };
    expect(defaultExpandedGroups(filters)).toEqual(['agg_marka', 'agg_rodzaj_cery', 'agg_price']);
  });
});

// The shared suite counts every input and button as a Tab stop; a radio pair (one stop) or a search
// field's clear button (none) would throw its count off, so its sheet holds checkboxes and a range.
const effects = fullListingFilters.agg_dzialanie;
const suiteFilters: AggFilters =
  effects?.type === 'options'
    ? { agg_dzialanie: { ...effects, value: ['dzialanie-odzywcze'] }, agg_price: fullListingFilters.agg_price! }
    : {};

describeOverlayBehaviour('FiltersPanel sheet', {
  render: () => renderPanel({ filters: suiteFilters }),
  triggerName: 'Filtry (wybrane: 2)',
  dialogName: 'Filtry',
  dismissible: true,
});

describe('FiltersPanel', () => {
  it('draws a group per visible filter, its label a disclosure button with the active count', async () => {
    const user = userEvent.setup();
    renderPanel();
    const sidebar = within(screen.getByRole('region', { name: 'Filtry' }));
    const names = sidebar.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    // 'Promocje' is not visible in this listing.
    expect(names).toEqual([
      'Bestsellery1 (wybrane: 1)',
      'Marka2 (wybrane: 2)',
      'Rodzaj cery1 (wybrane: 1)',
      'Cena1 (wybrane: 1)',
      'Działanie',
      'Sklep',
      'Składniki',
      'Liczba opinii',
      'Liczba HITów',
      'Nowości',
    ]);
    const shop = sidebar.getByRole('button', { name: 'Sklep' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar.getByRole('group', { name: 'Sklep' })).toBeInTheDocument();
  });

  it('passes each change on with the name of its filter', async () => {
    const user = userEvent.setup();
    const callbacks = renderPanel();
    const sidebar = within(screen.getByRole('region', { name: 'Filtry' }));
    await user.click(sidebar.getByRole('checkbox', { name: /^Garnier/ }));
    expect(callbacks.onOptionsChange).toHaveBeenCalledWith('agg_marka', [
      'marka-cerave',
      'marka-nivea',
      'marka-garnier',
    ]);
    await user.click(sidebar.getByRole('radio', { name: 'Wszystkie produkty' }));
    expect(callbacks.onFlagChange).toHaveBeenCalledWith('agg_bestseller', 0);
    await user.click(sidebar.getByRole('button', { name: 'Wyczyść filtr Cena' }));
    expect(callbacks.onRangeChange).toHaveBeenCalledWith('agg_price', { min: null, max: null });
    await user.type(sidebar.getByRole('searchbox', { name: 'Szukaj w filtrze Marka' }), 'b');
    expect(callbacks.onOptionsSearch).toHaveBeenCalledWith('agg_marka', 'b');
    await user.click(sidebar.getByRole('button', { name: 'Pokaż więcej' }));
    expect(callbacks.onLoadMoreOptions).toHaveBeenCalledWith('agg_marka');
    await user.click(sidebar.getByRole('button', { name: 'Wyczyść wszystkie' }));
    expect(callbacks.onClearAll).toHaveBeenCalledTimes(1);
  });

  it('uses the options state: loaded options, layout and loading flags', () => {
    renderPanel({ optionsState: { agg_marka: { layout: 'logos', options: [], isLoading: true } } });
    const sidebar = within(screen.getByRole('region', { name: 'Filtry' }));
    expect(sidebar.getByText('Ładowanie opcji…')).toBeInTheDocument();
    expect(sidebar.queryByRole('checkbox', { name: /^Garnier/ })).not.toBeInTheDocument();
  });

  it("says how many products the filters leave, with the Polish plural, and 'Pokaż …' closes the sheet", async () => {
    renderPanel({ total: 1 });
    const { user, sheet } = await openSheet();
    await user.click(sheet.getByRole('button', { name: 'Pokaż 1 produkt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtry (wybrane: 5)' })).toHaveFocus();
  });

  it("clears from the sheet's footer and stays open", async () => {
    const callbacks = renderPanel();
    const { user, sheet } = await openSheet();
    await user.click(sheet.getByRole('button', { name: 'Wyczyść' }));
    expect(callbacks.onClearAll).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Filtry' })).toBeInTheDocument();
  });

  it('marks the count busy while the listing is counted', async () => {
    renderPanel({ isLoading: true });
    const { sheet } = await openSheet();
    expect(sheet.getByRole('button', { name: /Pokaż 208 produktów/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('clears a search field on Escape before closing the sheet', async () => {
    renderPanel();
    const { user, sheet } = await openSheet();
    await user.type(sheet.getByRole('searchbox', { name: 'Szukaj w filtrze Marka' }), 'vi');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Filtry' })).toBeInTheDocument();
    expect(sheet.getByRole('searchbox', { name: 'Szukaj w filtrze Marka' })).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows no count and disables the sheet's 'Wyczyść' when nothing is chosen", async () => {
    const callbacks = renderPanel({ filters: emptyListingFilters });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filtry' }));
    const sheet = within(await screen.findByRole('dialog', { name: 'Filtry' }));
    const clear = sheet.getByRole('button', { name: 'Wyczyść' });
    expect(clear).toHaveAttribute('aria-disabled', 'true');
    await user.click(clear);
    expect(callbacks.onClearAll).not.toHaveBeenCalled();
  });
});
