import type { AggFilters } from '@kwc/domain';
import { mediaQuery } from '@kwc/tokens';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import {
  emptyListingFilters,
  landingPageFilters,
  listingFilters,
  listingLayouts,
} from '../private/fixtures/filters.fixtures';
import { activeFilterCount } from '../SelectedFilters';
import { FiltersPanel, type FiltersPanelProps } from './FiltersPanel';

/**
 * For stories that open the sheet: the page behind is one screen high, so a full-page screenshot
 * shows the sheet and its backdrop over all of it.
 */
const oneScreen: Decorator = (Story) => (
  <div style={{ height: 'calc(100vh - 2rem)', overflow: 'hidden' }}>
    <Story />
  </div>
);

/** Resolves when open/close animations have ended, so a screenshot sees the settled sheet. */
async function settled() {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

const isDesktop = () => window.matchMedia(mediaQuery('desktop')).matches;

/** A stand-in for the API: each active filter narrows the listing. */
function countProducts(filters: AggFilters): number {
  return Math.round(1248 / (1 + activeFilterCount(filters)));
}

/** Holds the filters as the site would after each URL change, and reports every callback. */
function Listing(props: FiltersPanelProps) {
  const [filters, setFilters] = useState(props.filters);
  const update = (name: keyof AggFilters, change: (filter: AggFilters[keyof AggFilters]) => unknown) =>
    setFilters((current) => {
      const filter = current[name];
      return filter ? ({ ...current, [name]: change(filter) } as AggFilters) : current;
    });
  return (
    <FiltersPanel
      {...props}
      filters={filters}
      total={props.total === 1248 ? countProducts(filters) : props.total}
      onOptionsChange={(name, value) => {
        props.onOptionsChange(name, value);
        update(name, (filter) =>
          filter.type === 'options'
            ? {
                ...filter,
                value,
                selectedOptions: filter.options.filter((option) => value.includes(option.slug)),
              }
            : filter,
        );
      }}
      onRangeChange={(name, value) => {
        props.onRangeChange(name, value);
        update(name, (filter) => ({ ...filter, value }));
      }}
      onFlagChange={(name, value) => {
        props.onFlagChange(name, value);
        update(name, (filter) => ({ ...filter, value }));
      }}
      onClearAll={() => {
        props.onClearAll();
        setFilters(emptyListingFilters);
      }}
    />
  );
}

const meta = {
  title: 'Filters/FiltersPanel',
  component: FiltersPanel,
  args: {
    filters: listingFilters,
    total: 1248,
    optionsState: {
      agg_marka: { layout: listingLayouts.agg_marka },
      agg_rodzaj_cery: { layout: listingLayouts.agg_rodzaj_cery },
    },
    onOptionsChange: fn(),
    onRangeChange: fn(),
    onFlagChange: fn(),
    onClearAll: fn(),
    onOptionsSearch: fn(),
    onLoadMoreOptions: fn(),
  },
  render: (args) => <Listing {...args} />,
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FiltersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A listing with five active filters. Desktop: the sidebar, its groups opened and closed with the
 * keyboard. Mobile: the 'Filtry' button with the count opens the sheet; Escape closes it.
 */
export const Sidebar: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    if (isDesktop()) {
      const brand = canvas.getByRole('button', { name: 'Marka (wybrane: 2)' });
      await expect(brand).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('checkbox', { name: /^Garnier/ })).toBeInTheDocument();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Wyczyść wszystkie' })).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Bestsellery (wybrane: 1)' })).toHaveFocus();
      // Into the group: its radios, then the next group's button.
      await userEvent.tab();
      await expect(canvas.getByRole('radio', { name: 'Tylko bestsellery' })).toHaveFocus();
      await userEvent.tab();
      await expect(brand).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(brand).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('searchbox', { name: 'Szukaj w filtrze Marka' })).not.toBeInTheDocument();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Rodzaj cery (wybrane: 1)' })).toHaveFocus();
      await userEvent.tab({ shift: true });
      await userEvent.keyboard(' ');
      await expect(brand).toHaveAttribute('aria-expanded', 'true');
      await userEvent.tab();
      await expect(canvas.getByRole('searchbox', { name: 'Szukaj w filtrze Marka' })).toHaveFocus();
      await expect(args.onOptionsChange).not.toHaveBeenCalled();
    } else {
      // The sidebar, not displayed on a phone, mounts no filter (the sheet mounts its own on opening).
      const sidebar = canvasElement.querySelector('section');
      await expect(sidebar).not.toBeVisible();
      await expect(sidebar?.querySelectorAll('input, [role="group"]')).toHaveLength(0);
      const trigger = canvas.getByRole('button', { name: 'Filtry (wybrane: 5)' });
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const sheet = await screen.findByRole('dialog', { name: 'Filtry' });
      await settled();
      await expect(within(sheet).getByRole('button', { name: 'Zamknij' })).toHaveFocus();
      await expect(within(sheet).getByRole('button', { name: 'Pokaż 208 produktów' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    }
  },
};

/**
 * The sheet open (on a phone full screen, from the tablet width a drawer): ticking an option
 * updates the count on 'Pokaż N produktów'; 'Wyczyść' clears; Tab stays inside.
 */
export const SheetOpen: Story = {
  decorators: [oneScreen],
  args: { defaultOpen: true },
  play: async ({ args }) => {
    const sheet = await screen.findByRole('dialog', { name: 'Filtry' });
    await settled();
    const body = within(sheet);
    const close = body.getByRole('button', { name: 'Zamknij' });
    await expect(close).toHaveFocus();
    await expect(sheet).toHaveAttribute('aria-modal', 'true');
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Bestsellery (wybrane: 1)' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onFlagChange).toHaveBeenLastCalledWith('agg_bestseller', 0);
    await expect(body.getByRole('button', { name: 'Pokaż 250 produktów' })).toBeInTheDocument();
    // Focus trap: Shift+Tab from the first control goes round to the footer.
    close.focus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Pokaż 250 produktów' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Wyczyść' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(body.getByRole('button', { name: 'Pokaż 1248 produktów' })).toBeInTheDocument();
    await expect(body.getByRole('button', { name: 'Wyczyść' })).toHaveAttribute('aria-disabled', 'true');
    close.focus();
  },
};

/** Nothing chosen yet: no counts, no 'Wyczyść wszystkie'. */
export const NothingChosen: Story = {
  args: { filters: emptyListingFilters },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (isDesktop()) {
      await expect(canvas.queryByRole('button', { name: 'Wyczyść wszystkie' })).not.toBeInTheDocument();
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Bestsellery' })).toHaveFocus();
    } else {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Filtry' })).toHaveFocus();
    }
  },
};

/** A landing page 'Kremy Nivea': the brand is fixed and not counted; the visitor's skin type is. */
export const LandingPage: Story = {
  args: { filters: landingPageFilters, defaultExpanded: ['agg_marka', 'agg_rodzaj_cery'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    if (isDesktop()) {
      await expect(canvas.getByRole('button', { name: 'Marka' })).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('checkbox', { name: /^Nivea/ })).toBeDisabled();
      await expect(canvas.getByRole('button', { name: 'Rodzaj cery (wybrane: 1)' })).toBeInTheDocument();
    } else {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: 'Filtry (wybrane: 1)' })).toHaveFocus();
    }
  },
};

/** The listing is being counted after a change: the sheet's button shows a spinner. */
export const Counting: Story = {
  decorators: [oneScreen],
  args: { defaultOpen: true, isLoading: true, total: 312 },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filtry' });
    await settled();
    const show = within(sheet).getByRole('button', { name: /Pokaż 312 produktów/ });
    await expect(show).toHaveAttribute('aria-busy', 'true');
    await expect(sheet).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab({ shift: true });
    await expect(show).toHaveFocus();
  },
};

/** One product left: 'Pokaż 1 produkt'. 'Pokaż …' closes the sheet. */
export const OneProduct: Story = {
  decorators: [oneScreen],
  args: { defaultOpen: true, total: 1 },
  play: async () => {
    const sheet = await screen.findByRole('dialog', { name: 'Filtry' });
    await settled();
    const show = within(sheet).getByRole('button', { name: 'Pokaż 1 produkt' });
    await expect(show).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await expect(show).toHaveFocus();
    if (!isDesktop()) {
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(screen.getByRole('button', { name: 'Filtry (wybrane: 5)' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('dialog', { name: 'Filtry' });
      await settled();
    }
  },
};
