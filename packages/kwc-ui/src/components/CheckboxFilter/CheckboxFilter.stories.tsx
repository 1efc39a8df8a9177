import { LISTING } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import {
  brandOptions,
  effectOptions,
  moreBrandOptions,
  shadeOptions,
  shopOptions,
  skinTypeOptions,
} from '../private/fixtures/filters.fixtures';
import { CheckboxFilter, type CheckboxFilterProps } from './CheckboxFilter';

/** Holds the selection and the search text as the site would, and reports every change. */
function Controlled(props: CheckboxFilterProps) {
  const [value, setValue] = useState(props.value);
  const [search, setSearch] = useState(props.search ?? '');
  return (
    <CheckboxFilter
      {...props}
      value={value}
      search={search}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
      onSearch={(next) => {
        setSearch(next);
        props.onSearch?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Filters/CheckboxFilter',
  component: CheckboxFilter,
  args: {
    label: 'Marka',
    options: brandOptions,
    value: [],
    onChange: fn(),
    onSearch: fn(),
    onLoadMore: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: '100vw', maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckboxFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Brands as logos, two chosen, more on the server: the search field filters and asks the API. */
export const BrandLogos: Story = {
  args: {
    layout: 'logos',
    value: ['marka-cerave', 'marka-nivea'],
    selectedOptions: brandOptions.filter((option) => ['marka-cerave', 'marka-nivea'].includes(option.slug)),
    total: 87,
    hasMore: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Szukaj w filtrze Marka' });
    await userEvent.tab();
    await expect(search).toHaveFocus();
    await userEvent.keyboard('vi');
    await expect(args.onSearch).toHaveBeenLastCalledWith('vi');
    // Chosen brands stay on top; below them only the loaded brands that match.
    await expect(canvas.getByRole('checkbox', { name: /^Vichy/ })).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: /^Garnier/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: /^Nivea/ })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^CeraVe/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Vichy/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['marka-cerave', 'marka-nivea', 'marka-vichy']);
    // Escape in the field clears the search; the choice stays.
    await userEvent.click(search);
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith('');
    await expect(canvas.getByRole('checkbox', { name: /^Vichy/ })).toBeChecked();
    search.blur();
  },
};

/** A property pattern as a plain list; too short to need a search field. */
export const List: Story = {
  args: { label: 'Działanie', options: effectOptions },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Nawilżające/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['dzialanie-nawilzajace']);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['dzialanie-nawilzajace', 'dzialanie-lagodzace']);
    // Ticked options stay put while focus is in the filter, and move to the top once it leaves.
    await expect(canvas.getAllByRole('checkbox')[2]).toHaveAccessibleName(/^Łagodzące/);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    // The move is not urgent (a transition): on a busy machine it lands a few frames later.
    await waitFor(() => expect(canvas.getAllByRole('checkbox')[1]).toHaveAccessibleName(/^Łagodzące/));
    const [first, second] = canvas.getAllByRole('checkbox');
    await expect(first).toHaveAccessibleName(/^Nawilżające/);
    await expect(second).toBeChecked();
  },
};

/** The shop filter 'Sklep'. */
export const Shop: Story = {
  args: { label: 'Sklep', options: shopOptions, value: ['hebe'], selectedOptions: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('ross');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Rossmann/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['hebe', 'rossmann']);
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
  },
};

/** Skin types as pills (`layout: 'tiles'`). */
export const Tiles: Story = {
  args: { label: 'Rodzaj cery', options: skinTypeOptions, value: ['cera-wrazliwa'], layout: 'tiles' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Wrażliwa/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['cera-wrazliwa', 'cera-sucha']);
  },
};

/** Lipstick shades: pills with a colour swatch each. */
export const Swatches: Story = {
  args: { label: 'Odcień', options: shadeOptions, value: ['odcien-czerwien'], layout: 'tiles' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Czerwień/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['odcien-czerwien']);
  },
};

/**
 * Two brands chosen that are not in the loaded page (spec section 4): they still show on top, with
 * the labels from `selectedOptions`.
 */
export const SelectedOutsideLoadedPage: Story = {
  args: {
    options: brandOptions.slice(0, 8),
    value: ['marka-weleda', 'marka-uriage'],
    selectedOptions: moreBrandOptions,
    total: 87,
    hasMore: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkboxes = canvas.getAllByRole('checkbox');
    await expect(checkboxes[0]).toHaveAccessibleName(/^Weleda/);
    await expect(checkboxes[1]).toHaveAccessibleName(/^Uriage/);
    await userEvent.tab();
    await userEvent.tab();
    await expect(checkboxes[0]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['marka-uriage']);
  },
};

/** Holds a paged option list: 'Pokaż więcej' loads the next page after a short wait. */
function LoadMoreHarness(props: CheckboxFilterProps) {
  const [options, setOptions] = useState(props.options);
  const [isLoadingMore, setLoadingMore] = useState(false);
  return (
    <Controlled
      {...props}
      options={options}
      hasMore={options.length < (props.total ?? 0)}
      isLoadingMore={isLoadingMore}
      onLoadMore={() => {
        props.onLoadMore?.();
        setLoadingMore(true);
        // The API answers a page of `LISTING.filterValuesPageSize` options; here, the last few.
        setTimeout(() => {
          setOptions((loaded) => [...loaded, ...moreBrandOptions]);
          setLoadingMore(false);
        }, 300);
      }}
    />
  );
}

/** 'Pokaż więcej' loads the next page; focus moves to its first option. */
export const LoadMore: Story = {
  args: { options: brandOptions, total: brandOptions.length + moreBrandOptions.length },
  render: (args) => <LoadMoreHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Pokaż więcej' });
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
    await expect(LISTING.filterValuesPageSize).toBe(200);
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: /^Alterra/ })).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: 'Pokaż więcej' })).not.toBeInTheDocument();
  },
};

/** The next page is on its way. */
export const LoadingMore: Story = {
  args: { options: brandOptions.slice(0, 6), total: 87, hasMore: true, isLoadingMore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Pokaż więcej/ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** The options are loading (first page or a search sent to the API). */
export const Loading: Story = {
  args: { options: [], total: 87, isLoading: true, search: 'bio' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Marka' }).closest('[aria-busy]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Ładowanie opcji…');
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
  },
};

/** The search matches none of the loaded options. */
export const NoMatches: Story = {
  args: { search: 'xyz', total: 87 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Brak opcji pasujących do wyszukiwania')).toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('searchbox')).toHaveValue('');
    await expect(canvas.getAllByRole('checkbox').length).toBeGreaterThan(10);
  },
};

/** A landing page fixes the brand: checked, locked, with a note. */
export const Predefined: Story = {
  args: {
    options: brandOptions.slice(0, 8),
    value: ['marka-nivea'],
    predefinedValues: ['marka-nivea'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nivea = canvas.getByRole('checkbox', { name: /^Nivea/ });
    await expect(nivea).toBeChecked();
    await expect(nivea).toBeDisabled();
    await expect(canvas.getByText('Ustawione na tej stronie')).toBeInTheDocument();
    // The locked option takes no focus: Tab goes straight to the next one.
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: /^Garnier/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['marka-nivea', 'marka-garnier']);
  },
};
