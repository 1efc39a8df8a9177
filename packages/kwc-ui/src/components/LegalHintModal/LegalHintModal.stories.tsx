import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../Button';
import { LegalHintModal, type LegalHintModalProps } from './LegalHintModal';

const HINT =
  'Kosmetyk oznaczony jako „bez parabenów” nie zawiera żadnego z konserwantów z grupy parabenów ' +
  '(np. methylparaben, propylparaben).\n\n' +
  'Oznaczenie dotyczy wyłącznie parabenów: produkt może zawierać inne konserwanty dopuszczone ' +
  'rozporządzeniem (WE) nr 1223/2009.';

/** Resolves when the open animation has ended (the spinner turns forever and is left out). */
async function settled() {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

/** The product page's hint link, opening the modal; it starts open for the screenshot. */
function HintOnProductPage({ onOpenChange, ...props }: Omit<LegalHintModalProps, 'open'>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        Co oznacza „bez parabenów”?
      </Button>
      <LegalHintModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/LegalHintModal',
  component: LegalHintModal,
  args: {
    open: true,
    identifier: 'bez-parabenow',
    title: 'Bez parabenów',
    onOpenChange: fn(),
    loadContent: fn(() => Promise.resolve(HINT)),
  },
  render: ({ open: _open, ...args }) => <HintOnProductPage {...args} />,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LegalHintModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ args }) => {
    await screen.findByText(/nie zawiera żadnego z konserwantów/);
    await expect(args.loadContent).toHaveBeenCalledWith('bez-parabenow');
    const close = screen.getByRole('button', { name: 'Zamknij' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    // It opened with the page: the keyboard user tabs to the hint link and opens it again.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await screen.findByText(/nie zawiera żadnego z konserwantów/);
    await expect(args.loadContent).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(screen.getByRole('button', { name: 'Co oznacza „bez parabenów”?' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByText(/nie zawiera żadnego z konserwantów/);
    await settled();
  },
};

export const Loading: Story = {
  args: { loadContent: fn(() => new Promise<string>(() => undefined)) },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Bez parabenów' });
    await expect(screen.getByRole('status')).toHaveTextContent('Ładowanie…');
    await expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    await expect(dialog).toBeInTheDocument();
    await settled();
  },
};

export const Failed: Story = {
  args: { loadContent: fn(() => Promise.reject(new Error('503 Service Unavailable'))) },
  play: async () => {
    await expect(await screen.findByRole('alert')).toHaveTextContent('Coś poszło nie tak');
    await userEvent.tab();
    await expect(screen.getByRole('button', { name: 'Zamknij' })).toHaveFocus();
    await settled();
  },
};
