import { mediaQuery, vars } from '@kwc/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, screen, userEvent } from 'storybook/test';

import { AdultGateModal } from './AdultGateModal';

const TOP_BAR_HEIGHT = 56;

/** A product page behind the gate, with a top bar whose height the modal is placed under. */
function ProductPage({ children }: { children: ReactNode }) {
  return (
    <div style={{ minHeight: '100vh', background: vars.color.surface, fontFamily: vars.font.sans }}>
      <header
        style={{
          height: TOP_BAR_HEIGHT,
          display: 'flex',
          alignItems: 'center',
          paddingInline: vars.space.md,
          background: vars.color.primary,
          color: vars.color.onPrimary,
          fontWeight: 700,
        }}
      >
        KWC
      </header>
      <main style={{ padding: vars.space.md }}>
        <h1 style={{ fontFamily: vars.font.serif, margin: 0 }}>Żel intymny o zapachu wanilii</h1>
      </main>
      {children}
    </div>
  );
}

/** Resolves when the modal's open animation has ended, so a screenshot sees the settled card. */
async function settled() {
  const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished));
}

const meta = {
  title: 'Overlays/AdultGateModal',
  component: AdultGateModal,
  args: {
    variant: 'anonymous',
    open: true,
    topBarHeight: TOP_BAR_HEIGHT,
    onConfirm: fn(),
    onDecline: fn(),
    onBack: fn(),
    onHome: fn(),
  },
  decorators: [
    (Story) => (
      <ProductPage>
        <Story />
      </ProductPage>
    ),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AdultGateModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Chcesz odkryć więcej?' });
    const confirm = screen.getByRole('button', { name: 'Tak, mam 18 lat' });
    const decline = screen.getByRole('button', { name: 'Nie mam 18 lat, rezygnuję' });
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(decline).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    // The visitor has to answer: Escape leaves it open.
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
    await expect(args.onDecline).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await settled();
    // Spec section 9: top bar + 138 px on desktop, + 57 px on mobile.
    const offset = window.matchMedia(mediaQuery('desktop')).matches ? 138 : 57;
    await expect(Math.round(dialog.getBoundingClientRect().top)).toBe(TOP_BAR_HEIGHT + offset);
    await expect(document.body).toHaveAttribute('data-scroll-locked');
  },
};

export const AnonymousDeclining: Story = {
  args: { navigating: true },
  play: async ({ args }) => {
    const decline = await screen.findByRole('button', { name: 'Nie mam 18 lat, rezygnuję' });
    await expect(decline).toHaveTextContent('...');
    await expect(decline).toHaveAttribute('aria-busy', 'true');
    await userEvent.tab();
    await expect(decline).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecline).not.toHaveBeenCalled();
    await settled();
  },
};

export const DeniedBack: Story = {
  args: { variant: 'denied', backTarget: 'back' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Brak wstępu' });
    const back = screen.getByRole('button', { name: 'Wróć' });
    await expect(screen.getAllByRole('button')).toHaveLength(1);
    await expect(back).toHaveFocus();
    await userEvent.tab();
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).toHaveBeenCalledTimes(1);
    await expect(args.onHome).not.toHaveBeenCalled();
    await settled();
  },
};

export const DeniedHome: Story = {
  args: { variant: 'denied', backTarget: 'home' },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Brak wstępu' });
    const home = screen.getByRole('button', { name: 'Przejdź na stronę główną' });
    await expect(home).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onHome).toHaveBeenCalledTimes(1);
    await expect(args.onBack).not.toHaveBeenCalled();
    await settled();
  },
};

export const Navigating: Story = {
  args: { variant: 'denied', backTarget: 'back', navigating: true },
  play: async ({ args }) => {
    const back = await screen.findByRole('button', { name: 'Wróć' });
    await expect(back).toHaveTextContent('...');
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await expect(back).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBack).not.toHaveBeenCalled();
    await settled();
  },
};
