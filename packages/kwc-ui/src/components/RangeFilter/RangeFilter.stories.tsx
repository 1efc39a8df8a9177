import type { Range } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { RangeFilter, type RangeFilterProps } from './RangeFilter';

/** Holds the committed range as the site would, and reports every commit. */
function Controlled(props: RangeFilterProps) {
  const [value, setValue] = useState<Range>(props.value);
  return (
    <RangeFilter
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Filters/RangeFilter',
  component: RangeFilter,
  args: {
    label: 'Cena',
    format: 'price',
    value: { min: 20, max: 150 },
    bounds: { min: 4, max: 389 },
    onChange: fn(),
  },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: '100vw', maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RangeFilter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A price range in złoty: arrows move a thumb, the fields take typed prices. */
export const Price: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [from, to] = canvas.getAllByRole('slider') as [HTMLElement, HTMLElement];
    await expect(from).toHaveAccessibleName(/Od/);
    // Intl puts a no-break space before 'zł'.
    await expect(from.getAttribute('aria-valuetext')).toMatch(/^20\szł$/);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Wyczyść filtr Cena' })).toHaveFocus();
    await userEvent.tab();
    await expect(from).toHaveFocus();
    // A keyboard step is a finished gesture: it commits at once.
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 21, max: 150 });
    await userEvent.tab();
    await expect(to).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 21, max: null });
    await userEvent.tab();
    const fromField = canvas.getByRole('textbox', { name: 'Od' });
    await expect(fromField).toHaveFocus();
    await userEvent.clear(fromField);
    await userEvent.keyboard('35{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 35, max: null });
    await expect((fromField as HTMLInputElement).value).toMatch(/^35\szł$/);
    await userEvent.tab();
    const toField = canvas.getByRole('textbox', { name: 'Do' });
    await userEvent.keyboard('120');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 35, max: 120 });
    await expect((toField as HTMLInputElement).value).toMatch(/^120\szł$/);
    await expect(canvas.getByText(/^35\szł – 120\szł$/)).toBeInTheDocument();
  },
};

/** No price chosen: the thumbs sit on the bounds, the fields show them as placeholders. */
export const PriceAny: Story = {
  args: { value: { min: null, max: null } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Dowolnie')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Wyczyść/ })).not.toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getAllByRole('slider')[1]).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: null, max: expect.any(Number) });
  },
};

/** Number of HITs: plain counts. 'Wyczyść' resets and keeps focus in the filter. */
export const Hits: Story = {
  args: { label: 'Liczba HITów', format: 'number', value: { min: 10, max: null }, bounds: { min: 0, max: 320 } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('od 10')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: null, max: null });
    await waitFor(() => expect(canvas.getAllByRole('slider')[0]).toHaveFocus());
    await expect(canvas.getByText('Dowolnie')).toBeInTheDocument();
  },
};

/** Number of reviews, with a thousands-wide scale. */
export const Reviews: Story = {
  args: {
    label: 'Liczba opinii',
    format: 'number',
    value: { min: null, max: 1000 },
    bounds: { min: 0, max: 12480 },
    step: 10,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('do 1000')).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ min: 10, max: 1000 });
  },
};

/** A landing page fixes the price: locked, with a note. */
export const Predefined: Story = {
  args: { value: { min: null, max: 50 }, isPredefined: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ustawione na tej stronie')).toBeInTheDocument();
    for (const slider of canvas.getAllByRole('slider')) await expect(slider).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement.contains(document.activeElement)).toBe(false);
  },
};
