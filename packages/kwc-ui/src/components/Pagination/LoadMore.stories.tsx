import { LISTING } from '@kwc/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { LoadMore } from './LoadMore';

const meta = {
  title: 'Catalogue/LoadMore',
  component: LoadMore,
  parameters: { layout: 'padded' },
  args: { loaded: 48, total: 1234, onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

function Simulated({ initial, total }: { initial: number; total: number }) {
  const [loaded, setLoaded] = useState(initial);
  const [busy, setBusy] = useState(false);
  return (
    <LoadMore
      loaded={loaded}
      total={total}
      busy={busy}
      onLoadMore={() => {
        setBusy(true);
        setTimeout(() => {
          setLoaded((count) => count + LISTING.pageSize);
          setBusy(false);
        }, 50);
      }}
    />
  );
}

/** Below 192 products: 'Pokaż więcej' (the site also loads on scroll). Enter loads a page. */
export const LoadMoreButton: Story = {
  render: () => <Simulated initial={48} total={1234} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pokaż więcej' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Wyświetlono 72 z 1234 produktów')).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Pokaż więcej' })).toHaveFocus();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Ładowanie produktów…' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLoadMore).not.toHaveBeenCalled();
  },
};

/** From 192 products on, infinite loading stops: the visitor goes on with the button. */
export const ThresholdReached: Story = {
  args: { loaded: LISTING.loadMoreButtonThreshold },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pokaż kolejne 24 produkty' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** Past the 10,000-product window: narrow the results with filters. */
export const WindowLimit: Story = {
  args: { loaded: 10_008, total: 48_210 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByText(/Zawęź wyniki filtrami/)).toBeInTheDocument();
  },
};

export const AllLoaded: Story = {
  args: { loaded: 36, total: 36 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
